const enc = new TextEncoder();
const dec = new TextDecoder();
const samples = ["ascii", "é", "中文", "😀", ""];
return samples.map((s) => {
  const bytes = enc.encode(s);
  return { s, n: bytes.length, hex: Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(" "), back: dec.decode(bytes) === s };
});
