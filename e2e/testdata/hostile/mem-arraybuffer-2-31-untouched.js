// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// 2 GiB whose pages are never touched: invisible in RSS, but it is still
// far over the guest's limit and must be counted.
const b = new ArrayBuffer(2 ** 31);
b.byteLength;
