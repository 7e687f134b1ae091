// Tests of RunnerExecutor (node/index.js): execbox's Executor contract
// against the real runner binary, and stand-in runners written in Node for
// what the real runner should never do (die, print garbage, ignore cancel).
//
// No test asserts how fast anything is; timeouts are hang protection only.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ExecuteFailure, RunnerExecutor, RunnerPool } from '../index.js';
import { eventuallyEmpty, liveChildren, liveTestProcesses, testRunnerBin } from './adapter-host.mjs';
import { standInPrelude } from './stand-in.mjs';

const TEST_TIMEOUT = 30_000;
const TIMEOUT_ERROR = { code: 'timeout', message: 'Execution timed out' };
const MARKER = 'EXECBOX_EXECUTOR_TEST';
const MARKER_VALUE = `${process.pid}:executor`;

const BIN = testRunnerBin();
const ENV = { ...process.env, [MARKER]: MARKER_VALUE };
const executor = (extra = {}) => new RunnerExecutor({ command: BIN, env: ENV, ...extra });

/** An executor whose runner is `node -e script` with a line reader calling onMessage(m). */
function standIn(script, extra = {}) {
  return new RunnerExecutor({ command: process.execPath, args: ['-e', standInPrelude + script], env: ENV, ...extra });
}

/** A resolved provider as execbox's resolveProvider() returns it: tools keyed by safe name. */
function provider(name, fns) {
  return {
    name,
    tools: Object.fromEntries(
      Object.entries(fns).map(([safeName, execute]) => [safeName, { safeName, originalName: safeName.replace(/_/g, '-'), execute }]),
    ),
    types: '',
  };
}

/** A tool that never settles by itself and records the abort of its signal. */
function hangingTool() {
  const state = { started: undefined, aborted: false };
  let markStarted;
  state.started = new Promise((resolve) => {
    markStarted = resolve;
  });
  state.execute = (_input, context) =>
    new Promise((_resolve, reject) => {
      markStarted();
      context.signal.addEventListener(
        'abort',
        () => {
          state.aborted = true;
          reject(new Error('aborted'));
        },
        { once: true },
      );
    });
  return state;
}

async function assertNothingLeft() {
  if (process.platform !== 'linux') return;
  const marked = await eventuallyEmpty(() => liveTestProcesses(MARKER, MARKER_VALUE));
  assert.deepEqual(marked, [], `processes left behind: ${JSON.stringify(marked)}`);
}

before(() => {
  assert.ok(existsSync(BIN), `runner binary not found at ${BIN}; run \`make build\` or set EXECBOX_RUNNER_BIN`);
});

after(async () => {
  await assertNothingLeft();
});

describe('RunnerExecutor: results and logs', { timeout: TEST_TIMEOUT }, () => {
  test('a simple expression', async () => {
    const result = await executor().execute('1 + 1', []);
    assert.equal(result.ok, true);
    assert.equal(result.result, 2);
    assert.deepEqual(result.logs, []);
    assert.ok(result.durationMs >= 0);
    assert.deepEqual(Object.keys(result).sort(), ['durationMs', 'logs', 'ok', 'result']);
  });

  test('undefined is a result, with the key present', async () => {
    const result = await executor().execute('undefined', []);
    assert.equal(result.ok, true);
    assert.ok('result' in result);
    assert.equal(result.result, undefined);
  });

  test('console output', async () => {
    const result = await executor().execute('console.log("hello", 2); console.error({ a: 1 })', []);
    assert.deepEqual(result.logs, ['hello 2', '{"a":1}']);
  });

  test('the constructor sets log limits and a call overrides them', async () => {
    const ex = executor({ maxLogChars: 5, maxLogLines: 1 });
    const code = 'console.log("12345"); console.log("67890"); console.log("abc")';
    assert.deepEqual((await ex.execute(code, [])).logs, ['12345']);
    assert.deepEqual((await ex.execute(code, [], { maxLogChars: 20, maxLogLines: 3 })).logs, ['12345', '67890', 'abc']);
    assert.deepEqual((await executor().execute(code, [], { maxLogChars: 8 })).logs, ['12345', '678']);
  });

  test('guest errors stay runtime_error whatever they say', async () => {
    const result = await executor().execute('throw new Error("The upstream service timed out")', []);
    assert.deepEqual(result.error, { code: 'runtime_error', message: 'The upstream service timed out' });
  });

  test('a result that cannot cross is a serialization_error', async () => {
    const result = await executor().execute('(() => 1)', []);
    assert.equal(result.error.code, 'serialization_error');
  });

  test('no Node globals and no state carried between executions', async () => {
    const ex = executor();
    const first = await ex.execute('globalThis.leak = 1; [typeof process, typeof require, typeof Buffer]', []);
    assert.deepEqual(first.result, ['undefined', 'undefined', 'undefined']);
    assert.equal((await ex.execute('typeof globalThis.leak', [])).result, 'undefined');
  });

  test('misuse rejects; guest behaviour never does', async () => {
    const ex = executor();
    await assert.rejects(ex.execute(42, []), TypeError);
    await assert.rejects(ex.execute('1', {}), TypeError);
    await assert.rejects(ex.execute('1', [], { timeoutMs: -1 }), { name: 'RangeError', message: /timeoutMs must be a positive finite number, not -1/ });
    assert.throws(() => executor({ memoryLimitBytes: 0 }), { name: 'RangeError', message: /memoryLimitBytes must be a positive finite number/ });
  });
});

