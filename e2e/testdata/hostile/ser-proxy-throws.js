// expect: serialization_error
// options: {"timeoutMs": 1000}
// A Proxy in the result whose every trap throws. Proxies are refused as
// values; no trap may decide the outcome.
const trap = () => { throw new Error('trap'); };
const p = new Proxy({}, { get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap, has: trap });
({ inner: [1, p] });
