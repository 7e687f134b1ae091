// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Closures, each capturing its own scope.
const fns = [];
for (let i = 0; ; i++) { const v = { i }; fns.push(() => v); }
