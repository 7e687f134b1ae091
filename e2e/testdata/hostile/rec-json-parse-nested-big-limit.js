// expect: runtime_error|timeout
// options: {"timeoutMs": 1000, "memoryLimitBytes": 1073741824}
// Ten million nested arrays under a 1 GiB limit: the native recursion
// exhausts the child's 64 MiB goroutine stack (a stack overflow) or is still
// running at the deadline; either is allowed, a memory_limit is not.
const depth = 1e7;
JSON.parse('['.repeat(depth) + ']'.repeat(depth));
