const samples = ["a", "Z", "5", " ", "\u00a0", "\u2003", "é", "ǅ", "ⅳ", "_", "😀", "#", "中", "\t", "٣", "F", "g"];
const props = ["Alphabetic", "White_Space", "Uppercase", "Lowercase", "ASCII", "ASCII_Hex_Digit", "Emoji", "Ideographic", "Any", "Hex_Digit", "Math", "Dash"];
const table = {};
for (const p of props) {
  const re = new RegExp(`^\\p{${p}}$`, "u");
  table[p] = samples.filter((c) => re.test(c)).join("");
}
return table;
