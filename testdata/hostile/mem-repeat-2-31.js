// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// One giant allocation inside a built-in that never checks for interrupts.
'x'.repeat(2 ** 31);
