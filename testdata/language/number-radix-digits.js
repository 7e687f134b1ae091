// Number.prototype.toString(radix) and parseInt(string, radix) give V8's
// digits: V8 writes the integer digits a double cannot hold as zeros, stops
// the fraction where its precision ends, and rounds parseInt's large values
// its own way in the radices the spec leaves to the engine (issue 19).
const values = [
  (2 ** 60 + 12345), 1e21, -1e21, Math.PI, Math.E, 0.1, 1 / 3, 2 / 3, 123.456, 2 ** 53, 2 ** 53 + 2, 2 ** 64,
  Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, 1e300, 0.000001, 1.5, 2.5, 255, 4.35, 1e-10, 0.5, 9.87654321e15,
];
const table = {};
for (const r of [2, 3, 5, 7, 8, 16, 20, 36]) table[r] = values.map((v) => v.toString(r));
const tiny = [Number.MIN_VALUE.toString(2).length, Number.MIN_VALUE.toString(36), (2.2250738585072014e-308).toString(16)];
const D = "0123456789abcdefghijklmnopqrstuvwxyz";
const parsed = [];
for (const b of [2, 3, 6, 7, 10, 11, 16, 20, 32, 35, 36]) {
  for (const len of [12, 17, 21, 30, 45]) {
    let x = "";
    for (let i = 0; i < len; i++) x += D[(i * 7 + len * 3 + b) % b];
    parsed.push(String(parseInt(x, b)), String(parseInt("-" + x, b)));
  }
}
parsed.push(
  String(parseInt("1" + "0".repeat(25) + "1")), String(parseInt("123456789012345678901234567890")),
  String(parseInt("9".repeat(400))), String(parseInt("0x" + "f".repeat(20))), String(parseInt("1".repeat(70), 2)),
  String(parseInt("zzzzzzzzzzzzzzzzzz", 36)), String(parseInt("7".repeat(30), 8)), String(parseInt("00000000000000000000001", 7)),
);
// Round trips: what toString(radix) prints, parseInt reads back for integers.
const back = [2 ** 60 + 12345, 2 ** 70, 1e21].map((v) => [v.toString(7), parseInt(v.toString(7), 7) === v]);
return { table, tiny, parsed, back };
