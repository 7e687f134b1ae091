// expect: timeout
// options: {"timeoutMs": 1000}
// providers: tools.hang
// Five thousand calls the host never answers, all pending at the deadline.
const calls = [];
for (let i = 0; i < 5000; i++) calls.push(tools.hang({ i }));
await Promise.all(calls);
