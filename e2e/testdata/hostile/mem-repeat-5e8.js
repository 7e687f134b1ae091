// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// 500 MB in one built-in call: measured at 3.5 s past an interrupt.
const s = 'x'.repeat(5e8);
s.length;
