// expect: runtime_error
// options: {"timeoutMs": 60000}
// Recursion through Function.prototype.call, apply and Reflect.apply.
function f(n) {
  if (n % 3 === 0) return f.call(null, n + 1);
  if (n % 3 === 1) return f.apply(null, [n + 1]);
  return Reflect.apply(f, null, [n + 1]);
}
f(0);
