// Case-insensitive matching the way agent code writes it, on every path a
// regexp can take: lookaround, backreferences, a sticky tokenizer, exec
// from a lastIndex, text with emoji, the u flag, and the letters Unicode 16
// and 17 gave a case pair.
const rows = ["Temp 300\u212A ok", "temp 20k ok", "\u017Fpecial offer", "Special offer", "ohm 5\u2126 \u{1F600}", "OMEGA \u03c9 \u{1F600}"];
const t = (re, s) => re.test(s);
const kelvinLookahead = rows.filter((s) => /\d+(?=k\b)/i.test(s));
const specialLookbehind = rows.filter((s) => /(?<=^)special/i.test(s));
const emojiText = rows.filter((s) => /omega|\u03c9/i.test(s) && /\u{1F600}/u.test(s)).map((s) => s.match(/\u2126/i)?.index ?? -1);
const doubled = ["kK", "k\u212A", "s\u017F", "sS", "\u00b5\u03bc", "\u1E9E\u00df"].map((s) => [/^(.)\1$/i.test(s), /^(.)\1$/iu.test(s)]);
const sticky = /k/iy;
const stickyHits = ["xk", "xK", "x\u212A"].map((s) => { sticky.lastIndex = 1; return sticky.test(s); });
const g = /s/gi;
g.lastIndex = 1;
const fromLastIndex = [];
for (let m; (m = g.exec("sS\u017Fs\u017F")); ) fromLastIndex.push(m.index);
const uFlag = [t(/\u212a/iu, "k"), t(/\u017f/iu, "S"), t(/[^k]/iu, "\u212a"), t(/\w/iu, "\u017f"), t(/\W/iu, "\u212a"), t(/a\b/iu, "a\u017f"), t(/(?<=\u212a)x/iu, "kx")];
const newPairs = [
  t(/\u{1C89}/iu, "\u{1C8A}"), t(/\u1C89/i, "\u1C8A"), t(/(?=\u1C89)./i, "\u1C8A"),
  t(/\u{A7CB}/iu, "\u{0264}"), t(/\uA7DC/i, "\u019B"), t(/\u{10D50}/iu, "\u{10D70}"), t(/[\u{10D50}-\u{10D52}]/iu, "\u{10D71}"),
];
const ranges = [t(/[a-z]/i, "\u212a"), t(/[\u2100-\u212f]/i, "k"), t(/(?=[\u2100-\u212f])/i, "k"), t(/[\u0100-\u017f]/iu, "s"), t(/[^\u0000-\u007f]/iu, "k")];
const notU = [t(/\u0130/i, "i"), t(/(?=\u0130)./iu, "i"), t(/\u0345/i, "\u03b9"), t(/\u03c2/i, "\u03a3"), t(/\u1fbe/i, "\u0399"), t(/\u01c5/i, "\u01c4")];
return { kelvinLookahead, specialLookbehind, emojiText, doubled, stickyHits, fromLastIndex, uFlag, newPairs, ranges, notU };
