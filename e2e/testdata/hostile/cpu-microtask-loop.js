// expect: timeout
// options: {"timeoutMs": 500}
// Microtasks that queue themselves: the job queue never drains.
function again() { queueMicrotask(again); }
again();
await new Promise(() => {});
