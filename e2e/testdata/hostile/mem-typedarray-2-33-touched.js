// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// 8 GiB of float64, then written.
const f = new Float64Array(2 ** 30);
f.fill(1.5);
f[0];
