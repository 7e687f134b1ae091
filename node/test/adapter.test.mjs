// Tests of the Node host adapter (node/index.js): createStdioTransport as an
// execbox HostTransport, driven by a minimal reimplementation of execbox's
// host session loop (./adapter-host.mjs), against the real runner binary and
// against stand-in runners written in Node for the failure paths.
//
// No test asserts how fast anything is; timeouts are hang protection only.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  RunnerNotFoundError,
  createStdioTransport,
  resolveRunnerBinary,
  restoreUndefinedKeys,
} from '../index.js';
import { eventuallyEmpty, liveChildren, liveTestProcesses, runSession, testRunnerBin } from './adapter-host.mjs';
import { standInPrelude } from './stand-in.mjs';

const TEST_TIMEOUT = 30_000;
const GENEROUS_GRACE_MS = 10_000; // never let the host kill a runner that should answer cancel
const TIMEOUT_ERROR = { code: 'timeout', message: 'Execution timed out' };
const MARKER = 'EXECBOX_ADAPTER_TEST';
const MARKER_VALUE = `${process.pid}:adapter`;

const BIN = testRunnerBin();
const ENV = { ...process.env, [MARKER]: MARKER_VALUE };
const real = (extra = {}) => createStdioTransport({ command: BIN, env: ENV, ...extra });

/** A stand-in runner: `node -e script` with a line reader calling onMessage(m). */
function fake(script, extra = {}) {
  return createStdioTransport({ command: process.execPath, args: ['-e', standInPrelude + script], env: ENV, ...extra });
}

async function assertNothingLeft() {
  if (process.platform !== 'linux') return;
  const marked = await eventuallyEmpty(() => liveTestProcesses(MARKER, MARKER_VALUE));
  assert.deepEqual(marked, [], `processes left behind: ${JSON.stringify(marked)}`);
}

const echoTools = { tools: { echo: async (input) => input } };

before(() => {
  assert.ok(existsSync(BIN), `runner binary not found at ${BIN}; run \`make build\` or set EXECBOX_RUNNER_BIN`);
});

after(async () => {
  await assertNothingLeft();
});

