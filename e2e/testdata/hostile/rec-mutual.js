// expect: runtime_error
// options: {"timeoutMs": 60000}
// Two functions that call each other without end.
function ping(n) { return pong(n + 1) + 1; }
function pong(n) { return ping(n + 1) + 1; }
ping(0);
