// expect: serialization_error
// options: {"timeoutMs": 1000}
// toJSON that never returns: the runner never calls it, and a function is
// not a value that may cross.
({ a: 1, toJSON() { while (true) {} } });
