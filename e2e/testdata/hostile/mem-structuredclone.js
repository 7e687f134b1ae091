// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// structuredClone of a growing graph, every copy kept.
const keep = [];
let o = { list: Array.from({ length: 1000 }, (_, i) => ({ i })) };
while (true) { o = structuredClone(o); keep.push(o); }
