// expect: timeout|memory_limit
// options: {"timeoutMs": 500}
// An async function that awaits itself one tick later, forever. Each call's
// promise waits on the next call's, so the chain stays live and grows; a
// fast machine can pass the 64 MiB limit before the deadline.
async function spin(n) { await null; return spin(n + 1); }
await spin(0);
