// expect: ok
// options: {"timeoutMs": 60000}
// providers: tools.echo
// answer: echo
// Three thousand concurrent calls, each answered by the host.
const out = await Promise.all(Array.from({ length: 3000 }, (_, i) => tools.echo({ i })));
out.reduce((sum, r) => sum + r.i, 0);
