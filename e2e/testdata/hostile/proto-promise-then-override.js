// expect: ok
// options: {"timeoutMs": 2000}
// providers: tools.echo
// answer: echo
// Overrides Promise.prototype.then to swallow every continuation. The runner
// awaits the guest without calling the guest-visible then.
Promise.prototype.then = function () { return this; };
Promise.prototype.catch = function () { return this; };
Promise.prototype.finally = function () { return this; };
const back = await tools.echo({ v: 'still here' });
back.v;
