// expect: runtime_error|timeout
// options: {"timeoutMs": 5000}
// skip: runner bug: the JSON.parse native recursion grows the goroutine stack until the child dies ("fatal error: runtime: out of memory" or "cannot allocate memory" under RLIMIT_DATA), and the supervisor reports memory_limit; the issue requires runtime_error or timeout
// A 2 MB JSON text of a million nested arrays: the guest's heap stays small,
// but the native recursion does not.
const depth = 1e6;
JSON.parse('['.repeat(depth) + ']'.repeat(depth));
