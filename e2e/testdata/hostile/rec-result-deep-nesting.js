// expect: ok
// options: {"timeoutMs": 60000}
// The result itself is 50,000 levels deep (it fits the memory limit). The
// runner's own walk must not overflow its stack, and the line it writes is
// valid JSON however deep (encoding/json refuses more than 10,000 levels).
let a = [];
for (let i = 0; i < 5e4; i++) a = [a];
a;
