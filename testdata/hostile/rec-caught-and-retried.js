// expect: runtime_error
// options: {"timeoutMs": 60000}
// Catches the overflow at every level and recurses again; the overflow must
// still end the execution.
function f(n) {
  try { return f(n + 1); } catch (e) { return f(n + 1); }
}
f(0);
'unreachable';
