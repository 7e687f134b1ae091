// expect: runtime_error
// options: {"timeoutMs": 60000}
// toString that converts itself to a string.
const o = { toString() { return 'x' + String(this); } };
String(o);
