// expect: ok
// options: {"timeoutMs": 60000, "maxLogLines": 1000000, "maxLogChars": 10000000}
// A host that allows a lot of logging: the bounds still hold (checked by the
// test), and the done line carries up to ten million characters.
for (let i = 0; i < 2e6; i++) console.log('abcdefghij' + i);
'ok';
