// expect: timeout
// options: {"timeoutMs": 500}
// An interval that is never cleared, and a guest waiting on nothing.
let n = 0;
setInterval(() => { n++; }, 1);
await new Promise(() => {});
