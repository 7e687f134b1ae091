// expect: timeout
// options: {"timeoutMs": 200}
// The same self-reading getter under a deadline shorter than the time it
// takes to reach the call-depth limit: the deadline wins while the runtime
// is deep in native frames.
const o = { get x() { return this.x + 1; } };
o.x;
