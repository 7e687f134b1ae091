// expect: timeout|runtime_error
// options: {"timeoutMs": 1000, "memoryLimitBytes": 1073741824}
// (The native recursion may exhaust the child's 64 MiB goroutine stack, a
// stack overflow, before the deadline: the issue allows either ending.)
// A million-deep object under a 1 GiB limit, then JSON.stringify.
let o = {};
for (let i = 0; i < 1e6; i++) o = { o };
JSON.stringify(o).length;
