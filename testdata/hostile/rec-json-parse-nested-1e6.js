// expect: runtime_error|timeout
// options: {"timeoutMs": 5000}
// A 2 MB JSON text of a million nested arrays: the guest's heap stays small,
// but the native recursion does not.
const depth = 1e6;
JSON.parse('['.repeat(depth) + ']'.repeat(depth));
