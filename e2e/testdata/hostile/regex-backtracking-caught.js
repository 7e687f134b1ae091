// expect: timeout
// options: {"timeoutMs": 500}
// A guest that wraps the regex in try/catch and loops on "no match".
let tries = 0;
for (;;) {
  try {
    if (/(a|aa)+(?=b)c/.test('a'.repeat(45))) break;
  } catch (e) {}
  tries++;
}
