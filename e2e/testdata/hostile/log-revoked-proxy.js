// expect: ok
// options: {"timeoutMs": 60000}
// console.log of a revoked Proxy logs a fixed form instead of throwing.
const { proxy, revoke } = Proxy.revocable({}, {});
revoke();
console.log(proxy);
1;
