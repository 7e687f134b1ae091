// expect: runtime_error
// options: {"timeoutMs": 60000}
// An async function recurses before its first await: plain recursion.
async function f(n) { await f(n + 1); }
await f(0);