describe('RunnerExecutor: tools', { timeout: TEST_TIMEOUT }, () => {
  test('a tool gets the input and execbox context, and its result reaches the guest', async () => {
    const seen = [];
    const tools = provider('mcp', {
      add_two: async (input, context) => {
        seen.push({ input, ...context, signal: context.signal instanceof AbortSignal });
        return { sum: input.x + 2 };
      },
    });
    const result = await executor().execute('(await mcp.add_two({ x: 2 })).sum', [tools]);
    assert.deepEqual(result, { durationMs: result.durationMs, logs: [], ok: true, result: 4 });
    assert.deepEqual(seen, [
      { input: { x: 2 }, signal: true, providerName: 'mcp', safeToolName: 'add_two', originalToolName: 'add-two' },
    ]);
  });

  test('a call without an argument passes undefined', async () => {
    let got = 'unset';
    const tools = provider('t', { f: async (input) => { got = input; return 1; } });
    assert.equal((await executor().execute('await t.f()', [tools])).result, 1);
    assert.equal(got, undefined);
  });

  test('a thrown Error is a trusted tool_error with its message', async () => {
    const tools = provider('mcp', { fail: async () => { throw new Error('boom'); } });
    const ex = executor();
    assert.deepEqual((await ex.execute('await mcp.fail({})', [tools])).error, { code: 'tool_error', message: 'boom' });
    // The guest sees the trusted code and message, and can handle them.
    const caught = await ex.execute('let r; try { await mcp.fail() } catch (e) { r = [e.code, e.message] } r', [tools]);
    assert.deepEqual(caught.result, ['tool_error', 'boom']);
  });

  test('a thrown non-Error is a tool_error with its string form', async () => {
    const tools = provider('t', { s: () => { throw 'plain string'; }, o: () => Promise.reject({ message: 'from object' }) });
    const ex = executor();
    assert.deepEqual((await ex.execute('await t.s()', [tools])).error, { code: 'tool_error', message: 'plain string' });
    assert.deepEqual((await ex.execute('await t.o()', [tools])).error, { code: 'tool_error', message: 'from object' });
  });

  test('an ExecuteFailure keeps its code, ours or execbox\'s (by name)', async () => {
    class ForeignExecuteFailure extends Error {
      constructor(code, message) {
        super(message);
        this.name = 'ExecuteFailure';
        this.code = code;
      }
    }
    const tools = provider('t', {
      ours: async () => { throw new ExecuteFailure('validation_error', 'Invalid input for tool ours: x is required'); },
      theirs: async () => { throw new ForeignExecuteFailure('serialization_error', 'Tool theirs returned a non-serializable value'); },
      // A code execbox does not know is not trusted: a plain tool_error.
      unknown: async () => { throw Object.assign(new Error('nope'), { name: 'ExecuteFailure', code: 'ECONNRESET' }); },
    });
    const ex = executor();
    assert.deepEqual((await ex.execute('await t.ours({})', [tools])).error, {
      code: 'validation_error',
      message: 'Invalid input for tool ours: x is required',
    });
    assert.deepEqual((await ex.execute('await t.theirs({})', [tools])).error, {
      code: 'serialization_error',
      message: 'Tool theirs returned a non-serializable value',
    });
    assert.deepEqual((await ex.execute('await t.unknown({})', [tools])).error, { code: 'tool_error', message: 'nope' });
  });

  test('a host value that cannot cross is a serialization_error, not a silent JSON change', async () => {
    const tools = provider('t', { date: async () => ({ when: new Date(0) }), nan: async () => [NaN] });
    const ex = executor();
    for (const [code, where] of [
      ['await t.date()', 'tool t.date returned a value where result.when is a Date, not a plain object'],
      ['await t.nan()', 'tool t.nan returned a value where result[0] is NaN, which JSON cannot carry'],
    ]) {
      assert.deepEqual((await ex.execute(code, [tools])).error, { code: 'serialization_error', message: `Host value is not JSON-serializable: ${where}` });
    }
  });

  test('parallel tool calls in one execution', async () => {
    const tools = provider('t', { slow: (x) => new Promise((r) => setTimeout(() => r(x * 10), 20 - x)) });
    const result = await executor().execute('await Promise.all([1, 2, 3, 4, 5].map((x) => t.slow(x)))', [tools]);
    assert.deepEqual(result.result, [10, 20, 30, 40, 50]);
  });

  test('parallel executions keep their results apart', async () => {
    const ex = executor();
    const tools = provider('t', { id: async (x) => x });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ex.execute(`console.log(${i}); (await t.id(${i})) * 2`, [tools])),
    );
    assert.deepEqual(results.map((r) => [r.result, r.logs]), Array.from({ length: 8 }, (_, i) => [i * 2, [String(i)]]));
  });
});

