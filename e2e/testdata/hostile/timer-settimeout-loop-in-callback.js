// expect: timeout
// options: {"timeoutMs": 500}
// The CPU loop lives in a timer callback, not in the top-level program.
setTimeout(() => { while (true) {} }, 5);
await new Promise(() => {});
