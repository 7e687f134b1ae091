// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// padEnd with a non-ASCII filler: UTF-16, two bytes a character.
'a'.padEnd(2 ** 28, 'ü').length; // under V8's string length limit
