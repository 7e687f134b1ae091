// expect: timeout
// options: {"timeoutMs": 500}
// Backtracking inside replace with a global regex, result discarded.
const s = 'x'.repeat(40) + 'y';
s.replace(/(x+x+)+(?=z)y/g, '-');
'unreachable';
