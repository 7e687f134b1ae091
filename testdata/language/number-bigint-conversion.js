// BigInt to Number and BigInt against Number: every path must see the
// whole BigInt, not its low 64 bits (issue 19: Number(2n ** 64n) was 0).
const big = 2n ** 64n;
const show = (x) => (typeof x === "number" && !Number.isFinite(x) ? String(x) : x);
const number = [
  Number(big), Number(-big), Number(2n ** 63n), Number(-(2n ** 63n)), Number(2n ** 63n - 1n),
  Number(2n ** 1023n * 3n), Number(2n ** 1024n), Number(-(2n ** 1024n)),
  Number(2n ** 53n + 1n), Number(2n ** 53n + 3n), Number(2n ** 54n + 2n),
  Number(Object(big)), new Number(big).valueOf(), Number(123456789012345678901234567890n),
  Number(BigInt("0x" + "f".repeat(40))), Number(-1n), Number(0n),
].map(show);
const compare = [
  big > 1e19, big < 1e19, big > 18446744073709551615, big >= 18446744073709551616,
  2n ** 64n + 1n > 18446744073709551616, -big < -1e19, big < Infinity, big > NaN, 1e19 < big,
  2n ** 1100n > 1e300, 2n ** 1100n < Infinity, -(2n ** 1100n) > -Infinity, 0.5 < 1n, 1n < 1.5,
];
const equal = [
  big == 18446744073709551616, 18446744073709551616 == big, big + 1n == true, 2n ** 64n + 1n == 1,
  big == "18446744073709551616", 2n ** 64n + 1n == 18446744073709551616, big == Object(18446744073709551616),
  1n == true, 0n == false, 2n == true, big + 1n != true,
];
const asN = [
  BigInt.asIntN(64, big + 5n), BigInt.asUintN(64, -1n), BigInt.asIntN(8, 255n), BigInt.asUintN(70, -1n),
  BigInt.asIntN(65, 2n ** 64n), BigInt.asIntN(64, 2n ** 63n), BigInt.asUintN(1, 3n),
].map(String);
const b64 = new BigInt64Array(2);
b64[0] = big + 7n;
b64[1] = -big - 3n;
const u64 = new BigUint64Array(2);
u64[0] = -1n;
u64[1] = 2n ** 70n + 9n;
const dv = new DataView(new ArrayBuffer(16));
dv.setBigInt64(0, big + 9n);
dv.setBigUint64(8, -2n, true);
const typed = [b64[0], b64[1], u64[0], u64[1], dv.getBigInt64(0), dv.getBigUint64(8, true)].map(String);
const elsewhere = [
  Math.max(Number(big), 1), parseFloat(big), parseInt(big), parseFloat(String(2n ** 80n)),
  big.toString(16), big.toString(36), (-big).toString(2), (2n ** 100n).toLocaleString("en-US"),
  JSON.stringify({ n: Number(big) }), `${big}`, String(Number(big)),
];
const throws = [];
for (const f of [() => +big, () => Math.abs(big), () => JSON.stringify({ a: 1n }), () => big + 1, () => Math.max(big)]) {
  try { f(); throws.push("no throw"); } catch (e) { throws.push(e.constructor.name); }
}
return { number, compare, equal, asN, typed, elsewhere, throws };
