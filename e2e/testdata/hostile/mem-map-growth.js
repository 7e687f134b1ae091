// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// A Map that only grows.
const m = new Map();
for (let i = 0; ; i++) m.set(i, [i]);
