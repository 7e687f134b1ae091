// A model hashes ids with 32-bit arithmetic and reads big hexadecimal ids
// from a tool: doubles past 2^63 through the bitwise operators and typed
// arrays, and 0x/0b/0o strings past 2^63 through Number and BigInt.
const hash = (s) => {
  let h = 0;
  for (const c of s) h = (h * 31 + c.codePointAt(0)) | 0;
  return h;
};
const wide = [1e22, -1e22, 2 ** 64 + 2 ** 12, 1.5e19, -1.5e19, 9.3e18, 2 ** 63, 2 ** 70 + 2 ** 20, 1e300];
const bits = wide.map((x) => ({
  or0: x | 0,
  ushr: x >>> 0,
  not: ~x,
  shl: x << 1,
  imul: Math.imul(x, 7),
  i8: new Int8Array([x])[0],
  u16: new Uint16Array([x])[0],
  u32: new Uint32Array([x])[0],
  char: String.fromCharCode(x).charCodeAt(0),
}));
const ids = ["0x90071992547409937", "0XFFFFFFFFFFFFFFFFF", "0b" + "1".repeat(70), "0o" + "7".repeat(30), "0x20000000000003", "0x-1", "0x1_0", "0x12345678901234567z"];
const parsed = ids.map((id) => {
  let big;
  try { big = String(BigInt(id)); } catch (e) { big = `${e.name}: ${e.message}`; }
  return { id, number: String(Number(id)), big };
});
let leadingZero;
try { leadingZero = String(BigInt("012345678901234567890123")); } catch (e) { leadingZero = e.message; }
return { hash: hash("a long customer name repeated ".repeat(20)), big: hash("x".repeat(100)) * 1e13 | 0, bits, parsed, leadingZero };
