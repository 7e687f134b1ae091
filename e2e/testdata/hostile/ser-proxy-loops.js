// expect: serialization_error
// options: {"timeoutMs": 1000}
// A Proxy whose traps never return.
const spin = () => { while (true) {} };
const p = new Proxy([], { get: spin, ownKeys: spin, getOwnPropertyDescriptor: spin, getPrototypeOf: spin });
({ p });
