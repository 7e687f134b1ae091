const csv = `name,age,city
"Smith, John",42,"New York"
Jane Doe,35,Boston
"O""Brien",28,"San Francisco"`;
function parseLine(line) {
  const out = [];
  let cur = "", q = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (q) {
      if (c === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (c === '"') q = false;
      else cur += c;
    } else if (c === '"') q = true;
    else if (c === ",") { out.push(cur); cur = ""; }
    else cur += c;
  }
  out.push(cur);
  return out;
}
const [header, ...lines] = csv.split("\n");
const cols = header.split(",");
return lines.map((l) => Object.fromEntries(parseLine(l).map((v, i) => [cols[i], i === 1 ? Number(v) : v])));
