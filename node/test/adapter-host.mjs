// A minimal reimplementation of execbox's host session loop
// (runHostTransportSession) over any HostTransport, for the adapter tests:
//   1. it sends execute;
//   2. it ignores runner messages whose id does not match, and messages that
//      fail execbox's runner-message guard (a tool_call without an `input`
//      key, for one: so a missing restore shows up as a hang, not a pass);
//   3. it answers each tool_call with a tool_result;
//   4. on timeout or abort it sends cancel, waits cancelGraceMs (25 ms by
//      default), then calls terminate() and reports timeout;
//   5. any close or error before done is a failure (internal_error, or
//      timeout once a cancellation has started), as execbox reports it.
// It always disposes the transport when it finishes.
//
// Not a test file (no .test.mjs suffix): node --test must not run it.

import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_RUNTIME_OPTIONS = Object.freeze({
  timeoutMs: 5000,
  memoryLimitBytes: 64 * 1024 * 1024,
  maxLogLines: 100,
  maxLogChars: 64000,
});

const TIMEOUT_MESSAGE = 'Execution timed out';
const HOST_TIMEOUT_BACKSTOP_MS = 100;

let privateBin;

/**
 * A private copy of the runner under test ($EXECBOX_RUNNER_BIN or
 * <repo>/bin/execbox-runner), made once per test process in a fresh
 * temporary folder and removed at exit. Every runner this process starts,
 * and the watchdog each runner starts from its own executable, then has that
 * unique path as its command line, which the leak checks below can read
 * even after the runner has dropped to uid 65534 (its environment, where
 * the tests' marker variable sits, is no longer readable then). A missing
 * binary gives a path that does not exist, for the tests to report.
 */
export function testRunnerBin() {
  if (privateBin) return privateBin;
  const source = process.env.EXECBOX_RUNNER_BIN || fileURLToPath(new URL('../../bin/execbox-runner', import.meta.url));
  if (!existsSync(source)) return source;
  const dir = mkdtempSync(path.join(tmpdir(), `execbox-runner-test-${process.pid}-`));
  privateBin = path.join(dir, 'execbox-runner');
  copyFileSync(source, privateBin);
  chmodSync(privateBin, 0o755);
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return privateBin;
}

/** Provider manifests for a tools map { provider: { tool: fn } }. */
export function manifestFor(tools) {
  return Object.entries(tools).map(([name, fns]) => ({
    name,
    tools: Object.fromEntries(Object.keys(fns).map((t) => [t, { safeName: t, originalName: t }])),
    types: '',
  }));
}

/** execbox's isRunnerMessage, restated. */
export function isRunnerMessage(m) {
  if (m === null || typeof m !== 'object' || typeof m.type !== 'string') return false;
  switch (m.type) {
    case 'started':
      return typeof m.id === 'string';
    case 'tool_call':
      return (
        typeof m.callId === 'string' &&
        typeof m.providerName === 'string' &&
        typeof m.safeToolName === 'string' &&
        'input' in m
      );
    case 'done': {
      if (typeof m.id !== 'string' || !Number.isFinite(m.durationMs)) return false;
      if (!Array.isArray(m.logs) || !m.logs.every((l) => typeof l === 'string')) return false;
      if (typeof m.ok !== 'boolean') return false;
      if (m.ok) return 'result' in m; // the restore must have happened
      return typeof m.error?.code === 'string' && typeof m.error?.message === 'string';
    }
    default:
      return false;
  }
}

let nextId = 0;

/**
 * Run one execution over `transport`. Resolves with
 * { result, trace } where result is an ExecuteResult and trace records what
 * happened: messages, ignored messages, errors, close reason, cancel/terminate.
 */
