// Play the execbox host yourself: run guest code that awaits a host tool,
// through the real execbox-runner binary, with nothing but this package.
//
//   node examples/echo.mjs      (from node/, after `make build` at the repo root)
import { createStdioTransport } from '../index.js'; // in your project: from 'execbox-runner'

const tools = { echo: async (input) => ({ youSaid: input }) };

function run(code) {
  const transport = createStdioTransport();
  return new Promise((resolve, reject) => {
    transport.onMessage(async (msg) => {
      if (msg.type === 'tool_call') {
        const result = await tools[msg.safeToolName](msg.input);
        transport.send({ type: 'tool_result', callId: msg.callId, ok: true, result });
      } else if (msg.type === 'done') {
        resolve(msg);
        transport.dispose();
      }
    });
    transport.onError(reject);
    transport.onClose((reason) => reject(new Error(reason?.message)));
    transport.send({
      type: 'execute',
      id: 'exec-1',
      code,
      options: { timeoutMs: 5000, memoryLimitBytes: 64 << 20, maxLogLines: 100, maxLogChars: 64000 },
      providers: [{ name: 'tools', types: '', tools: { echo: { safeName: 'echo', originalName: 'echo' } } }],
    });
  });
}

const done = await run(`
  const reply = await tools.echo({ hello: 'world' });
  console.log('the host said', reply);
  reply.youSaid.hello.toUpperCase()
`);
console.log(done);
