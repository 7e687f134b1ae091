// expect: timeout
// options: {"timeoutMs": 3000}
// Backtracking with a longer deadline: a match timeout inside the regex
// engine must not end it early as a silent "no match".
const matched = /(a+)+(?=b)c/.test('a'.repeat(40));
({ matched });
