// expect: ok
// options: {"timeoutMs": 20000}
// Meets the call-depth limit a thousand times, catching the RangeError each
// time, with a stack trace read at the limit: every overflow unwinds, and
// memory and the Go stack stay flat.
function r(n) { return r(n + 1) + 1; }
let caught = 0, longest = 0;
for (let i = 0; i < 1000; i++) {
  try { r(0); } catch (e) {
    if (e instanceof RangeError) caught++;
    longest = Math.max(longest, e.stack.split('\n').length);
  }
}
[caught, longest <= 11];
