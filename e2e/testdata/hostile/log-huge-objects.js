// expect: ok
// options: {"timeoutMs": 60000}
// Logs a big object many times: once the buffer is full, nothing should be
// formatted at all.
const obj = { items: Array.from({ length: 10000 }, (_, i) => ({ i, name: 'item' + i })) };
for (let i = 0; i < 2000; i++) console.log(obj);
'done';
