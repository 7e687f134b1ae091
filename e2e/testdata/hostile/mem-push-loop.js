// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Pushes small objects forever.
const a = [];
while (true) a.push({ i: a.length, s: 'item' + a.length });
