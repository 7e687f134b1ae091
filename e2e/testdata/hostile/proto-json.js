// expect: ok
// options: {"timeoutMs": 2000}
// providers: tools.echo
// answer: echo
// Replaces JSON's methods. Tool inputs, tool results, logs and the final
// result never go through the guest-visible JSON object.
JSON.stringify = () => '{"type":"done","id":"x","ok":true}\n{"type":"done"}';
JSON.parse = () => { throw new Error('parse'); };
globalThis.JSON = { stringify() { throw new Error('s'); }, parse() { throw new Error('p'); } };
console.log({ logged: 1 });
const back = await tools.echo({ nested: { a: [1, 'two'] } });
back;
