// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// A result whose serialization would be far larger than the guest's limit:
// one 40 MB string referenced a hundred times.
const s = 'x'.repeat(4e7);
Array(100).fill(s);
