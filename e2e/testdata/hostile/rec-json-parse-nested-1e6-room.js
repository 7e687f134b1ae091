// expect: ok
// options: {"timeoutMs": 60000, "memoryLimitBytes": 1073741824}
// The million nested arrays of rec-json-parse-nested-1e6, with room: V8
// parses them, and so does the runner, since its parser does not recurse.
// The result says how deep the value went.
const depth = 1e6;
let v = JSON.parse('['.repeat(depth) + ']'.repeat(depth));
let n = 0;
while (Array.isArray(v) && v.length) { v = v[0]; n++; }
if (n !== depth - 1) throw new Error("depth " + n);
n;
