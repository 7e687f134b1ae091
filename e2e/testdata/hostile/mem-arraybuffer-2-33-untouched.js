// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// 8 GiB, untouched.
const b = new ArrayBuffer(2 ** 33);
b.byteLength;
