// expect: runtime_error
// options: {"timeoutMs": 1000}
// A getter in the result that throws while the runner serializes it.
({ fine: 1, nested: { get bad() { throw new Error('getter exploded'); } } });
