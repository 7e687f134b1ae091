// expect: memory_limit|timeout
// options: {"timeoutMs": 5000}
// A 2 MB JSON text of a million nested arrays. V8 parses it, and so does
// the runner, given room (a 1 GiB limit): the parser does not recurse. A
// million arrays do not fit in the default 64 MiB, so the limit ends it.
const depth = 1e6;
JSON.parse('['.repeat(depth) + ']'.repeat(depth));
