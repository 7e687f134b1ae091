// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// padStart to a billion characters.
''.padStart(2 ** 30, 'ab').length;
