// A minimal execbox dispatcher for tests: one runner process per execution,
// NDJSON over stdin/stdout, modelled on execbox's host session.
//
// The host
//   - spawns the runner and writes the execute message as one JSON line;
//   - reads stdout as bytes, splits on "\n" and decodes each whole line, so a
//     chunk boundary inside a line or inside a UTF-8 character is harmless;
//   - ignores runner messages whose id does not match the execution;
//   - answers each tool_call with a tool_result from a tools map of async
//     functions (a thrown error becomes ok:false / tool_error);
//   - restores `input: undefined` on a tool_call line without an input key,
//     as execbox's message guard requires that key;
//   - drains stderr, keeping a tail for failure messages;
//   - on timeout or abort sends cancel, waits a grace period, then SIGKILLs
//     the runner and reports a timeout;
//   - fails when the runner's stdout ends, or the process fails, before done.
//
// It also records protocol anomalies (non-JSON lines, lines after done, a
// tool_call before started, a repeated callId, ...) in `violations`, so
// tests can insist on a clean transcript.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Path of the runner binary: $EXECBOX_RUNNER_BIN or <repo>/bin/execbox-runner. */
export function runnerBin() {
  return (
    process.env.EXECBOX_RUNNER_BIN ||
    fileURLToPath(new URL('../../bin/execbox-runner', import.meta.url))
  );
}

export function assertRunnerBuilt() {
  const bin = runnerBin();
  if (!existsSync(bin)) {
    throw new Error(`runner binary not found at ${bin}; run \`make build\` or set EXECBOX_RUNNER_BIN`);
  }
  return bin;
}

/** Every child process any session has spawned, for leak checks. */
export const spawnedChildren = new Set();

export const DEFAULT_OPTIONS = Object.freeze({
  timeoutMs: 5000,
  memoryLimitBytes: 64 * 1024 * 1024,
  maxLogLines: 100,
  maxLogChars: 64000,
});

export const DEFAULT_CANCEL_GRACE_MS = 25;

const STDERR_TAIL_BYTES = 8192;
const MARKER_ENV = 'EXECBOX_TEST_HOST';
const TIMEOUT_ERROR = Object.freeze({ code: 'timeout', message: 'Execution timed out' });

let nextExecution = 0;

/**
 * Build provider manifests from a tools map of the shape
 * { providerName: { safeToolName: async (input, ctx) => result } }.
 */
export function manifestFor(tools) {
  return Object.entries(tools).map(([name, fns]) => ({
    name,
    tools: Object.fromEntries(
      Object.keys(fns).map((safeName) => [
        safeName,
        { safeName, originalName: safeName, description: `${name}.${safeName}` },
      ]),
    ),
    types: `declare namespace ${name} { ${Object.keys(fns)
      .map((t) => `function ${t}(input?: unknown): Promise<unknown>;`)
      .join(' ')} }`,
  }));
}

function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * One execution session. Create it, then `await session.run()` for the done
 * message; `await session.closed` for the process's end.
 */