export function runSession({
  transport,
  code,
  tools = {},
  runtimeOptions = {},
  executionId = `exec-${process.pid}-${++nextId}`,
  signal,
  cancelGraceMs = 25,
  onToolCall,
}) {
  const options = { ...DEFAULT_RUNTIME_OPTIONS, ...runtimeOptions };
  const startedAt = Date.now();
  const toolAbort = new AbortController();
  const trace = {
    executionId,
    messages: [],
    ignored: [],
    errors: [],
    closeReason: undefined,
    cancelSent: false,
    terminated: false,
    toolCalls: [],
  };

  return new Promise((resolve) => {
    let finished = false;
    let timeoutTriggered = false;
    let cancellationStarted = false;
    let graceTimer;

    const failure = (message) => ({
      durationMs: Date.now() - startedAt,
      error: {
        code: timeoutTriggered ? 'timeout' : 'internal_error',
        message: timeoutTriggered ? TIMEOUT_MESSAGE : message,
      },
      logs: [],
      ok: false,
    });

    const finish = (result) => {
      if (finished) return;
      finished = true;
      toolAbort.abort();
      clearTimeout(timeoutTimer);
      clearTimeout(graceTimer);
      offMessage();
      offError();
      offClose();
      signal?.removeEventListener('abort', startCancellation);
      const disposed = Promise.resolve(transport.dispose()).catch(() => {});
      resolve({ result, trace, disposed });
    };
    const fail = (message) => finish(failure(message));

    const send = (message) => {
      if (finished) return;
      try {
        Promise.resolve(transport.send(message)).catch((err) => {
          if (!finished) fail(err instanceof Error ? err.message : String(err));
        });
      } catch (err) {
        fail(err instanceof Error ? err.message : String(err));
      }
    };

    function startCancellation() {
      if (finished || cancellationStarted) return;
      cancellationStarted = true;
      timeoutTriggered = true;
      toolAbort.abort();
      trace.cancelSent = true;
      send({ type: 'cancel', id: executionId });
      graceTimer = setTimeout(() => {
        if (finished) return;
        trace.terminated = true;
        Promise.resolve(transport.terminate())
          .catch(() => {})
          .finally(() => {
            if (!finished) finish(failure(TIMEOUT_MESSAGE));
          });
      }, cancelGraceMs);
    }

    const timeoutTimer = setTimeout(startCancellation, options.timeoutMs + HOST_TIMEOUT_BACKSTOP_MS);

    const offMessage = transport.onMessage((message) => {
      if (finished) return;
      trace.messages.push(message);
      if (!isRunnerMessage(message) || ('id' in message && message.id !== executionId)) {
        trace.ignored.push(message);
        return;
      }
      if (message.type === 'started') return;
      if (message.type === 'tool_call') {
        trace.toolCalls.push(message);
        onToolCall?.(message);
        const fn = Object.hasOwn(tools, message.providerName) && Object.hasOwn(tools[message.providerName], message.safeToolName)
          ? tools[message.providerName][message.safeToolName]
          : undefined;
        Promise.resolve()
          .then(() => {
            if (typeof fn !== 'function') throw new Error(`unknown tool ${message.providerName}.${message.safeToolName}`);
            return fn(message.input, { signal: toolAbort.signal, callId: message.callId });
          })
          .then(
            (result) => send({ type: 'tool_result', callId: message.callId, ok: true, result }),
            (err) =>
              send({
                type: 'tool_result',
                callId: message.callId,
                ok: false,
                error: { code: 'tool_error', message: err instanceof Error ? err.message : String(err) },
              }),
          );
        return;
      }
      const { id: _id, type: _type, ...result } = message;
      finish(result);
    });
    const offError = transport.onError((err) => {
      trace.errors.push(err);
      fail(err.message);
    });
    const offClose = transport.onClose((reason) => {
      trace.closeReason = reason;
      fail(reason?.message ?? 'Transport closed unexpectedly');
    });
    signal?.addEventListener('abort', startCancellation, { once: true });
    if (signal?.aborted) {
      startCancellation();
      return;
    }
    send({ type: 'execute', id: executionId, code, options, providers: manifestFor(tools) });
  });
}

// ---------------------------------------------------------------------------
// Process leak checks (Linux /proc)

async function procEntries() {
  const out = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let status;
    let environ = '';
    let argv0 = '';
    try {
      status = await readFile(`/proc/${entry}/status`, 'utf8');
      environ = await readFile(`/proc/${entry}/environ`, 'latin1').catch(() => '');
      argv0 = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0')[0];
    } catch {
      continue; // gone meanwhile
    }
    const state = /^State:\s*(.*)$/m.exec(status)?.[1] ?? '';
    if (state.startsWith('Z')) continue; // exited, not yet reaped
    out.push({
      pid: Number(entry),
      ppid: Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]),
      name: /^Name:\s*(.*)$/m.exec(status)?.[1],
      state,
      environ,
      argv0,
    });
  }
  return out;
}

/** Live (non-zombie) direct children of this process. */
export async function liveChildren() {
  return (await procEntries()).filter((p) => p.ppid === process.pid).map(({ environ: _e, argv0: _a, ...p }) => p);
}

/**
 * Live processes this test process started, wherever they were reparented:
 * those whose environment carries `${name}=${value}` (stand-in runners),
 * and those running this process's private copy of the runner
 * (testRunnerBin(): runners and their watchdogs, whatever uid they took).
 */
export async function liveTestProcesses(name, value) {
  const want = `${name}=${value}\0`;
  return (await procEntries())
    .filter((p) => `\0${p.environ}\0`.includes(`\0${want}`) || (privateBin !== undefined && p.argv0 === privateBin))
    .map(({ environ: _e, argv0: _a, ...p }) => p);
}

/** Poll fn until it returns an empty array or timeoutMs passes; returns the last value. */
export async function eventuallyEmpty(fn, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v.length === 0 || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}
