// expect: timeout
// options: {"timeoutMs": 500}
// Catastrophic backtracking in the backtracking engine (the lookahead keeps
// the pattern off the linear one). Must end as timeout, not "no match".
const matched = /(a+)+(?=b)c/.test('a'.repeat(40));
({ matched });
