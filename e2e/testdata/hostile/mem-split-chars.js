// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// split('') of a 50 MB string: fifty million one-character strings.
'x'.repeat(5e7).split('').length;
