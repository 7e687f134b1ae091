// expect: timeout
// options: {"timeoutMs": 500}
// An infinite generator consumed forever.
function* naturals() { for (let i = 0; ; i++) yield i; }
let sum = 0;
for (const n of naturals()) sum += n;