describe('RunnerExecutor: time, cancel, memory', { timeout: TEST_TIMEOUT }, () => {
  test('a CPU loop times out', async () => {
    const result = await executor({ timeoutMs: 50 }).execute('while (true) {}', []);
    assert.deepEqual(result.error, TIMEOUT_ERROR);
  });

  test('a timeout aborts the tool in flight', async () => {
    const hang = hangingTool();
    const result = await executor({ timeoutMs: 300 }).execute('await t.hang({})', [provider('t', { hang: hang.execute })]);
    assert.deepEqual(result.error, TIMEOUT_ERROR);
    assert.equal(hang.aborted, true);
  });

  test('aborting the signal cancels: timeout, and the tool is aborted', async () => {
    const hang = hangingTool();
    const controller = new AbortController();
    const pending = executor({ timeoutMs: 20_000 }).execute('await t.hang({})', [provider('t', { hang: hang.execute })], {
      signal: controller.signal,
    });
    await hang.started;
    controller.abort();
    const result = await pending;
    assert.deepEqual(result.error, TIMEOUT_ERROR);
    assert.equal(hang.aborted, true);
  });

  test('aborting a busy guest cancels it; the runner answers (no kill needed)', async () => {
    const controller = new AbortController();
    // A generous grace: the runner's own done must be what ends this.
    const ex = executor({ timeoutMs: 20_000, cancelGraceMs: 10_000 });
    // The guest logs, tells the host it is about to spin, and spins; the
    // host aborts once it has heard that.
    const tools = provider('t', {
      spinning: async () => {
        setTimeout(() => controller.abort(), 20);
      },
    });
    const result = await ex.execute('console.log("spinning"); await t.spinning(); while (true) {}', [tools], { signal: controller.signal });
    assert.deepEqual(result.error, TIMEOUT_ERROR);
    assert.deepEqual(result.logs, ['spinning'], 'the runner\'s own done carries the logs');
  });

  test('a signal aborted before execute gives timeout and starts no process', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = (await liveChildren()).length;
    const result = await executor().execute('while (true) {}', [], { signal: controller.signal });
    assert.deepEqual(result, { durationMs: 0, error: TIMEOUT_ERROR, logs: [], ok: false });
    assert.ok((await liveChildren()).length <= before, "no process was started");
  });

  test('memory past the limit is memory_limit', async () => {
    const code = 'const a = []; while (true) a.push({ i: a.length, s: "item" + a.length });';
    const result = await executor({ memoryLimitBytes: 16 * 1024 * 1024, timeoutMs: 15_000 }).execute(code, []);
    assert.equal(result.error?.code, 'memory_limit', JSON.stringify(result));
  });
});

