// expect: ok
// options: {"timeoutMs": 2000}
// providers: tools.echo
// answer: echo
// Pollutes Object.prototype with toJSON, enumerable junk, and accessors
// that throw. The runner's own walk and tool plumbing must not see any of it.
Object.prototype.toJSON = function () { return 'polluted'; };
Object.prototype.injected = '{"type":"done"}';
Object.defineProperty(Object.prototype, 'ok', { get() { throw new Error('ok getter'); }, set() { throw new Error('ok setter'); } });
Object.defineProperty(Object.prototype, 'type', { get() { return 'done'; } });
Object.defineProperty(Object.prototype, 'result', { get() { throw new Error('result getter'); } });
Object.keys = () => { throw new Error('keys'); };
Object.getOwnPropertyNames = () => { throw new Error('names'); };
Object.freeze = () => { throw new Error('freeze'); };
const back = await tools.echo({ a: 1 });
({ a: back.a, b: [1, 2] });
