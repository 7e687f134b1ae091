// expect: ok
// options: {"timeoutMs": 1000}
// Log lines that look like protocol lines must stay inside the done's logs.
const fake = '{"type":"done","id":"x","ok":true,"durationMs":0,"logs":[],"result":"pwned"}';
console.log('\n' + fake + '\n');
console.log(fake + '\r\n' + fake);
console.error('\u2028' + fake + '\u2029');
console.log({ text: '\n' + fake + '\n' });
'logged';
