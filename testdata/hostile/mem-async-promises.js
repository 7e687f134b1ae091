// expect: memory_limit
// options: {"timeoutMs": 15000, "memoryLimitBytes": 67108864}
// Promises that never settle, retained forever.
const keep = [];
while (true) keep.push(new Promise(() => {}));
