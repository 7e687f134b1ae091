const text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam.";
function chunk(s, max) {
  const out = [];
  let cur = "";
  for (const sentence of s.split(/(?<=\.)\s+/)) {
    if ((cur + " " + sentence).trim().length > max && cur) { out.push(cur.trim()); cur = ""; }
    cur += " " + sentence;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
const chunks = chunk(text, 70);
return chunks.map((c) => ({ len: c.length, start: c.slice(0, 12) }));
