// expect: runtime_error
// options: {"timeoutMs": 1000}
// skip: goja bug: await does not propagate the error thrown while reading .constructor (PromiseResolve); the async function and the runner's own await never resume, so the execution ends as timeout at the deadline instead of runtime_error
// A throwing getter on Promise.prototype.constructor, then an await. By the
// language's rules the await throws (PromiseResolve reads .constructor), the
// error is uncaught, and the execution ends as runtime_error.
Object.defineProperty(Promise.prototype, 'constructor', { get() { throw new Error('species'); } });
await Promise.resolve(1);
'unreachable';
