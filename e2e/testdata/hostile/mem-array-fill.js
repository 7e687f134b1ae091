// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// The largest array length there is, filled.
Array(2 ** 32 - 1).fill(0).length;
