// expect: ok
// options: {"timeoutMs": 60000, "maxLogLines": 100, "maxLogChars": 64000}
// Three million console.log calls. Only the first lines are kept, as they
// arrive, so memory stays flat and the rest cost almost nothing.
for (let i = 0; i < 3e6; i++) console.log('line', i, { i });
'flooded';