describe('RunnerExecutor: a runner that misbehaves', { timeout: TEST_TIMEOUT }, () => {
  test('a runner killed mid-execution: internal_error saying so', async () => {
    const ex = executor();
    const tools = provider('t', {
      killRunner: async () => {
        const runners = (await liveChildren()).filter((p) => p.name === 'execbox-runner');
        for (const p of runners) process.kill(p.pid, 'SIGKILL');
        return new Promise(() => {}); // the runner is gone; nobody will read an answer
      },
    });
    const result = await ex.execute('await t.killRunner()', [tools]);
    assert.equal(result.ok, false);
    assert.equal(result.error.code, 'internal_error');
    assert.match(result.error.message, /killed by SIGKILL before done/);
  });

  test('a runner that exits before done: internal_error with the exit code and stderr tail', async () => {
    const result = await standIn(`
      function onMessage(m) {
        if (m.type === 'execute') { process.stderr.write('panic: the sky fell\\n'); process.exit(3); }
      }
    `).execute('1', []);
    assert.equal(result.error.code, 'internal_error');
    assert.match(result.error.message, /exited with code 3 before done/);
    assert.match(result.error.message, /panic: the sky fell/);
  });

  test('garbage on stdout: internal_error quoting it, with the stderr tail', async () => {
    const result = await standIn(`
      function onMessage(m) {
        if (m.type === 'execute') { process.stderr.write('debug: about to print\\n'); process.stdout.write('hello from a debug print\\n'); }
      }
    `).execute('1', []);
    assert.equal(result.error.code, 'internal_error');
    assert.match(result.error.message, /not JSON: hello from a debug print/);
    assert.match(result.error.message, /debug: about to print/);
  });

  test('a malformed done for this execution: internal_error', async () => {
    const result = await standIn(`
      function onMessage(m) { if (m.type === 'execute') write({ type: 'done', id: m.id, ok: true }); }
    `).execute('1', []);
    assert.equal(result.error.code, 'internal_error');
    assert.match(result.error.message, /malformed done/);
  });

  test('a runner that ignores cancel: it gets the cancel, is killed after the grace, and the result is timeout', async () => {
    // It appends 'ready', then the type of every message it reads, to a
    // file, and never answers or exits by itself. It is prespawned, and the
    // execution starts once it is ready, so that Node's own start-up (slow
    // on a busy machine) does not eat the 50 ms budget.
    const dir = mkdtempSync(path.join(tmpdir(), 'execbox-executor-'));
    const seen = path.join(dir, 'seen');
    const lines = () => (existsSync(seen) ? readFileSync(seen, 'utf8').split('\n').filter(Boolean) : []);
    const ex = standIn(
      `const note = (s) => require('node:fs').appendFileSync(${JSON.stringify(seen)}, s + '\\n');
       note('ready');
       function onMessage(m) { note(m.type); }`,
      { prespawn: 1, timeoutMs: 50, cancelMarginMs: 30, cancelGraceMs: 30 },
    );
    try {
      while (lines().length === 0) await new Promise((r) => setTimeout(r, 10));
      const result = await ex.execute('1', []);
      assert.deepEqual(result.error, TIMEOUT_ERROR);
      // The pool refills once the warm runner is taken, and the new
      // stand-in notes its own 'ready' to the same file, at any point.
      const seenLines = lines();
      assert.equal(seenLines[0], 'ready');
      assert.deepEqual(seenLines.slice(1).filter((l) => l !== 'ready'), ['execute', 'cancel']);
    } finally {
      await ex.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('what the host sends back: tool_result shapes, done for another id ignored', async () => {
    // The stand-in calls three tools, then reports the tool_results it got
    // as its result (after a done for another id, which must be ignored).
    const ex = standIn(`
      const got = [];
      let id;
      function onMessage(m) {
        if (m.type === 'execute') {
          id = m.id;
          write({ type: 'started', id });
          write({ type: 'tool_call', callId: 'call-1', providerName: 't', safeToolName: 'ok' });
          write({ type: 'tool_call', callId: 'call-2', providerName: 't', safeToolName: 'missing', input: 1 });
          write({ type: 'tool_call', callId: 'call-3', providerName: 'nope', safeToolName: 'ok', input: 1 });
        } else if (m.type === 'tool_result') {
          got.push(m);
          if (got.length === 3) {
            write({ type: 'done', id: 'someone-else', ok: true, durationMs: 0, logs: [], result: 'wrong' });
            write({ type: 'done', id, ok: true, durationMs: 1, logs: [], result: got.sort((a, b) => a.callId.localeCompare(b.callId)) });
          }
        }
      }
    `);
    const result = await ex.execute('', [provider('t', { ok: async (input) => ({ input: input ?? null }) })]);
    assert.deepEqual(result.result, [
      { type: 'tool_result', callId: 'call-1', ok: true, result: { input: null } },
      { type: 'tool_result', callId: 'call-2', ok: false, error: { code: 'internal_error', message: 'Unknown tool t.missing' } },
      { type: 'tool_result', callId: 'call-3', ok: false, error: { code: 'internal_error', message: 'Unknown tool nope.ok' } },
    ]);
  });

  test('a binary that cannot start: internal_error, execute still resolves', async () => {
    const result = await new RunnerExecutor({ command: '/nonexistent/execbox-runner' }).execute('1', []);
    assert.equal(result.error.code, 'internal_error');
    assert.match(result.error.message, /ENOENT/);
  });
});

describe('RunnerExecutor: prespawn and pools', { timeout: TEST_TIMEOUT }, () => {
  test('prespawn: executions run on warm runners', async () => {
    const ex = executor({ prespawn: 1 });
    try {
      for (let i = 0; i < 3; i++) assert.equal((await ex.execute(`${i} * 3`, [])).result, i * 3);
    } finally {
      await ex.dispose();
    }
    await assert.rejects(ex.execute('1', []), /disposed/);
  });

  test('prewarm() starts runners for an executor that had none; dispose() kills them', async () => {
    const ex = executor();
    await ex.prewarm(2);
    const warm = (await liveTestProcesses(MARKER, MARKER_VALUE)).filter((p) => p.ppid === process.pid && p.name === 'execbox-runner');
    assert.equal(warm.length, 2);
    assert.equal((await ex.execute('"warm"', [])).result, 'warm');
    await ex.dispose();
    const left = await eventuallyEmpty(async () => (await liveChildren()).filter((p) => warm.some((w) => w.pid === p.pid)));
    assert.deepEqual(left, []);
  });

  test('a shared RunnerPool: executors draw from it, and dispose() leaves it open', async () => {
    const pool = new RunnerPool({ command: BIN, env: ENV, prespawn: 2 });
    try {
      const a = new RunnerExecutor({ prespawn: pool });
      const b = new RunnerExecutor({ prespawn: pool, timeoutMs: 50 });
      const [ra, rb] = await Promise.all([a.execute('"a"', []), b.execute('while (true) {}', [])]);
      assert.equal(ra.result, 'a');
      assert.deepEqual(rb.error, TIMEOUT_ERROR);
      await a.dispose();
      assert.equal(pool.closed, false);
      // The call's own timeout overrides the executor's 50 ms.
      assert.equal((await b.execute('"still"', [], { timeoutMs: 10_000 })).result, 'still');
    } finally {
      await pool.close();
    }
  });
});

// Back to back, the prespawned executor finds its pool empty each time (no
// refill while an execution is in flight), so this spawns 500 runners.
describe('RunnerExecutor: 500 executions', { timeout: 300_000 }, () => {
  test('leave no process and no file descriptor behind', async () => {
    const fds = () => (process.platform === 'linux' ? readdirSync('/proc/self/fd').length : 0);
    const tools = provider('t', { echo: async (x) => x });
    const fresh = executor();
    const warm = executor({ prespawn: 1 });
    // Warm up the fd count: the first spawns open fds Node keeps (signal
    // pipes, the epoll set); what matters is that the count does not grow.
    await fresh.execute('1', []);
    await warm.execute('1', []);
    const fdsBefore = fds();
    for (let i = 0; i < 250; i++) {
      const [a, b] = await Promise.all([
        fresh.execute(`(await t.echo(${i})) + 1`, [tools]),
        warm.execute(`(await t.echo(${i})) + 2`, [tools]),
      ]);
      assert.equal(a.result, i + 1, JSON.stringify(a));
      assert.equal(b.result, i + 2, JSON.stringify(b));
    }
    await warm.dispose();
    await assertNothingLeft();
    const fdsAfter = fds();
    // A little slack for fds Node opens lazily; a leak of one per execution would be hundreds.
    assert.ok(fdsAfter - fdsBefore < 10, `fds grew from ${fdsBefore} to ${fdsAfter}`);
  });
});
