// expect: timeout
// options: {"timeoutMs": 500}
// Each interval callback burns CPU for a while.
setInterval(() => { const end = Date.now() + 50; while (Date.now() < end) {} }, 0);
await new Promise(() => {});
