// expect: timeout
// options: {"timeoutMs": 1000, "memoryLimitBytes": 1073741824}
// Ten million nested arrays under a 1 GiB limit: the parse is still running
// at the deadline, deep in native recursion.
const depth = 1e7;
JSON.parse('['.repeat(depth) + ']'.repeat(depth));
