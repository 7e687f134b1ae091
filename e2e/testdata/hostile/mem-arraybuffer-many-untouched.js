// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// 16 MiB ArrayBuffers, never written, kept alive.
const keep = [];
while (true) keep.push(new ArrayBuffer(1 << 24));
