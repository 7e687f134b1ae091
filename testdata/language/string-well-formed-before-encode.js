function safeEncode(s) {
  return encodeURIComponent(s.isWellFormed() ? s : s.toWellFormed());
}
const values = ["a b", "x\uD83D", "ok 😀"];
const errors = values.map((v) => {
  try { encodeURIComponent(v); return "ok"; } catch (e) { return e.name; }
});
return { encoded: values.map(safeEncode), errors };
