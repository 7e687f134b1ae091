// expect: timeout
// options: {"timeoutMs": 500}
// providers: tools.echo
// A tool input whose getter never returns: no tool_call may be written.
await tools.echo({ get x() { while (true) {} } });