export class HostSession {
  /**
   * @param {object} p
   * @param {string} p.code guest code
   * @param {object} [p.tools] { provider: { tool: async (input, ctx) => result } }
   * @param {object} [p.options] runtime options; DEFAULT_OPTIONS fill the gaps
   *   unless `rawOptions` is set
   * @param {boolean} [p.rawOptions] send `options` exactly as given
   * @param {object[]} [p.providers] manifests; default: manifestFor(tools)
   * @param {string} [p.id]
   * @param {number} [p.hostTimeoutMs] host backstop: cancel after this long.
   *   Default: options.timeoutMs + 10 s (hang protection, the runner should
   *   enforce its own timeout first).
   * @param {AbortSignal} [p.signal] caller abort: cancel
   * @param {number} [p.cancelGraceMs] wait after cancel before SIGKILL
   * @param {string} [p.bin] runner binary
   * @param {string[]} [p.args] runner arguments
   */
  constructor({
    code,
    tools = {},
    options = {},
    rawOptions = false,
    providers,
    id = `exec-${process.pid}-${++nextExecution}`,
    hostTimeoutMs,
    signal,
    cancelGraceMs = DEFAULT_CANCEL_GRACE_MS,
    bin = runnerBin(),
    args = [],
  }) {
    this.id = id;
    this.code = code;
    this.tools = tools;
    this.options = rawOptions ? options : { ...DEFAULT_OPTIONS, ...options };
    this.providers = providers ?? manifestFor(tools);
    const runnerTimeout =
      typeof this.options?.timeoutMs === 'number' && this.options.timeoutMs > 0
        ? this.options.timeoutMs
        : DEFAULT_OPTIONS.timeoutMs;
    this.hostTimeoutMs = hostTimeoutMs ?? runnerTimeout + 10_000;
    this.signal = signal;
    this.cancelGraceMs = cancelGraceMs;
    this.bin = bin;
    this.args = args;

    /** Every stdout line, raw (decoded text without the newline). */
    this.rawLines = [];
    /** Every parsed runner message, including ignored ones. */
    this.messages = [];
    /** Ordered events: 'started', 'call:<id>', 'result:<id>', 'cancel', 'done', 'kill'. */
    this.events = [];
    /** Protocol anomalies seen on stdout. */
    this.violations = [];
    /** Parsed tool_call messages (after the input restore). */
    this.toolCalls = [];
    this.started = false;
    this.cancelSent = false;
    this.killed = false;
    this.done = undefined;
    this.child = undefined;

    this._stderr = Buffer.alloc(0);
    this._stdoutBuf = Buffer.alloc(0);
    this._settled = false;
    this._result = deferred();
    this._closed = deferred();
    /** Resolves with { code, signal } once the process has exited and its stdio closed. */
    this.closed = this._closed.promise;
    this._toolAbort = new AbortController();
    this._timers = [];
  }

  get stderr() {
    return this._stderr.toString('utf8');
  }

  stderrTail() {
    return this._stderr.toString('utf8').trim() || '(empty)';
  }

  /** Start the execution; resolves with the done message. */
  run() {
    if (this.child) return this._result.promise;
    // The marker lets leak checks find every process of this session, even
    // one the runner started itself and that outlived it (reparented away).
    const env = { ...process.env, [MARKER_ENV]: `${process.pid}:${this.id}` };
    const child = spawn(this.bin, this.args, { stdio: ['pipe', 'pipe', 'pipe'], env });
    this.child = child;
    spawnedChildren.add(child);

    child.on('error', (err) => this._fail(new Error(`runner process error: ${err.message}`)));
    // A runner that exits early closes its stdin; writes then fail with EPIPE.
    child.stdin.on('error', (err) => {
      this.stdinError = err;
    });
    child.stderr.on('data', (chunk) => {
      this._stderr = Buffer.concat([this._stderr, chunk]);
      if (this._stderr.length > STDERR_TAIL_BYTES) {
        this._stderr = this._stderr.subarray(this._stderr.length - STDERR_TAIL_BYTES);
      }
    });
    child.stdout.on('data', (chunk) => this._onStdout(chunk));
    child.stdout.on('end', () => this._onStdoutEnd());
    child.on('close', (code, signal) => {
      this._clearTimers();
      this.exit = { code, signal };
      if (!this._settled) {
        this._fail(
          new Error(
            `runner exited before done (code ${code}, signal ${signal}); stderr tail:\n${this.stderrTail()}`,
          ),
        );
      }
      this._closed.resolve(this.exit);
    });

    this._timers.push(setTimeout(() => this.cancel('host timeout'), this.hostTimeoutMs));
    if (this.signal) {
      if (this.signal.aborted) queueMicrotask(() => this.cancel('aborted'));
      else this.signal.addEventListener('abort', () => this.cancel('aborted'), { once: true });
    }

    this._send({
      type: 'execute',
      id: this.id,
      code: this.code,
      options: this.options,
      providers: this.providers,
    });
    return this._result.promise;
  }

