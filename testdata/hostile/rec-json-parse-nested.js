// expect: runtime_error|timeout
// options: {"timeoutMs": 5000}
// skip: runner bug: the JSON.parse native recursion grows the goroutine stack until the child dies ("fatal error: runtime: out of memory" or "cannot allocate memory" under RLIMIT_DATA), and the supervisor reports memory_limit; the issue requires runtime_error or timeout
// JSON.parse of ten million nested arrays recurses natively, deep enough to
// exhaust a goroutine stack. The issue allows runtime_error or timeout here,
// never a process death and never another code.
const depth = 1e7;
JSON.parse('['.repeat(depth) + ']'.repeat(depth));
