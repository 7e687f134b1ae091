// expect: runtime_error
// options: {"timeoutMs": 60000}
// valueOf that converts itself to a number.
const o = { valueOf() { return +this + 1; } };
o * 2;
