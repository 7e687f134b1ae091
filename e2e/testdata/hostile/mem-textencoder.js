// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Encodes ever larger strings and keeps the bytes.
const keep = [];
let s = 'abcdefgh'.repeat(1 << 17);
while (true) { keep.push(new TextEncoder().encode(s)); s += 'z'; }
