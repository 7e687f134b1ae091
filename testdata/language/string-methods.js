const s = "  The Quick Brown Fox  ";
return {
  trim: s.trim(),
  trimStart: s.trimStart(),
  upper: s.toUpperCase().trim(),
  words: s.trim().split(/\s+/),
  replaceAll: s.replaceAll("o", "0"),
  at: s.trim().at(-1),
  includes: s.includes("Brown"),
  starts: s.trim().startsWith("The"),
  index: s.indexOf("Fox"),
  slice: s.trim().slice(4, 9),
  repeat: "ab".repeat(3),
  codePoints: [..."a😀b"].length,
  length: "a😀b".length,
  normalize: "e\u0301" === "é" ? "same" : "e\u0301".normalize() === "é" ? "after NFC" : "different",
};
