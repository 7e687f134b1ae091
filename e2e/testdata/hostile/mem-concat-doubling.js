// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// An array that concatenates itself: doubling in a built-in.
let a = [1, 2, 3, 4];
while (true) a = a.concat(a);
