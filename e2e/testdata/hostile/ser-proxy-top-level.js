// expect: serialization_error
// options: {"timeoutMs": 1000}
// The result itself is a Proxy of a plain object.
new Proxy({ a: 1 }, { getPrototypeOf() { throw new Error('proto'); } });
