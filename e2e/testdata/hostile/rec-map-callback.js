// expect: runtime_error
// options: {"timeoutMs": 60000}
// Recursion through a native frame: Array.prototype.map calls back in.
function f() { return [1].map(f); }
f();
