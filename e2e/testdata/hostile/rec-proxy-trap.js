// expect: runtime_error
// options: {"timeoutMs": 60000}
// A Proxy get trap that reads through the proxy again.
const p = new Proxy({}, { get(target, key, receiver) { return receiver[key]; } });
p.anything;