  /** Ask the runner to stop; SIGKILL it if done has not come after the grace period. */
  cancel(reason = 'cancel') {
    if (this._settled || this.cancelSent) return;
    this.cancelSent = true;
    this.cancelReason = reason;
    this.events.push('cancel');
    this._toolAbort.abort(new Error(`execution cancelled: ${reason}`));
    this._send({ type: 'cancel', id: this.id });
    this._timers.push(
      setTimeout(() => {
        if (this._settled) return;
        this.killed = true;
        this.events.push('kill');
        this.child.kill('SIGKILL');
        this._settle({
          type: 'done',
          id: this.id,
          ok: false,
          durationMs: 0,
          logs: [],
          error: { ...TIMEOUT_ERROR },
        });
      }, this.cancelGraceMs),
    );
  }

  _send(msg) {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || stdin.writableEnded) return false;
    stdin.write(JSON.stringify(msg) + '\n');
    return true;
  }

  _onStdout(chunk) {
    let buf = this._stdoutBuf.length ? Buffer.concat([this._stdoutBuf, chunk]) : chunk;
    let nl;
    while ((nl = buf.indexOf(0x0a)) !== -1) {
      let line = buf.subarray(0, nl);
      buf = buf.subarray(nl + 1);
      if (line.length && line[line.length - 1] === 0x0d) line = line.subarray(0, line.length - 1);
      this._onLine(line.toString('utf8'));
    }
    // Copy so the remainder does not pin the (possibly large) chunk.
    this._stdoutBuf = Buffer.from(buf);
  }

  _onStdoutEnd() {
    if (this._stdoutBuf.length) {
      this.violations.push(`unterminated last line: ${this._stdoutBuf.toString('utf8').slice(0, 200)}`);
      const rest = this._stdoutBuf;
      this._stdoutBuf = Buffer.alloc(0);
      this._onLine(rest.toString('utf8'));
    }
    if (!this._settled) {
      this._fail(new Error(`runner stdout ended before done; stderr tail:\n${this.stderrTail()}`));
    }
  }

  _onLine(line) {
    this.rawLines.push(line);
    if (this.done && !this.killed) {
      this.violations.push(`line after done: ${line.slice(0, 200)}`);
      return;
    }
    if (line.trim() === '') {
      this.violations.push('empty line');
      return;
    }
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      this.violations.push(`not JSON: ${line.slice(0, 200)}`);
      return;
    }
    if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) {
      this.violations.push(`not an object: ${line.slice(0, 200)}`);
      return;
    }
    this.messages.push(msg);
    if (this._settled) return; // killed already: the host no longer listens
    switch (msg.type) {
      case 'started':
        if (msg.id !== this.id) return; // not ours
        if (this.started) this.violations.push('second started');
        this.started = true;
        this.events.push('started');
        return;
      case 'tool_call':
        this._onToolCall(msg);
        return;
      case 'done':
        if (msg.id !== this.id) return; // not ours
        this.events.push('done');
        this._checkDone(msg);
        this._settle(msg);
        return;
      default:
        this.violations.push(`unknown message type: ${line.slice(0, 200)}`);
    }
  }

  _checkDone(msg) {
    if (typeof msg.ok !== 'boolean') this.violations.push('done.ok is not a boolean');
    if (!Array.isArray(msg.logs) || msg.logs.some((l) => typeof l !== 'string')) {
      this.violations.push('done.logs is not a string[]');
    }
    if (typeof msg.durationMs !== 'number' || !(msg.durationMs >= 0)) {
      this.violations.push('done.durationMs is not a non-negative number');
    }
    if (msg.ok === false) {
      if (typeof msg.error?.code !== 'string' || typeof msg.error?.message !== 'string') {
        this.violations.push('failed done without error {code, message}');
      }
      if ('result' in msg) this.violations.push('failed done with a result');
    } else if (msg.ok === true && 'error' in msg) {
      this.violations.push('successful done with an error');
    }
  }

  async _onToolCall(msg) {
    if (!('input' in msg)) msg.input = undefined; // execbox's guard wants the key
    if (!this.started) this.violations.push(`tool_call before started: ${msg.callId}`);
    if (typeof msg.callId !== 'string') {
      this.violations.push('tool_call without a string callId');
      return;
    }
    if (this.toolCalls.some((c) => c.callId === msg.callId)) {
      this.violations.push(`repeated callId ${msg.callId}`);
    }
    this.toolCalls.push(msg);
    this.events.push(`call:${msg.callId}`);

    const fn = Object.hasOwn(this.tools, msg.providerName)
      ? Object.hasOwn(this.tools[msg.providerName], msg.safeToolName)
        ? this.tools[msg.providerName][msg.safeToolName]
        : undefined
      : undefined;
    let reply;
    try {
      if (typeof fn !== 'function') {
        throw new Error(`unknown tool ${msg.providerName}.${msg.safeToolName}`);
      }
      const result = await fn(msg.input, { signal: this._toolAbort.signal, callId: msg.callId, session: this });
      reply = { type: 'tool_result', callId: msg.callId, ok: true, result };
    } catch (err) {
      reply = {
        type: 'tool_result',
        callId: msg.callId,
        ok: false,
        error: { code: 'tool_error', message: err instanceof Error ? err.message : String(err) },
      };
    }
    // After done or cancel the runner no longer wants the answer.
    if (this._settled || this.cancelSent) return;
    this.events.push(`result:${msg.callId}`);
    this._send(reply);
  }

  _settle(done) {
    if (this._settled) return;
    this._settled = true;
    this.done = done;
    this._clearTimers();
    this._toolAbort.abort(new Error('execution finished'));
    this.child?.stdin.end();
    this._result.resolve(done);
  }

  _fail(err) {
    if (this._settled) return;
    this._settled = true;
    this._clearTimers();
    this._toolAbort.abort(err);
    this.child?.stdin.end();
    // The session is over; a runner that is somehow still alive is ended.
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
    }
    this._result.reject(err);
  }

  _clearTimers() {
    for (const t of this._timers) clearTimeout(t);
    this._timers = [];
  }
}

