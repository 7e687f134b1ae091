// expect: ok
// options: {"timeoutMs": 2000}
// providers: tools.echo
// answer: echo
// Pollutes Array.prototype: iteration, toJSON, indexed accessors, length tricks.
Array.prototype.toJSON = function () { return 'polluted'; };
Array.prototype[Symbol.iterator] = function* () { throw new Error('iterate'); };
Array.prototype.map = Array.prototype.forEach = Array.prototype.push = function () { throw new Error('method'); };
Array.prototype.join = function () { throw new Error('join'); };
Object.defineProperty(Array.prototype, '5', { get() { throw new Error('index getter'); } });
Array.isArray = () => false;
const back = await tools.echo([1, 2, 3]);
[back.length, back[0], [1, , 3]];
