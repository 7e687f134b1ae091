const inputs = ["42", "3.14", "  7  ", "1e3", "0x1F", "12px", "", "abc", "-0", "1_000", "Infinity", "0b101"];
return inputs.map((s) => ({
  s,
  number: String(Number(s)),
  parseInt: String(parseInt(s, 10)),
  parseFloat: String(parseFloat(s)),
  isFinite: Number.isFinite(Number(s)),
}));
