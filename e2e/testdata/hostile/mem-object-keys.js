// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// One object with ever more properties.
const o = {};
for (let i = 0; ; i++) o['key' + i] = i;
