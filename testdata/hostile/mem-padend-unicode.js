// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// padEnd with a non-ASCII filler: UTF-16, two bytes a character.
'a'.padEnd(2 ** 29, 'ü').length;
