// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Promises that never settle, retained forever.
const keep = [];
while (true) keep.push(new Promise(() => {}));
