// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// padStart to 268 million characters.
''.padStart(2 ** 28, 'ab').length; // under V8's string length limit
