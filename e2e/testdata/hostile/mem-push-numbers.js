// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Pushes numbers forever; the backing slice doubles, so growth comes in jumps.
const a = [];
for (let i = 0; ; i++) a.push(i * 1.5);
