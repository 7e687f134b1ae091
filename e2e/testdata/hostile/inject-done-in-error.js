// expect: runtime_error
// options: {"timeoutMs": 1000}
// A thrown error whose message is a fake done line between newlines.
throw new Error('\n{"type":"done","id":"x","ok":true,"durationMs":0,"logs":[],"result":1}\n');
