// Compiled (never run) by types.test.mjs with tsc --noEmit: index.d.ts must
// accept what the code accepts, in the shapes the protocol allows, and
// refuse what the code refuses (each @ts-expect-error must be an error).

import {
  DEFAULT_RUNTIME_OPTIONS,
  ExecuteFailure,
  RUNNER_DEFAULT_MAX_LINE_BYTES,
  RunnerExecutor,
  RunnerPool,
  closePrespawned,
  createRunnerPool,
  createStdioTransport,
  defaultMaxConcurrency,
  resolveRunnerBinary,
  restoreUndefinedKeys,
  runnerEnv,
  type ExecuteResult,
  type ExecuteMessage,
  type PoolTransport,
  type ResolvedProvider,
} from '../../index.js';

const provider: ResolvedProvider = {
  name: 'mcp',
  tools: {
    add: { execute: async (input: unknown) => input, description: 'adds' },
  },
};

async function main(): Promise<void> {
  const ex = new RunnerExecutor({ maxConcurrency: defaultMaxConcurrency(), queueTimeoutMs: 1000, env: runnerEnv() });
  const result: ExecuteResult<number> = await ex.execute<number>('1 + 1', [provider], {
    timeoutMs: 2 ** 31,
    args: ['--seed', '42'],
    queueTimeoutMs: Infinity,
    signal: AbortSignal.timeout(1000),
  });
  if (result.ok) {
    const n: number = result.result;
    void n;
  } else {
    const code: string = result.error.code;
    void code;
  }
  const q: number = ex.queued + ex.maxConcurrency;
  void q;
  await ex.dispose();

  const pool: RunnerPool = createRunnerPool({ prespawn: 1, maxConcurrency: 2, refillDelayMs: 0 });
  const got: PoolTransport = await pool.transport({ queueTimeoutMs: 10 });
  if (got.transport) await got.transport.dispose();
  else {
    const why: 'aborted' | 'queue_timeout' = got.reason;
    void why;
  }
  const live: number = pool.liveProcesses + pool.queued + pool.warmPids.length;
  void live;
  await pool.close();

  // The protocol makes originalName and types optional.
  const execute: ExecuteMessage = {
    type: 'execute',
    id: 'x',
    code: '1',
    options: {},
    providers: [{ name: 'p', tools: { t: { safeName: 't' } } }],
  };
  const transport = createStdioTransport({ command: resolveRunnerBinary() });
  await transport.send(restoreUndefinedKeys(execute));
  await transport.terminate();
  await closePrespawned();

  const limit: number = RUNNER_DEFAULT_MAX_LINE_BYTES + DEFAULT_RUNTIME_OPTIONS.timeoutMs;
  void limit;
  throw new ExecuteFailure('tool_error', 'no');
}

// @ts-expect-error: an unknown option name (the code throws a TypeError)
new RunnerExecutor({ timeout: 300 });
// @ts-expect-error: args are strings
void new RunnerExecutor().execute('1', [], { args: [1] });
// @ts-expect-error: a tool needs execute
const noExecute: ResolvedProvider = { name: 'p', tools: { t: { description: 'x' } } };
void noExecute;

void main;
