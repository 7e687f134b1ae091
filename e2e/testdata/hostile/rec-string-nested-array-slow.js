// expect: ok|runtime_error
// options: {"timeoutMs": 60000}
// The same 100,000-deep array with time to finish: the conversion takes a
// few seconds and yields "". The guest's heap stays far under the limit, so
// the only acceptable ends are the result or a stack overflow.
let a = [];
for (let i = 0; i < 1e5; i++) a = [a];
String(a).length;
