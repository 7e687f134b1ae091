// expect: timeout
// options: {"timeoutMs": 1000, "memoryLimitBytes": 1073741824}
// A million-deep object under a 1 GiB limit, then JSON.stringify.
let o = {};
for (let i = 0; i < 1e6; i++) o = { o };
JSON.stringify(o).length;
