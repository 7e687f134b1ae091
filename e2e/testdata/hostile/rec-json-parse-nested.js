// expect: memory_limit|timeout
// options: {"timeoutMs": 5000}
// JSON.parse of ten million nested arrays. The parser does not recurse (as
// V8's does not), so depth alone is no error: the arrays outgrow the 64 MiB
// limit, or the deadline comes first. Never a process death, never another
// code.
const depth = 1e7;
JSON.parse('['.repeat(depth) + ']'.repeat(depth));
