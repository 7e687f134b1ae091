// expect: timeout
// options: {"timeoutMs": 500}
// The plainest CPU loop.
while (true) {}
