// expect: runtime_error
// options: {"timeoutMs": 60000}
// A getter that reads itself. Every level passes through a native frame,
// which makes unwinding from the call-depth limit slow in goja; with time
// enough it must still end as the stack overflow.
const o = { get x() { return this.x + 1; } };
o.x;
