// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// A billion undefineds from an array-like.
Array.from({ length: 1e9 }).length;
