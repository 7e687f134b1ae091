// expect: timeout|memory_limit
// options: {"timeoutMs": 1000}
// Each getter returns a fresh object with another such getter: the result
// It allocates a new object at every level and never ends, so it stops at
// whichever limit it meets first: the deadline or the memory limit.
// is infinitely deep without any cycle.
function level(n) { return { n, get next() { return level(n + 1); } }; }
level(0);
