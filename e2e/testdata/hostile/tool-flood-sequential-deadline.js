// expect: timeout
// options: {"timeoutMs": 1000}
// providers: tools.echo
// answer: echo
// Awaits answered calls one after another until the deadline.
for (let i = 0; ; i++) await tools.echo({ i });
