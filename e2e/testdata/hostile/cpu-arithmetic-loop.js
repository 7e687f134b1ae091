// expect: timeout
// options: {"timeoutMs": 500}
// A loop that does work and never ends.
let x = 0;
for (let i = 0; ; i++) x = (x * 31 + i) % 1000003;