/** Run one execution; resolves with { done, session } after the process has closed. */
export async function execute(params) {
  const session = new HostSession(params);
  const done = await session.run();
  await session.closed;
  return { done, session };
}

/** Child processes of this Node process that are still alive, from /proc (Linux only). */
export async function liveChildrenFromProc() {
  const { readdir, readFile } = await import('node:fs/promises');
  const live = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let status;
    try {
      status = await readFile(`/proc/${entry}/status`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const ppid = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]);
    if (ppid !== process.pid) continue;
    const name = /^Name:\s*(.*)$/m.exec(status)?.[1];
    const state = /^State:\s*(.*)$/m.exec(status)?.[1];
    live.push({ pid: Number(entry), name, state });
  }
  return live;
}

/**
 * Live processes (not zombies) whose environment carries this Node process's
 * session marker: runners and anything they started, wherever they were
 * reparented. Linux only. `sessionId` narrows the search to one session.
 */
export async function liveMarkedProcesses(sessionId) {
  const { readdir, readFile } = await import('node:fs/promises');
  const want = sessionId === undefined ? `${MARKER_ENV}=${process.pid}:` : `${MARKER_ENV}=${process.pid}:${sessionId}\0`;
  const live = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let environ;
    let status;
    try {
      environ = await readFile(`/proc/${entry}/environ`, 'latin1');
      status = await readFile(`/proc/${entry}/status`, 'utf8');
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    if (!(environ + '\0').includes(want)) continue;
    const state = /^State:\s*(.*)$/m.exec(status)?.[1] ?? '';
    if (state.startsWith('Z')) continue;
    const ppid = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]);
    live.push({ pid: Number(entry), ppid, name: /^Name:\s*(.*)$/m.exec(status)?.[1], state });
  }
  return live;
}

/** Poll fn until it returns an empty array or timeoutMs passes; returns the last value. */
export async function eventuallyEmpty(fn, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v.length === 0 || Date.now() > until) return v;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
