// expect: ok
// options: {"timeoutMs": 2000}
// providers: tools.echo
// answer: echo
// Deletes or freezes the globals the runner might lean on, then uses tools,
// logs and returns a value.
for (const name of ['Object', 'Array', 'Promise', 'JSON', 'Error', 'String', 'Symbol', 'Reflect', 'Proxy', 'Function']) {
  try { delete globalThis[name]; } catch (e) {}
}
console.log('still logging', [1, 2]);
const back = await tools.echo({ x: 1 });
({ x: back.x });
