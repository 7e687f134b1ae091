// expect: timeout
// options: {"timeoutMs": 500}
// A backreference also forces the backtracking engine.
const m = /^(([a-z])+.)+[A-Z]([a-z])+\2$/.exec('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!');
({ m });
