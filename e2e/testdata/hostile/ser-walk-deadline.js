// expect: timeout
// options: {"timeoutMs": 300, "memoryLimitBytes": 1073741824}
// A result that takes longer to serialize than the deadline allows: the
// deadline stops the runner's walk.
const s = 'x'.repeat(100);
Array(2e6).fill(s);