describe('resolveRunnerBinary', () => {
  test('EXECBOX_RUNNER_BIN wins', () => {
    assert.equal(resolveRunnerBinary({ env: { EXECBOX_RUNNER_BIN: BIN, PATH: '' } }), path.resolve(BIN));
  });

  test('EXECBOX_RUNNER_BIN naming a missing file is a clear error, not a fallback', () => {
    assert.throws(
      () => resolveRunnerBinary({ env: { EXECBOX_RUNNER_BIN: '/nonexistent/execbox-runner', PATH: '' } }),
      (err) => err instanceof RunnerNotFoundError && /EXECBOX_RUNNER_BIN/.test(err.message) && /not an executable/.test(err.message),
    );
  });

  test('the package folder: <repo>/bin/execbox-runner next to node/', () => {
    const repoBin = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../../bin/execbox-runner');
    if (!existsSync(repoBin)) return;
    assert.equal(resolveRunnerBinary({ env: { PATH: '' } }), repoBin);
  });

  test('PATH', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'execbox-path-'));
    try {
      symlinkSync(path.resolve(BIN), path.join(dir, 'execbox-runner'));
      assert.equal(
        resolveRunnerBinary({ env: { PATH: `/nonexistent${path.delimiter}${dir}` }, packageBinaries: [] }),
        path.join(dir, 'execbox-runner'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('nowhere: the error says where it looked and how to fix it', () => {
    assert.throws(
      () =>
        resolveRunnerBinary({ env: { PATH: '/nonexistent' }, packageBinaries: ['/nonexistent/bin/execbox-runner'], platformPackage: null }),
      (err) => {
        assert.ok(err instanceof RunnerNotFoundError);
        assert.equal(err.code, 'EXECBOX_RUNNER_NOT_FOUND');
        assert.match(err.message, /make build/);
        assert.match(err.message, /EXECBOX_RUNNER_BIN/);
        assert.deepEqual(err.tried, ['/nonexistent/bin/execbox-runner', '/nonexistent/execbox-runner']);
        return true;
      },
    );
  });
});

describe('restoreUndefinedKeys', () => {
  test('input on tool_call, result on successful done and tool_result; nothing else', () => {
    const call = restoreUndefinedKeys({ type: 'tool_call', callId: 'call-1', providerName: 'p', safeToolName: 't' });
    assert.ok('input' in call && call.input === undefined);
    const done = restoreUndefinedKeys({ type: 'done', id: 'x', ok: true, durationMs: 0, logs: [] });
    assert.ok('result' in done && done.result === undefined);
    const tr = restoreUndefinedKeys({ type: 'tool_result', callId: 'call-1', ok: true });
    assert.ok('result' in tr);
    const failed = restoreUndefinedKeys({ type: 'done', id: 'x', ok: false, durationMs: 0, logs: [], error: { code: 'c', message: 'm' } });
    assert.equal('result' in failed, false);
    const kept = restoreUndefinedKeys({ type: 'tool_call', input: 0 });
    assert.equal(kept.input, 0);
  });
});

describe('round trips through the real runner', { timeout: TEST_TIMEOUT }, () => {
  test('echo: the guest gets back what it sent; logs and result come back in done', async () => {
    const transport = real();
    const { result, trace, disposed } = await runSession({
      transport,
      code: `const v = await tools.echo({ s: 'é🚀', n: [1, 2.5, null] });\nconsole.log('got', v.s);\nv`,
      tools: echoTools,
    });
    assert.deepEqual(result.error, undefined, `stderr: ${transport.stderrTail()}`);
    assert.equal(result.ok, true);
    assert.deepEqual(result.result, { s: 'é🚀', n: [1, 2.5, null] });
    assert.deepEqual(result.logs, ['got é🚀']);
    assert.equal(trace.closeReason, undefined);
    assert.deepEqual(trace.errors, []);
    await disposed;
    const exit = await transport.exited;
    assert.ok(exit.code !== null || exit.signal !== null);
  });

  test('a tool called without an argument: input restored as undefined; an undefined result restored too', async () => {
    let seen;
    const { result, trace } = await runSession({
      transport: real(),
      code: `const r = await tools.noarg();\nif (r !== undefined) throw new Error('want undefined');\nundefined`,
      tools: {
        tools: {
          noarg: async (input) => {
            seen = input;
            return undefined;
          },
        },
      },
    });
    assert.equal(result.ok, true, JSON.stringify(result));
    assert.equal(trace.toolCalls.length, 1);
    assert.ok('input' in trace.toolCalls[0], 'tool_call has an input key');
    assert.equal(seen, undefined);
    const done = trace.messages.find((m) => m.type === 'done');
    assert.ok('result' in done, 'done has a result key');
    assert.equal(done.result, undefined);
  });

  test('a failing tool: the guest sees the trusted tool_error', async () => {
    const { result } = await runSession({
      transport: real(),
      code: 'await tools.fail({})',
      tools: {
        tools: {
          fail: async () => {
            throw new Error('upstream said no');
          },
        },
      },
    });
    assert.equal(result.ok, false);
    assert.deepEqual(result.error, { code: 'tool_error', message: 'upstream said no' });
  });

  test('runner diagnostics reach the stderr option; the tail is kept', async () => {
    let forwarded = '';
    const transport = real({ stderr: (text) => (forwarded += text) });
    transport.send({ type: 'bogus' });
    const { result } = await runSession({ transport, code: '1 + 1' });
    assert.equal(result.ok, true);
    assert.equal(result.result, 2);
    await transport.exited;
    assert.match(forwarded, /bogus/);
    assert.match(transport.stderrTail(), /bogus/);
  });
});

describe('multi-MB lines', { timeout: 60_000 }, () => {
  test('a 5 MB string goes runner→host (tool_call), host→runner (tool_result) and back in done', async () => {
    const transport = real();
    let inputLength;
    const { result } = await runSession({
      transport,
      code: `
        const big = 'é🚀x'.repeat(700000) + 'y'.repeat(2000000);
        const back = await tools.echo(big);
        if (back !== big) throw new Error('echo changed the string');
        back`,
      tools: {
        tools: {
          echo: async (input) => {
            inputLength = input.length;
            return input;
          },
        },
      },
      runtimeOptions: { timeoutMs: 30_000, memoryLimitBytes: 1024 * 1024 * 1024 },
    });
    assert.equal(result.ok, true, `${JSON.stringify(result.error)}; stderr: ${transport.stderrTail()}`);
    const expected = 'é🚀x'.repeat(700000) + 'y'.repeat(2000000);
    assert.equal(inputLength, expected.length);
    assert.equal(result.result.length, expected.length);
    assert.ok(result.result === expected);
    assert.ok(Buffer.byteLength(JSON.stringify(result.result)) > 5_000_000);
  });

  test('a 6 MB tool result from the host reaches the guest intact', async () => {
    const payload = Array.from({ length: 60_000 }, (_, i) => ({ i, text: `row ${i} ✓ ${'z'.repeat(80)}` }));
    const { result } = await runSession({
      transport: real(),
      code: `const rows = await tools.rows();\nlet sum = 0; for (const r of rows) sum += r.i;\n({ n: rows.length, sum, last: rows[rows.length - 1].text })`,
      tools: { tools: { rows: async () => payload } },
      runtimeOptions: { timeoutMs: 30_000, memoryLimitBytes: 1024 * 1024 * 1024 },
    });
    assert.equal(result.ok, true, JSON.stringify(result.error));
    assert.deepEqual(result.result, { n: 60_000, sum: (59_999 * 60_000) / 2, last: payload.at(-1).text });
  });
});

describe('cancel and terminate', { timeout: TEST_TIMEOUT }, () => {
  const hang = { tools: { hang: (_input, { signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))) } };

  test('abort while the guest awaits a hanging tool: cancel is sent and the runner answers with timeout', async () => {
    const controller = new AbortController();
    const transport = real();
    const { result, trace } = await runSession({
      transport,
      code: 'await tools.hang({})',
      tools: hang,
      signal: controller.signal,
      cancelGraceMs: GENEROUS_GRACE_MS,
      runtimeOptions: { timeoutMs: 60_000 },
      onToolCall: () => setTimeout(() => controller.abort(), 20),
    });
    assert.deepEqual(result.error, TIMEOUT_ERROR);
    assert.equal(trace.cancelSent, true);
    assert.equal(trace.terminated, false, 'the runner should have answered the cancel itself');
    assert.ok(trace.messages.some((m) => m.type === 'done'));
    await transport.exited;
  });

  test('cancel followed by terminate after the 25 ms grace (a runner that ignores cancel and SIGTERM): timeout, SIGKILL', async () => {
    const controller = new AbortController();
    const transport = fake(`
      process.on('SIGTERM', () => {});
      function onMessage(m) {
        if (m.type === 'execute') write({ type: 'started', id: m.id });
        // cancel: ignored
      }
      setInterval(() => {}, 1000);`);
    // Abort once the stand-in runs (its SIGTERM handler is then in place).
    transport.onMessage((m) => m.type === 'started' && controller.abort());
    const run = runSession({ transport, code: '1', signal: controller.signal });
    const { result, trace } = await run;
    assert.deepEqual(result.error, TIMEOUT_ERROR);
    assert.equal(trace.cancelSent, true);
    assert.equal(trace.terminated, true);
    assert.deepEqual(await transport.exited, { code: null, signal: 'SIGKILL' });
  });

  test('cancel then an immediate terminate() on the real runner: whichever wins, timeout and nothing left', async () => {
    const controller = new AbortController();
    const transport = real();
    const { result } = await runSession({
      transport,
      code: 'await tools.ready();\nwhile (true) {}',
      tools: { tools: { ready: async () => true } },
      signal: controller.signal,
      cancelGraceMs: 0,
      runtimeOptions: { timeoutMs: 60_000 },
      onToolCall: () => setTimeout(() => controller.abort(), 20),
    });
    assert.deepEqual(result.error, TIMEOUT_ERROR);
    await transport.exited;
    await assertNothingLeft();
  });

  test('terminate() is SIGTERM: the runner writes its timeout done, reaps its watchdog and exits; it resolves once the process is gone', async () => {
    const transport = real();
    let closeReason;
    const messages = [];
    transport.onClose((r) => (closeReason = r));
    transport.onMessage((m) => messages.push(m));
    const started = new Promise((resolve) => transport.onMessage((m) => m.type === 'started' && resolve()));
    transport.send({ type: 'execute', id: 'e', code: 'while (true) {}', options: { timeoutMs: 60_000 }, providers: [] });
    await started;
    let exitedSettled = false;
    transport.exited.then(() => (exitedSettled = true));
    await transport.terminate();
    assert.equal(exitedSettled, true, 'terminate() resolved before the process was gone');
    assert.deepEqual(await transport.exited, { code: 0, signal: null });
    assert.equal(messages.at(-1).type, 'done');
    assert.equal(messages.at(-1).error.code, 'timeout');
    assert.equal(closeReason, undefined, 'a close was reported after the done');
    await transport.dispose();
    await assertNothingLeft();
  });

  test('terminate() of a runner that ignores SIGTERM: SIGKILL, and the close says so', async () => {
    const transport = fake(`
      process.on('SIGTERM', () => {});
      function onMessage(m) {
        if (m.type === 'execute') write({ type: 'started', id: m.id });
      }
      setInterval(() => {}, 1000);`);
    let closeReason;
    transport.onClose((r) => (closeReason = r));
    const started = new Promise((resolve) => transport.onMessage((m) => m.type === 'started' && resolve()));
    transport.send({ type: 'execute', id: 'e', code: '1', options: {}, providers: [] });
    await started;
    await transport.terminate();
    assert.deepEqual(await transport.exited, { code: null, signal: 'SIGKILL' });
    assert.equal(closeReason?.signal, 'SIGKILL');
    assert.match(closeReason.message, /SIGKILL \(terminate\(\)\)/);
  });
});

describe('process death before done', { timeout: TEST_TIMEOUT }, () => {
  test('the runner killed mid-execution (externally): onClose with signal, the session fails, nothing left', async () => {
    const transport = real();
    const { result, trace } = await runSession({
      transport,
      code: 'await tools.ready();\nwhile (true) {}',
      tools: {
        tools: {
          ready: async () => {
            setTimeout(() => process.kill(transport.pid, 'SIGKILL'), 30);
            return true;
          },
        },
      },
      runtimeOptions: { timeoutMs: 60_000 },
    });
    assert.equal(result.ok, false);
    assert.equal(result.error.code, 'internal_error');
    assert.match(result.error.message, /killed by SIGKILL before done/);
    assert.deepEqual({ code: trace.closeReason.code, signal: trace.closeReason.signal }, { code: null, signal: 'SIGKILL' });
    await assertNothingLeft(); // the watchdog ended with it
  });

  test('exit with a code: the close reason quotes the stderr tail', async () => {
    const transport = fake(`
      function onMessage(m) {
        write({ type: 'started', id: m.id });
        process.stderr.write('fatal: the engine broke\\n');
        process.exit(3);
      }`);
    const { result, trace } = await runSession({ transport, code: '1' });
    assert.equal(result.ok, false);
    assert.equal(trace.closeReason.code, 3);
    assert.equal(trace.closeReason.signal, null);
    assert.match(trace.closeReason.message, /exited with code 3 before done/);
    assert.match(trace.closeReason.message, /fatal: the engine broke/);
    assert.match(result.error.message, /fatal: the engine broke/);
  });

  test('a process that cannot be started: a clean failure, not a crash', async () => {
    const transport = createStdioTransport({ command: '/nonexistent/execbox-runner' });
    const { result } = await runSession({ transport, code: '1' });
    assert.equal(result.ok, false);
    assert.equal(result.error.code, 'internal_error');
    assert.match(result.error.message, /could not be started|failed to start/);
    assert.match(result.error.message, /ENOENT/);
  });
});

describe('framing', { timeout: TEST_TIMEOUT }, () => {
  test('a large done written just before exit is parsed, not reported as a close (20 times)', async () => {
    for (let i = 0; i < 20; i++) {
      // writeSync into a pipe: the process exits while the tail of the line
      // is still unread in the pipe.
      const transport = fake(`
        function onMessage(m) {
          const line = JSON.stringify({ type: 'done', id: m.id, ok: true, durationMs: 0, logs: [], result: 'q'.repeat(3_000_000) }) + '\\n';
          require('node:fs').writeSync(1, line);
          process.exit(0);
        }`);
      const { result, trace } = await runSession({ transport, code: '1' });
      assert.equal(trace.closeReason, undefined, `run ${i}: close reported before done: ${trace.closeReason?.message}`);
      assert.equal(result.ok, true, `run ${i}: ${JSON.stringify(result.error)}`);
      assert.equal(result.result.length, 3_000_000);
    }
  });

  test('the process exits while its done is still to come on stdout: the done wins, no close is reported', async () => {
    // The process hands its stdout to a grandchild and exits at once; the
    // grandchild writes the done a little later. The exit is seen first, so
    // a transport that reported the close on exit would fail this.
    const transport = fake(
      `
      function onMessage(m) {
        const line = JSON.stringify({ type: 'done', id: m.id, ok: true, durationMs: 0, logs: [], result: 'late' }) + '\\n';
        const sh = require('node:child_process').spawn('sh', ['-c', 'sleep 0.2; cat'], { stdio: ['pipe', 'inherit', 'inherit'] });
        sh.stdin.end(line, () => process.exit(0));
      }`,
      { drainTimeoutMs: 20_000 },
    );
    const { result, trace } = await runSession({ transport, code: '1' });
    assert.equal(trace.closeReason, undefined, `close reported before done: ${trace.closeReason?.message}`);
    assert.equal(result.ok, true, JSON.stringify(result.error));
    assert.equal(result.result, 'late');
    await assertNothingLeft();
  });

  test('a last line without a newline still counts', async () => {
    const transport = fake(`
      function onMessage(m) {
        process.stdout.write(JSON.stringify({ type: 'done', id: m.id, ok: true, durationMs: 0, logs: [] }));
        process.exit(0);
      }`);
    const { result, trace } = await runSession({ transport, code: '1' });
    assert.equal(trace.closeReason, undefined);
    assert.equal(result.ok, true);
    assert.ok('result' in result && result.result === undefined);
  });

  test('chunks split inside UTF-8 characters; CRLF; blank lines; foreign ids ignored', async () => {
    const transport = fake(`
      function onMessage(m) {
        if (m.type !== 'execute') return;
        write({ type: 'started', id: 'someone-else' });
        write({ type: 'done', id: 'someone-else', ok: true, durationMs: 0, logs: [], result: 'wrong' });
        process.stdout.write('\\n\\r\\n');
        const bytes = Buffer.from(JSON.stringify({ type: 'done', id: m.id, ok: true, durationMs: 0, logs: ['é🚀中'], result: 'right ✓' }) + '\\r\\n');
        let i = 0;
        const step = () => {
          if (i === bytes.length) return;
          require('node:fs').writeSync(1, bytes.subarray(i, i + 1));
          i++;
          setTimeout(step, 0);
        };
        step();
      }
      setInterval(() => {}, 1000);`);
    const { result, trace } = await runSession({ transport, code: '1' });
    assert.equal(result.ok, true, JSON.stringify(result));
    assert.equal(result.result, 'right ✓');
    assert.deepEqual(result.logs, ['é🚀中']);
    assert.equal(trace.ignored.length, 2);
    // Disposed without exiting: stdin's EOF, then SIGTERM.
    assert.deepEqual(await transport.exited, { code: null, signal: 'SIGTERM' });
  });
});

describe('a runner that writes garbage to stdout', { timeout: TEST_TIMEOUT }, () => {
  test('text that is not JSON: onError, a clean failure, the process is gone', async () => {
    const transport = fake(`
      process.stdout.write('Hello from a debug print!\\n');
      function onMessage(m) {}
      setInterval(() => {}, 1000);`);
    const { result, trace } = await runSession({ transport, code: '1' });
    assert.equal(result.ok, false);
    assert.equal(result.error.code, 'internal_error');
    assert.match(result.error.message, /not JSON: Hello from a debug print!/);
    assert.equal(trace.errors.length, 1);
    await transport.exited;
  });

  test('binary junk, JSON that is not an object, then exit: errors and a failure, never a crash', async () => {
    const errors = [];
    let closeReason;
    const transport = fake(`
      require('node:fs').writeSync(1, Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x0a, 0xc3]));
      process.stdout.write('\\n42\\n[1,2]\\nnull\\n');
      process.exit(0);`);
    transport.onError((e) => errors.push(e.message));
    transport.onClose((r) => (closeReason = r));
    await transport.exited;
    await new Promise((r) => setImmediate(r));
    assert.equal(errors.length, 5, errors.join('\n'));
    assert.ok(errors.slice(2).every((e) => /not a JSON object/.test(e)));
    assert.equal(closeReason.code, 0);
    assert.match(closeReason.message, /exited with code 0 before done/);
    await transport.dispose();
  });

  test('a line over maxLineBytes is dropped without being buffered and reported', async () => {
    const errors = [];
    const messages = [];
    const transport = fake(
      `
      // writeSync, retried on EAGAIN: process.stdout.write + exit can lose data.
      const put = (text) => {
        const buf = Buffer.from(text);
        for (let off = 0; off < buf.length; ) {
          try { off += require('node:fs').writeSync(1, buf, off); } catch (e) { if (e.code !== 'EAGAIN') throw e; }
        }
      };
      put('x'.repeat(5_000_000) + '\\n' + JSON.stringify({ type: 'started', id: 'after' }) + '\\n');
      process.exit(0);`,
      { maxLineBytes: 64 * 1024 },
    );
    transport.onError((e) => errors.push(e.message));
    transport.onMessage((m) => messages.push(m));
    await transport.exited;
    await new Promise((r) => setImmediate(r));
    assert.equal(errors.length, 1);
    assert.match(errors[0], /over the 65536-byte limit/);
    assert.deepEqual(messages, [{ type: 'started', id: 'after' }]);
    await transport.dispose();
  });

  test('a chatty stderr never blocks the runner', async () => {
    let bytes = 0;
    const transport = fake(
      `
      function onMessage(m) {
        const chunk = 'diagnostic '.repeat(1000) + '\\n';
        for (let i = 0; i < 1000; i++) require('node:fs').writeSync(2, chunk);
        write({ type: 'done', id: m.id, ok: true, durationMs: 0, logs: [], result: 'fine' });
        process.exit(0);
      }`,
      { stderr: { write: (chunk) => (bytes += chunk.length) } },
    );
    const { result } = await runSession({ transport, code: '1' });
    assert.equal(result.result, 'fine');
    await transport.exited;
    assert.equal(bytes, 11_001_000);
    assert.ok(transport.stderrTail().length <= 16 * 1024);
  });
});

describe('odd runners', { timeout: TEST_TIMEOUT }, () => {
  test('a runner that closes its stdout but does not exit is killed and reported', async () => {
    const transport = fake(`
      function onMessage(m) {
        write({ type: 'started', id: m.id });
        setTimeout(() => require('node:fs').closeSync(1), 20);
      }
      setInterval(() => {}, 1000);`);
    const { result, trace } = await runSession({ transport, code: '1', runtimeOptions: { timeoutMs: 60_000 } });
    assert.equal(result.ok, false);
    assert.equal(trace.closeReason.signal, 'SIGKILL');
    assert.deepEqual(await transport.exited, { code: null, signal: 'SIGKILL' });
  });

  test('a throwing handler is reported through onError and does not stop the others', async () => {
    const transport = real();
    const errors = [];
    const seen = [];
    transport.onMessage(() => {
      throw new Error('handler bug');
    });
    transport.onMessage((m) => seen.push(m.type));
    transport.onError((e) => errors.push(e.message));
    transport.send({ type: 'execute', id: 'e', code: '1', options: {}, providers: [] });
    await transport.exited;
    assert.deepEqual(seen, ['started', 'done']);
    assert.deepEqual(errors, ['handler bug', 'handler bug']);
    await transport.dispose();
  });
});

describe('dispose', { timeout: TEST_TIMEOUT }, () => {
  test('before done: the process gets SIGTERM and ends itself, no event follows, repeated dispose is harmless', async () => {
    const transport = real();
    const events = [];
    transport.onMessage((m) => events.push(m.type));
    transport.onClose(() => events.push('close'));
    transport.onError(() => events.push('error'));
    const started = new Promise((resolve) => transport.onMessage((m) => m.type === 'started' && resolve()));
    transport.send({ type: 'execute', id: 'e', code: 'while (true) {}', options: { timeoutMs: 60_000 }, providers: [] });
    await started;
    await Promise.all([transport.dispose(), transport.dispose()]);
    assert.deepEqual(await transport.exited, { code: 0, signal: null }); // a timeout done, then its own exit
    assert.deepEqual(events, ['started']);
    await assert.rejects(transport.send({ type: 'cancel', id: 'e' }), /disposed/);
    await assertNothingLeft();
  });

  test('a send after the runner has gone resolves quietly (no EPIPE crash)', async () => {
    const transport = fake(`process.exit(0);`);
    transport.onClose(() => {});
    await transport.exited;
    await transport.send({ type: 'cancel', id: 'e' });
    await transport.send({ type: 'tool_result', callId: 'call-1', ok: true, result: 'x'.repeat(1_000_000) });
    await transport.dispose();
  });

  test('a message that cannot be serialized is a rejected send', async () => {
    const transport = real();
    await assert.rejects(transport.send({ type: 'tool_result', callId: 'call-1', ok: true, result: 10n }), TypeError);
    await transport.dispose();
  });
});

describe('leaks', () => {
  test('no child process of this test process is left', async () => {
    if (process.platform !== 'linux') return;
    const live = await eventuallyEmpty(() => liveChildren());
    assert.deepEqual(live, [], `live children: ${JSON.stringify(live)}`);
    await assertNothingLeft();
  });
});
