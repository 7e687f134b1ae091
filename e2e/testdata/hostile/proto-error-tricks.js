// expect: runtime_error
// options: {"timeoutMs": 2000}
// An Error whose message getter throws, on a prototype chain full of traps.
Error.prototype.toString = function () { throw new Error('toString'); };
Object.defineProperty(Error.prototype, 'name', { get() { throw new Error('name'); } });
const e = new Error('x');
Object.defineProperty(e, 'message', { get() { throw new Error('message getter'); } });
throw e;
