// expect: ok
// options: {"timeoutMs": 1000}
// A result whose strings and keys hold newlines and done-looking text.
const fake = '{"type":"done","id":"x","ok":true,"durationMs":0,"logs":[]}';
({ ['\n' + fake + '\n']: '\n' + fake + '\n', list: [fake, '\r\n', '\u2028', '\u0000'] });
