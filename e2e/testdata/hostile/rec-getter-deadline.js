// expect: timeout
// options: {"timeoutMs": 200}
// The same self-reading getter under a deadline shorter than the time it
// takes to reach the call-depth limit: the deadline wins while the runtime
// is deep in native frames. Each level spins first, so that reaching the
// limit takes seconds however fast the runtime unwinds an overflow.
const o = { get x() { for (let i = 0; i < 1e4; i++); return this.x + 1; } };
o.x;
