// expect: timeout
// options: {"timeoutMs": 500}
// A timeout that re-arms itself forever while the guest waits.
function tick() { setTimeout(tick, 0); }
tick();
await new Promise(() => {});
