// expect: timeout
// options: {"timeoutMs": 500}
// Catches the overflow at every level and recurses again. The overflow is
// catchable, as in V8, so this is 2^depth calls, each level meeting the
// limit again: it runs until its deadline, as it does in Node, with the
// call depth and the Go stack bounded the whole time.
function f(n) {
  try { return f(n + 1); } catch (e) { return f(n + 1); }
}
f(0);
'unreachable';
