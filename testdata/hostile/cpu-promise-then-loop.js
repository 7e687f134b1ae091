// expect: timeout
// options: {"timeoutMs": 500}
// A promise chain that never ends, with no await of its own.
function step(n) { return Promise.resolve(n + 1).then(step); }
step(0);
await new Promise(() => {});
