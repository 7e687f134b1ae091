// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// Doubles a string until it no longer fits: gradual growth the watchdog sees.
let s = 'x';
while (true) {
  s += s;
  // Touch the result so that a lazy concatenation has to be flattened.
  if (s.charCodeAt(s.length - 1) !== 120) throw new Error('unreachable');
}
