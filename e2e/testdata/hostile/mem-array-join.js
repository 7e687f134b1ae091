// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Joining a hundred million holes with a separator builds a huge string.
Array(1e8).join('xy').length;
