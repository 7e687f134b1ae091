// expect: timeout|memory_limit
// options: {"timeoutMs": 500}
// A promise chain that never ends, with no await of its own. Each promise
// waits on the next one, so the whole chain stays live and grows: on a
// fast machine it passes the 64 MiB limit before the deadline.
function step(n) { return Promise.resolve(n + 1).then(step); }
step(0);
await new Promise(() => {});
