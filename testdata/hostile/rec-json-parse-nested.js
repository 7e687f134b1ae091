// expect: runtime_error|timeout
// options: {"timeoutMs": 5000}
// JSON.parse of ten million nested arrays recurses natively, deep enough to
// exhaust a goroutine stack. The issue allows runtime_error or timeout here,
// never a process death and never another code.
const depth = 1e7;
JSON.parse('['.repeat(depth) + ']'.repeat(depth));
