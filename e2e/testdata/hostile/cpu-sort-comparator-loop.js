// expect: timeout
// options: {"timeoutMs": 500}
// A comparator that never returns.
[3, 1, 2].sort(() => { while (true) {} });
