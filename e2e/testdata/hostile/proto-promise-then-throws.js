// expect: ok
// options: {"timeoutMs": 2000}
// An overridden then that throws, and an async function's result.
Promise.prototype.then = function () { throw new Error('then is poisoned'); };
async function value() { return 41; }
(await value()) + 1;
