// Text in letters and scripts Unicode 16 and 17 added, as user data brings
// them: case-insensitive keys, normalized comparison, identifiers in
// generated code.
const cp = (s) => [...s].map((c) => c.codePointAt(0).toString(16)).join(" ");
const names = ["\u{1C89}\u{1C8A}", "\u{A7CB}\u{0264}", "\u{A7DC}\u{019B}", "\u{10D50}\u{10D70}", "\u{A7CE}\u{A7CF}", "\u{2C2F}\u{2C5F}", "\u{1E9E}ß"];
const cased = names.map((s) => [cp(s.toUpperCase()), cp(s.toLowerCase()), cp(s.toLocaleUpperCase("en")), cp(s.toLocaleLowerCase("tr"))]);
const keys = new Set(names.map((s) => s.toLowerCase())).size;
const texts = ["\u{16D63}\u{16D67}", "\u{16D69}", "\u{1611E}\u{1611E}\u{1611F}", "\u{11382}\u{113C9}", "\u{105D2}\u0307", "\u{A7F1}", "\u{1CCD6}\u{1CCF0}", "a\u{1E5EE}\u0301", "e\u0301\u{16D63}\u{16D67}"];
const normalized = texts.map((s) => ["NFC", "NFD", "NFKC", "NFKD"].map((f) => cp(s.normalize(f))));
const sameAfterNFC = "\u{16D6A}" === "\u{16D63}\u{16D67}\u{16D67}".normalize();
const identifiers = ["\u{088F}", "\u{0C5C}", "\u{1C89}x", "a\u{0897}", "x\u30FBy", "\u{10D50}\u{10D70}"].map((name) => {
  try {
    return eval(`var ${name} = 1; typeof ${name}`);
  } catch (e) {
    return e.name;
  }
});
const spaces = ["\u180E", "\u200B", "\u3000", "\uFEFF", "\u0085"].map((s) => (s + "x" + s).trim().length);
return { cased, keys, normalized, sameAfterNFC, identifiers, spaces };
