// expect: timeout
// options: {"timeoutMs": 500}
// A getter in the result that never returns.
({ get forever() { while (true) {} } });
