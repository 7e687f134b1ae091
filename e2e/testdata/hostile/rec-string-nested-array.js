// expect: timeout|runtime_error
// options: {"timeoutMs": 1000}
// String() of a 100,000-deep array: Array.prototype.toString calls join,
// which converts each element, natively, all the way down.
let a = [];
for (let i = 0; i < 1e5; i++) a = [a];
String(a).length;
