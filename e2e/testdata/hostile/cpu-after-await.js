// expect: timeout
// options: {"timeoutMs": 500}
// Yields once, then spins in a later job.
await null;
await new Promise((r) => setTimeout(r, 10));
while (true) {}
