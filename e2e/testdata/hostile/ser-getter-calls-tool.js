// expect: ok
// options: {"timeoutMs": 2000}
// providers: tools.echo
// A getter that calls a tool during serialization. The call goes out (it is
// never awaited), and the walk carries on.
({ get sneaky() { tools.echo({ from: 'getter' }); return 'value'; } });
