// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// 2 GiB, every page written.
const u = new Uint8Array(2 ** 31);
u.fill(1);
u[u.length - 1];
