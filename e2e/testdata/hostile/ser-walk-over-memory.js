// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// A small value whose serialized form is a gigabyte: one 1000-character
// string a million times. The memory limit stops the runner's walk.
const s = 'x'.repeat(1000);
Array(1e6).fill(s);
