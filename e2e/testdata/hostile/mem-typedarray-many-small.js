// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Many 1 MiB typed arrays kept alive: gradual growth in backing stores.
const keep = [];
while (true) keep.push(new Uint8Array(1 << 20));
