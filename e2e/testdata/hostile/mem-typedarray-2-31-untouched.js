// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// 2 GiB through a typed-array constructor, never written.
const a = new Int32Array(2 ** 29);
a.length;
