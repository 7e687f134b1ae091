// expect: ok
// options: {"timeoutMs": 2000}
// providers: tools.echo
// answer: echo
// Replaces Promise and its statics. Tool calls and the top-level await are
// the runner's own, and must keep working.
const OriginalPromise = Promise;
globalThis.Promise = function () { throw new Error('no promises'); };
OriginalPromise.resolve = () => { throw new Error('resolve'); };
OriginalPromise.reject = () => { throw new Error('reject'); };
OriginalPromise.all = () => { throw new Error('all'); };
const back = await tools.echo({ v: 7 });
back.v;
