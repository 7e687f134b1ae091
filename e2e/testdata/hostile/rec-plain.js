// expect: runtime_error
// options: {"timeoutMs": 60000}
// Unbounded recursion in plain JavaScript.
function f() { return f() + 1; }
f();
