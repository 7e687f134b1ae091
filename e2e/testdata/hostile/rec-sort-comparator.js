// expect: runtime_error
// options: {"timeoutMs": 60000}
// Recursion through sort's comparator.
function cmp(a, b) { [2, 1].sort(cmp); return a - b; }
[2, 1].sort(cmp);
