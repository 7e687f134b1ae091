// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// A 40 MB JSON text that fits, parsed into twenty million values that do not.
const text = '[' + '1,'.repeat(2e7) + '1]';
JSON.parse(text).length;
