const truncate = (s, n) => {
  const chars = [...s];
  return chars.length <= n ? s : chars.slice(0, n - 1).join("") + "…";
};
const inputs = ["short", "a bit longer than ten", "emoji 😀😀😀😀 here", "日本語のテキストです"];
return inputs.map((s) => ({ t: truncate(s, 10), units: s.length, chars: [...s].length }));
