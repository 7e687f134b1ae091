// BigInt(value) takes an object to a primitive first and converts a
// string it returns as a BigInt literal, not as a Number: no precision is
// lost past 2^53, and a string that is not an integer literal is a
// SyntaxError, as a model checking an id from a tool would expect.
const wrap = (v) => ({ valueOf: () => v });
const out = {};
out.big = String(BigInt(wrap("9007199254740993")));
out.hex = String(BigInt(wrap("0x10")));
out.num = String(BigInt(wrap(42)));
out.arr = String(BigInt([7]));
for (const [name, v] of [["exp", wrap("1e3")], ["list", [1, 2]], ["obj", {}], ["frac", wrap(1.5)]]) {
  try {
    out[name] = String(BigInt(v));
  } catch (e) {
    out[name] = `${e.name}: ${e.message}`;
  }
}
return out;
