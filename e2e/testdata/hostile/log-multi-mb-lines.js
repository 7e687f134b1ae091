// expect: ok
// options: {"timeoutMs": 60000, "maxLogLines": 1000, "maxLogChars": 64000}
// Twenty lines of 8 MB each: the first is clipped at maxLogChars and the
// rest are dropped.
const big = 'x'.repeat(8e6);
for (let i = 0; i < 20; i++) console.log(big);
big.length;
