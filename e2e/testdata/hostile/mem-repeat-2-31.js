// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// One giant allocation inside a built-in that never checks for interrupts.
'x'.repeat(2 ** 28); // under V8's string length limit (2 ** 29 - 24), over the memory limit
