// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// A getter that allocates without bound while being serialized.
const keep = [];
({ get big() { for (;;) keep.push('x'.repeat(1000) + keep.length); } });
