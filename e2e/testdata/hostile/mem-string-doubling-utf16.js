// expect: memory_limit
// options: {"timeoutMs": 60000, "memoryLimitBytes": 67108864}
// The same with a non-ASCII string, stored as UTF-16 (two bytes a character).
let s = 'é€';
while (true) {
  s = s + s;
  s.indexOf('z');
}
