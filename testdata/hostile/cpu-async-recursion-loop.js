// expect: timeout
// options: {"timeoutMs": 500}
// An async function that awaits itself one tick later, forever.
async function spin(n) { await null; return spin(n + 1); }
await spin(0);
