// expect: runtime_error
// options: {"timeoutMs": 60000}
// Throwing a revoked Proxy: every way of naming it throws again. The
// runner must still end at once with runtime_error, not hang until the
// deadline.
const { proxy, revoke } = Proxy.revocable({}, {});
revoke();
throw proxy;
