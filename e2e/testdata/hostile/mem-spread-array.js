// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Spreading a sparse array materializes every hole.
[...Array(2 ** 31)].length;
