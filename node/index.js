// execbox-runner host adapter: spawn the runner, speak NDJSON over its
// stdin/stdout, and expose the result as an execbox `HostTransport`
// (send / onMessage / onError / onClose / terminate / dispose).
//
// No runtime dependencies. Node >= 20.

import { spawn } from 'node:child_process';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { accessSync, constants as fsConstants, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';

export const RUNNER_BIN_ENV = 'EXECBOX_RUNNER_BIN';

const BINARY_NAME = process.platform === 'win32' ? 'execbox-runner.exe' : 'execbox-runner';
const PACKAGE_DIR = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE_BINARIES = [
  // A binary shipped inside the package (node/bin/execbox-runner).
  path.join(PACKAGE_DIR, 'bin', BINARY_NAME),
  // The repository layout: node/ next to bin/, as `make build` leaves it.
  path.join(PACKAGE_DIR, '..', 'bin', BINARY_NAME),
];

/**
 * The npm package that carries the prebuilt binary, by platform key
 * (`${process.platform} ${os.arch()}`): one package per platform, listed as
 * optionalDependencies of this one, so that npm installs only the one whose
 * `os` and `cpu` match, with no install script and no download.
 */
export const PLATFORM_PACKAGES = Object.freeze({
  'linux x64': '@execbox-runner/linux-x64',
  'linux arm64': '@execbox-runner/linux-arm64',
  'darwin x64': '@execbox-runner/darwin-x64',
  'darwin arm64': '@execbox-runner/darwin-arm64',
});
const PLATFORM_KEY = `${process.platform} ${os.arch()}`;
const requireHere = createRequire(import.meta.url);

let ownVersion;
function packageVersion() {
  ownVersion ??= JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')).version;
  return ownVersion;
}

/**
 * The binary in platform package `pkg`, if that package is installed:
 * { file } when it is usable, { tried } when it is not installed, and a
 * RunnerNotFoundError when it is installed but unusable (another version, or
 * a binary that lost its executable bit), since falling back to some other
 * binary on $PATH would hide a broken install.
 */
function platformPackageBinary(pkg) {
  const subpath = `${pkg}/bin/${BINARY_NAME}`;
  let file;
  try {
    file = requireHere.resolve(subpath);
  } catch {
    return { tried: `${subpath} (package not installed)` };
  }
  let theirs;
  try {
    theirs = JSON.parse(readFileSync(requireHere.resolve(`${pkg}/package.json`), 'utf8')).version;
  } catch {
    theirs = undefined;
  }
  if (theirs !== packageVersion()) {
    throw new RunnerNotFoundError(
      `${pkg} is version ${theirs ?? '(unreadable)'}, but execbox-runner is ${packageVersion()}: ` +
        `the two must match. Reinstall execbox-runner (npm install execbox-runner@${packageVersion()}).`,
      [file],
    );
  }
  if (!isExecutableFile(file)) {
    throw new RunnerNotFoundError(
      `${file} (from ${pkg}) is not an executable file. Reinstall ${pkg}, ` +
        `or set ${RUNNER_BIN_ENV}=/path/to/execbox-runner.`,
      [file],
    );
  }
  return { file };
}

/** Default largest stdout line accepted from the runner (256 MiB). */
export const DEFAULT_MAX_LINE_BYTES = 256 * 1024 * 1024;

const STDERR_TAIL_BYTES = 16 * 1024;
const STDERR_IN_MESSAGE_CHARS = 2000;
// Ending a runner (RunnerProcess.end): after stdin's EOF it may exit by
// itself for this long, then gets SIGTERM...
const END_TERM_AFTER_MS = 100;
// ...and SIGKILL only if it is still there this long after the SIGTERM.
const END_KILL_AFTER_MS = 200;
/**
 * Default time to wait, after the process exited, for its stdout and stderr
 * to reach EOF (something it started could hold them open) before giving up
 * on them.
 */
export const DEFAULT_DRAIN_TIMEOUT_MS = 1000;

// After stdout reached EOF without a done, how long the process may linger
// before it is killed: a runner without stdout is of no use.
const LINGER_AFTER_EOF_MS = 1000;

/**
 * The variables a runner gets from the host's environment when the caller
 * passes no `env`: those it reads (the time zone, the Go runtime's own
 * settings), PATH for finding a bare command name, and the runner's own
 * EXECBOX_* namespace. Never the rest, where a host keeps its secrets; the
 * runner clears them anyway, but a process that never had them cannot leak
 * them.
 */
const RUNNER_ENV = ['PATH', 'TZ', 'GODEBUG', 'GOGC', 'GOMEMLIMIT', 'GOMAXPROCS', 'GOTRACEBACK'];

/** The default child environment: RUNNER_ENV and EXECBOX_* from process.env. */
export function runnerEnv(env = process.env) {
  const out = {};
  for (const [k, v] of Object.entries(env)) {
    if (v !== undefined && (RUNNER_ENV.includes(k) || k.startsWith('EXECBOX_'))) out[k] = v;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Locating the binary

/** Thrown by resolveRunnerBinary() when no runner binary can be found. */
export class RunnerNotFoundError extends Error {
  constructor(message, tried) {
    super(message);
    this.name = 'RunnerNotFoundError';
    this.code = 'EXECBOX_RUNNER_NOT_FOUND';
    this.tried = tried;
  }
}

function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    if (process.platform !== 'win32') accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Path of the execbox-runner binary. Looks, in this order, at
 *   1. $EXECBOX_RUNNER_BIN (if set, it must name an executable file);
 *   2. this platform's npm package (@execbox-runner/linux-x64 and so on,
 *      installed by npm as an optional dependency), which must have this
 *      package's version;
 *   3. the package folder: <package>/bin/execbox-runner, then
 *      <package>/../bin/execbox-runner (the repository's `make build` output);
 *   4. every directory on $PATH.
 * Throws a RunnerNotFoundError that lists every place it tried.
 *
 * @param {{ env?: Record<string, string | undefined>, packageBinaries?: string[], platformPackage?: string | null }} [options]
 *   `env` replaces process.env for the lookup; `packageBinaries` replaces the
 *   package-folder candidates (for vendoring, and for tests);
 *   `platformPackage` replaces the platform package's name (null: skip it).
 */
export function resolveRunnerBinary({
  env = process.env,
  packageBinaries = PACKAGE_BINARIES,
  platformPackage = PLATFORM_PACKAGES[PLATFORM_KEY] ?? null,
} = {}) {
  const fromEnv = env[RUNNER_BIN_ENV];
  if (fromEnv) {
    const file = path.resolve(fromEnv);
    if (isExecutableFile(file)) return file;
    throw new RunnerNotFoundError(
      `${RUNNER_BIN_ENV} is set to ${JSON.stringify(fromEnv)}, but that is not an executable file. ` +
        `Point it at a built execbox-runner binary (\`make build\` writes bin/execbox-runner), or unset it.`,
      [file],
    );
  }
  const tried = [];
  if (platformPackage) {
    const found = platformPackageBinary(platformPackage);
    if (found.file) return found.file;
    tried.push(found.tried);
  }
  for (const file of packageBinaries) {
    tried.push(file);
    if (isExecutableFile(file)) return file;
  }
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    const file = path.join(dir, BINARY_NAME);
    tried.push(file);
    if (isExecutableFile(file)) return file;
  }
  throw new RunnerNotFoundError(
    `execbox-runner binary not found. Looked at $${RUNNER_BIN_ENV} (not set), ` +
      (platformPackage
        ? `the platform package ${platformPackage} (for ${JSON.stringify(PLATFORM_KEY)}: not installed), `
        : `no platform package (none is built for ${JSON.stringify(PLATFORM_KEY)}), `) +
      `${packageBinaries.join(', ')}${packageBinaries.length ? ', ' : ''}` +
      `and ${dirs.length ? `the ${dirs.length} directories on $PATH` : '$PATH (empty)'}. ` +
      (platformPackage
        ? `npm installs ${platformPackage} with execbox-runner unless optional dependencies are omitted ` +
          `(--omit=optional, --no-optional); reinstall without that, `
        : '') +
      `build it with \`make build\` in the execbox-runner repository and put it on $PATH, ` +
      `or set ${RUNNER_BIN_ENV}=/path/to/execbox-runner.`,
    tried,
  );
}

// ---------------------------------------------------------------------------
// Line framing and message repair

/**
 * Restore the keys JSON cannot carry: `input` on a tool_call, and `result`
 * on a successful done or tool_result, both `undefined` when absent (execbox's
 * message guard wants the keys present). Mutates and returns `message`.
 */
export function restoreUndefinedKeys(message) {
  if (message === null || typeof message !== 'object') return message;
  switch (message.type) {
    case 'tool_call':
      if (!('input' in message)) message.input = undefined;
      break;
    case 'done':
    case 'tool_result':
      if (message.ok === true && !('result' in message)) message.result = undefined;
      break;
    default:
  }
  return message;
}

/**
 * Splits a byte stream into lines. Lines are kept as bytes until they are
 * complete, so a UTF-8 character split across chunks is harmless, and each
 * chunk is scanned once, so a line of many MB costs linear time. A line
 * longer than maxLineBytes is dropped without being buffered.
 */
class LineSplitter {
  constructor(maxLineBytes, onLine, onOversize) {
    this.maxLineBytes = maxLineBytes;
    this.onLine = onLine;
    this.onOversize = onOversize;
    this.parts = [];
    this.size = 0;
    this.skipping = false;
    this.skipped = 0;
  }

  push(chunk) {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) {
        this.append(chunk.subarray(start));
        return;
      }
      this.append(chunk.subarray(start, nl));
      this.flush();
      start = nl + 1;
    }
  }

  /** End of stream: a last line without a newline still counts. */
  end() {
    if (this.size > 0 || this.skipping) this.flush();
  }

  append(piece) {
    if (piece.length === 0) return;
    if (this.skipping) {
      this.skipped += piece.length;
      return;
    }
    if (this.size + piece.length > this.maxLineBytes) {
      this.skipping = true;
      this.skipped = this.size + piece.length;
      this.parts = [];
      this.size = 0;
      return;
    }
    this.parts.push(piece);
    this.size += piece.length;
  }

  flush() {
    if (this.skipping) {
      const skipped = this.skipped;
      this.skipping = false;
      this.skipped = 0;
      this.onOversize(skipped);
      return;
    }
    const parts = this.parts;
    const size = this.size;
    this.parts = [];
    this.size = 0;
    if (size === 0) {
      this.onLine('');
      return;
    }
    let line = parts.length === 1 ? parts[0] : Buffer.concat(parts, size);
    if (line[line.length - 1] === 0x0d) line = line.subarray(0, line.length - 1);
    this.onLine(line.toString('utf8'));
  }
}

function excerpt(text, max = 200) {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

// ---------------------------------------------------------------------------
// Bounds, timers and option names

/**
 * The default bound on runner processes alive at once, per RunnerExecutor
 * or RunnerPool: os.availableParallelism(), the processors Node may use
 * (at least 1). A guest's timeout is wall-clock time, so more guests than
 * processors would make each one's CPU time a fraction of what it asked
 * for; past the bound, executions wait in order.
 */
export function defaultMaxConcurrency() {
  return Math.max(1, typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
}

function checkConcurrency(value) {
  if (value === undefined) return defaultMaxConcurrency();
  if (typeof value !== 'number') throw new TypeError('maxConcurrency must be a positive integer');
  if (!(Number.isInteger(value) && value >= 1) && value !== Infinity) {
    throw new RangeError(`maxConcurrency must be a positive integer (or Infinity), not ${value}`);
  }
  return value;
}

/**
 * Counts processes alive against a bound, and queues whoever waits for one
 * in order. A slot is held from the spawn to the process's exit.
 */
class ProcessSlots {
  constructor(max) {
    this.max = max;
    this.live = 0;
    this.queue = [];
  }

  get waiting() {
    return this.queue.length;
  }

  #slot() {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.live--;
        this.#grant();
      },
    };
  }

  /** A slot now if one is free and nobody waits, else undefined. */
  tryTake() {
    if (this.queue.length || this.live >= this.max) return undefined;
    this.live++;
    return this.#slot();
  }

  /** A slot whatever the bound (a caller that cannot wait). */
  force() {
    this.live++;
    return this.#slot();
  }

  /**
   * A slot, in order: resolves with it, or with 'aborted' or
   * 'queue_timeout' (the waiter then leaves the queue at once).
   */
  acquire(signal, queueTimeoutMs = Infinity) {
    if (signal?.aborted) return Promise.resolve('aborted');
    const now = this.tryTake();
    if (now) return Promise.resolve(now);
    return new Promise((resolve) => {
      let timer;
      const leave = (reason) => {
        const i = this.queue.indexOf(waiter);
        if (i === -1) return;
        this.queue.splice(i, 1);
        cleanup();
        resolve(reason);
      };
      const onAbort = () => leave('aborted');
      const cleanup = () => {
        timer?.cancel();
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter = {
        grant: () => {
          cleanup();
          this.live++;
          resolve(this.#slot());
        },
      };
      this.queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (queueTimeoutMs !== Infinity) timer = longTimeout(() => leave('queue_timeout'), queueTimeoutMs);
    });
  }

  #grant() {
    while (this.live < this.max && this.queue.length) this.queue.shift().grant();
  }
}

// setTimeout takes at most 2**31-1 ms; a longer delay would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * setTimeout for any delay, however long: a delay past what one timer
 * holds is waited out in steps. Returns { cancel }.
 */
function longTimeout(fn, ms) {
  const due = Date.now() + ms;
  let timer;
  const arm = (left) => {
    timer = setTimeout(() => {
      const rest = due - Date.now();
      if (rest > 0) arm(rest);
      else fn();
    }, Math.min(Math.max(left, 0), MAX_TIMER_MS));
  };
  arm(ms);
  return { cancel: () => clearTimeout(timer) };
}

/** Levenshtein distance, as internal/suggest computes it for the runner's own flags. */
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** The known name nearest to name, case aside, if near enough to be a slip (as the runner's suggest.Closest). */
function closestName(name, known) {
  const lower = name.toLowerCase();
  let best = '';
  let bestD = -1;
  for (const k of known) {
    const d = editDistance(lower, k.toLowerCase());
    if (bestD < 0 || d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return bestD >= 0 && bestD <= Math.max(2, Math.floor(name.length / 3)) && best !== name ? best : '';
}

/**
 * Throws a TypeError for a member of options that is not one of known,
 * naming the known one it is nearest to: a misspelt option would otherwise
 * be ignored, and its default used.
 */
function checkOptionNames(options, known, what) {
  if (options === null || typeof options !== 'object') throw new TypeError(`${what}s must be an object`);
  for (const name of Object.keys(options)) {
    if (known.includes(name)) continue;
    const near = closestName(name, known);
    throw new TypeError(
      `unknown ${what} ${JSON.stringify(name)}${near ? `; did you mean ${JSON.stringify(near)}?` : ''} (known: ${known.join(', ')})`,
    );
  }
}

const SPAWN_OPTION_NAMES = ['command', 'args', 'env', 'cwd', 'stderr', 'maxLineBytes', 'drainTimeoutMs'];
const POOL_OPTION_NAMES = [...SPAWN_OPTION_NAMES, 'prespawn', 'refillDelayMs', 'maxConcurrency'];
const TRANSPORT_OPTION_NAMES = [...SPAWN_OPTION_NAMES, 'prespawn'];

// ---------------------------------------------------------------------------
// One runner process

function toSink(stderr) {
  if (stderr === undefined || stderr === null || stderr === 'ignore') return undefined;
  if (stderr === 'inherit') return { bytes: (chunk) => process.stderr.write(chunk) };
  if (typeof stderr === 'function') {
    const decoder = new StringDecoder('utf8');
    return { bytes: (chunk) => stderr(decoder.write(chunk)) };
  }
  if (typeof stderr === 'object' && typeof stderr.write === 'function') {
    return { bytes: (chunk) => stderr.write(chunk) };
  }
  throw new TypeError('stderr must be a function, a writable stream, "inherit" or "ignore"');
}

function spawnConfig(options) {
  const command = options.command ?? resolveRunnerBinary();
  const args = options.args ?? [];
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) {
    throw new TypeError('args must be an array of strings');
  }
  const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  if (!(Number.isInteger(maxLineBytes) && maxLineBytes > 0)) {
    throw new TypeError('maxLineBytes must be a positive integer');
  }
  const drainTimeoutMs = options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
  if (!(Number.isFinite(drainTimeoutMs) && drainTimeoutMs >= 0)) {
    throw new TypeError('drainTimeoutMs must be a non-negative number');
  }
  toSink(options.stderr); // validate early
  return { command, args, env: options.env, cwd: options.cwd, stderr: options.stderr, maxLineBytes, drainTimeoutMs };
}

function setRef(child, ref) {
  const method = ref ? 'ref' : 'unref';
  child[method]?.();
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.[method]?.();
}

/**
 * A spawned runner. It may start "warm": stderr is drained, stdout is not
 * parsed yet, nothing is reported, and it does not keep Node alive.
 * activate() turns it into a HostTransport.
 */
class RunnerProcess {
  constructor(config, { warm = false } = {}) {
    this.config = config;
    this.sink = toSink(config.stderr);
    this.messageHandlers = new Set();
    this.errorHandlers = new Set();
    this.closeHandlers = new Set();
    this.active = false;
    this.disposed = false;
    this.terminated = false;
    this.doneSeen = false;
    this.executeId = undefined;
    this.spawnError = undefined;
    this.exitInfo = undefined; // { code, signal } from 'exit'
    this.closed = false; // 'exit' seen and stdio drained (or given up on)
    this.closeReason = undefined;
    this.stderrTail = Buffer.alloc(0);
    this.timers = new Set();
    let resolveExited;
    this.exited = new Promise((resolve) => {
      resolveExited = resolve;
    });
    this.resolveExited = resolveExited;

    const child = spawn(config.command, config.args, {
      cwd: config.cwd,
      env: childEnv(config.env),
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    this.child = child;
    this.pid = child.pid;

    child.on('error', (err) => this.onChildError(err));
    child.on('exit', (code, signal) => this.onExit(code, signal));
    child.on('close', () => this.onStdioClosed());
    // A runner that is gone makes stdin writes fail (EPIPE); the outcome is
    // reported through stdout and the close, never as an uncaught error.
    child.stdin.on('error', () => {});
    child.stdout.on('error', () => {});
    child.stderr.on('error', () => {});
    child.stderr.on('data', (chunk) => this.onStderr(chunk));

    this.splitter = new LineSplitter(
      config.maxLineBytes,
      (line) => this.onLine(line),
      (bytes) =>
        this.emitError(
          new Error(
            `execbox-runner wrote a stdout line of ${bytes} bytes, over the ${config.maxLineBytes}-byte limit; the line was dropped`,
          ),
        ),
    );
    child.stdout.on('end', () => this.onStdoutEnd());

    if (warm) setRef(child, false);
    else this.activate();
  }

  /**
   * Resolves once the execution sent through this process is over for the
   * pool's purposes: its done was read, or the process has exited.
   */
  get settled() {
    this.settledPromise ??= new Promise((resolve) => {
      this.resolveSettled = resolve;
      if (this.doneSeen) resolve();
      this.exited.then(() => resolve());
    });
    return this.settledPromise;
  }

  /** Usable as a warm process: spawned, not exited, not handed out. */
  get alive() {
    return (
      this.pid !== undefined &&
      this.spawnError === undefined &&
      this.exitInfo === undefined &&
      this.child.exitCode === null &&
      this.child.signalCode === null
    );
  }

  activate() {
    if (!this.active) {
      this.active = true;
      setRef(this.child, true);
      this.child.stdout.on('data', (chunk) => this.splitter.push(chunk));
    }
    return this.facade();
  }

  facade() {
    return {
      send: (message) => this.send(message),
      onMessage: (handler) => this.subscribe(this.messageHandlers, handler),
      onError: (handler) => this.subscribe(this.errorHandlers, handler),
      onClose: (handler) => {
        const off = this.subscribe(this.closeHandlers, handler);
        if (this.closeReason) {
          const reason = this.closeReason;
          queueMicrotask(() => {
            if (this.closeHandlers.has(handler)) this.call(handler, reason);
          });
        }
        return off;
      },
      terminate: () => this.terminate(),
      dispose: () => this.dispose(),
      pid: this.pid,
      exited: this.exited,
      stderrTail: () => this.stderrText(),
    };
  }

  subscribe(set, handler) {
    if (typeof handler !== 'function') throw new TypeError('handler must be a function');
    if (this.disposed) return () => {};
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  call(handler, value) {
    try {
      handler(value);
    } catch (err) {
      // A throwing handler must not break the stream; report it as an error,
      // unless it was an error handler itself.
      if (!this.errorHandlers.has(handler)) this.emitError(err instanceof Error ? err : new Error(String(err)));
    }
  }

  emitError(err) {
    if (this.disposed) return;
    for (const handler of [...this.errorHandlers]) this.call(handler, err);
  }

  send(message) {
    let line;
    try {
      line = JSON.stringify(message);
    } catch (err) {
      return Promise.reject(err);
    }
    if (typeof line !== 'string') return Promise.reject(new TypeError('message is not JSON-serializable'));
    if (this.disposed) return Promise.reject(new Error('execbox-runner transport is disposed'));
    if (message && message.type === 'execute' && this.executeId === undefined) this.executeId = message.id;
    const stdin = this.child.stdin;
    // A runner that has gone away cannot take the message. That is not an
    // error of its own: the close (or the done already in its stdout) says
    // how the execution ended.
    if (this.closed || !stdin || stdin.destroyed || stdin.writableEnded) return Promise.resolve();
    return new Promise((resolve) => {
      stdin.write(`${line}\n`, () => resolve());
    });
  }

  onLine(text) {
    if (this.disposed) return;
    if (text.trim() === '') return;
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      this.emitError(new Error(`execbox-runner wrote a stdout line that is not JSON: ${excerpt(text)}`));
      return;
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      this.emitError(new Error(`execbox-runner wrote a stdout line that is not a JSON object: ${excerpt(text)}`));
      return;
    }
    restoreUndefinedKeys(message);
    if (message.type === 'done' && (this.executeId === undefined || message.id === this.executeId)) {
      this.doneSeen = true;
      this.resolveSettled?.();
    }
    for (const handler of [...this.messageHandlers]) {
      if (this.disposed) return;
      this.call(handler, message);
    }
  }

  onStderr(chunk) {
    const tail = this.stderrTail.length ? Buffer.concat([this.stderrTail, chunk]) : chunk;
    this.stderrTail = tail.length > STDERR_TAIL_BYTES ? Buffer.from(tail.subarray(tail.length - STDERR_TAIL_BYTES)) : tail;
    if (this.sink) {
      try {
        this.sink.bytes(chunk);
      } catch {
        // A failing stderr sink must not take the transport down.
      }
    }
  }

  stderrText() {
    return this.stderrTail.toString('utf8').replace(/^\uFFFD/, '');
  }

  onChildError(err) {
    if (this.pid === undefined || this.child.pid === undefined) {
      // The process could not be started.
      this.spawnError = err;
      this.emitError(new Error(`failed to start execbox-runner (${this.config.command}): ${err.message}`, { cause: err }));
      return;
    }
    // kill() failures and the like: not fatal by themselves.
    this.emitError(err);
  }

  onExit(code, signal) {
    this.exitInfo = { code, signal };
    if (this.active) {
      // Let stdout reach EOF, so that a done still in the pipe is parsed
      // before the close is reported. Give up if something holds it open.
      this.timer(() => {
        for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) stream?.destroy();
        this.finish();
      }, this.config.drainTimeoutMs);
    } else {
      // A warm process has no reader; nothing is left to wait for.
      for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) stream?.destroy();
      this.finish();
    }
  }

  onStdoutEnd() {
    this.splitter.end();
    if (!this.doneSeen && this.exitInfo === undefined && !this.terminated) {
      // stdout is gone but the process lingers: it can no longer answer.
      this.timer(() => this.kill(), LINGER_AFTER_EOF_MS);
    }
  }

  onStdioClosed() {
    // Node's 'close': the process has exited (or never started) and every
    // stdio stream has closed, so every stdout byte has been parsed.
    this.finish();
  }

  finish() {
    if (this.closed) return;
    if (this.exitInfo === undefined && this.spawnError === undefined) return; // wait for 'exit'
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    const code = this.exitInfo?.code ?? null;
    const signal = this.exitInfo?.signal ?? null;
    this.resolveExited({ code, signal });
    if (this.doneSeen || this.disposed) return;
    this.closeReason = { code, signal, message: this.describeClose(code, signal) };
    for (const handler of [...this.closeHandlers]) this.call(handler, this.closeReason);
  }

  describeClose(code, signal) {
    let what;
    if (this.spawnError) what = `execbox-runner could not be started (${this.config.command}): ${this.spawnError.message}`;
    else if (signal) what = `execbox-runner was killed by ${signal}${this.terminated ? ' (terminate())' : ''} before done`;
    else what = `execbox-runner exited with code ${code} before done`;
    let tail = this.stderrText().trim();
    if (!tail) return `${what}; stderr was empty`;
    if (tail.length > STDERR_IN_MESSAGE_CHARS) tail = `…${tail.slice(tail.length - STDERR_IN_MESSAGE_CHARS)}`;
    return `${what}; stderr tail:\n${tail}`;
  }

  timer(fn, ms) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
    return t;
  }

  get running() {
    return !this.closed && this.exitInfo === undefined && this.pid !== undefined;
  }

  signal(name) {
    if (!this.running) return;
    // Whoever waits for this process to go away keeps Node alive until it has.
    if (!this.active) setRef(this.child, true);
    try {
      this.child.kill(name);
    } catch {
      // already gone
    }
  }

  /** SIGKILL at once: for a process that no longer reads (its stdout is gone). */
  kill() {
    this.signal('SIGKILL');
  }

  /**
   * End the process so that it can end its own watchdog: the runner reaps
   * its watchdog as it exits, which a SIGKILL would not let it do (the
   * watchdog would then be left to a PID 1 that may never reap it). stdin is
   * closed first (a runner that has not been given an execute exits at EOF;
   * one that has written its done exits by itself); after termAfterMs a
   * runner still there gets SIGTERM (which ends its execution as a cancel
   * does); SIGKILL only END_KILL_AFTER_MS after that. Resolves once it has
   * exited.
   */
  end(termAfterMs = END_TERM_AFTER_MS) {
    if (this.running && !this.ending) {
      this.ending = true;
      this.child.stdin?.end();
      const term = () => {
        this.signal('SIGTERM');
        this.timer(() => this.kill(), END_KILL_AFTER_MS);
      };
      if (termAfterMs > 0) this.timer(term, termAfterMs);
      else term();
    }
    return this.exited.then(() => {});
  }

  /**
   * SIGTERM now (SIGKILL if it has not exited END_KILL_AFTER_MS later);
   * resolves once the process has exited and its pipes are closed.
   */
  terminate() {
    if (this.running) {
      this.terminated = true;
      this.end(0);
    }
    return this.exited.then(() => {});
  }

  /**
   * Stop listening and make sure the process is gone: after a done, or
   * before any execute, it exits by itself at stdin's EOF; otherwise it
   * gets SIGTERM at once. Either way, SIGKILL only for one that does not
   * exit (end()).
   */
  dispose() {
    if (!this.disposed) {
      this.disposed = true;
      this.messageHandlers.clear();
      this.errorHandlers.clear();
      this.closeHandlers.clear();
      const idle = this.doneSeen || this.executeId === undefined;
      this.end(idle ? END_TERM_AFTER_MS : 0);
    }
    return this.exited.then(() => {});
  }
}

/**
 * The child's environment: env (default runnerEnv()) and the host's pid,
 * which the runner checks against its parent's (a host that died before the
 * runner asked to be told of its death still ends it).
 */
function childEnv(env) {
  return { ...(env ?? runnerEnv()), EXECBOX_RUNNER_PARENT_PID: String(process.pid) };
}

// ---------------------------------------------------------------------------
// Prespawned runners

const livePools = new Set();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Warm runners do not keep Node alive; when Node exits they see EOF on
  // stdin and exit by themselves, and the parent's death ends them too.
  // SIGTERM here is quicker, and lets each reap its watchdog.
  process.on('exit', () => {
    for (const pool of livePools) pool.endWarmNow();
  });
}

/**
 * Keeps `prespawn` runner processes started ahead of time, within a bound
 * on the runner processes it has alive at once (maxConcurrency): warm ones,
 * handed-out ones and ones still exiting. Each execution still gets its own
 * fresh process. Replacements are started only while no runner it handed
 * out is executing (its done not yet read), so that a spawn, which blocks
 * Node's thread, never delays an execution's messages; a caller that finds
 * no warm runner gets a fresh one.
 */
export class RunnerPool {
  #config;
  #size;
  #warm = [];
  #closed = false;
  #refillScheduled = false;
  #refillDelayMs;
  #slots;
  #inFlight = 0;

  constructor(options = {}) {
    checkOptionNames(options, POOL_OPTION_NAMES, 'RunnerPool option');
    const { prespawn = 1, refillDelayMs = 0, maxConcurrency, ...rest } = options;
    this.#config = spawnConfig(rest);
    this.#size = RunnerPool.#checkSize(prespawn);
    this.#refillDelayMs = checkDelay('refillDelayMs', refillDelayMs);
    this.#slots = new ProcessSlots(checkConcurrency(maxConcurrency));
    livePools.add(this);
    installExitHook();
    this.#fill();
  }

  static #checkSize(n) {
    if (typeof n !== 'number') throw new TypeError('prespawn must be a non-negative integer');
    if (!(Number.isInteger(n) && n >= 0)) throw new RangeError(`prespawn must be a non-negative integer, not ${n}`);
    return n;
  }

  /** How many runners are kept warm (at most maxConcurrency are ever alive). */
  get size() {
    return this.#size;
  }

  set size(n) {
    this.#size = RunnerPool.#checkSize(n);
    this.#trim();
    this.#fill();
  }

  get closed() {
    return this.#closed;
  }

  /** The most runner processes this pool has alive at once. */
  get maxConcurrency() {
    return this.#slots.max;
  }

  /** The runner arguments this pool's processes are started with. */
  get args() {
    return [...this.#config.args];
  }

  /** Runner processes of this pool now alive: warm, handed out, or exiting. */
  get liveProcesses() {
    return this.#slots.live;
  }

  /** Executions waiting in transport() for a runner. */
  get queued() {
    return this.#slots.waiting;
  }

  /** Pids of the runners currently waiting, oldest first. */
  get warmPids() {
    return this.#warm.filter((p) => p.alive).map((p) => p.pid);
  }

  /**
   * A HostTransport on a warm runner, or on a fresh one if none is ready, at
   * once: it does not wait for the bound (it counts towards it). transport()
   * waits.
   */
  createTransport() {
    if (this.#closed) throw new Error('RunnerPool is closed');
    const proc = this.#takeWarm() ?? this.#spawn(this.#config, this.#slots.force());
    return this.#handOut(proc);
  }

  /**
   * A HostTransport on a warm runner, or a fresh one, once the pool has a
   * process to spare under maxConcurrency; callers wait in order. Resolves
   * with { transport }, or with { reason: 'aborted' | 'queue_timeout' } when
   * the signal aborts or queueTimeoutMs passes first (the caller is then out
   * of the queue at once). `args` (appended to the pool's) needs a fresh
   * runner: warm ones are passed over.
   *
   * @param {{ signal?: AbortSignal, queueTimeoutMs?: number, args?: string[] }} [options]
   */
  async transport({ signal, queueTimeoutMs = Infinity, args } = {}) {
    if (this.#closed) throw new Error('RunnerPool is closed');
    const config = args?.length ? { ...this.#config, args: [...this.#config.args, ...args] } : this.#config;
    if (config === this.#config && this.#slots.waiting === 0) {
      const warm = this.#takeWarm();
      if (warm) return { transport: this.#handOut(warm) };
    }
    if (config !== this.#config && this.#slots.live >= this.#slots.max && this.#warm.length) {
      // A warm runner would hold the slot this caller, who cannot use it,
      // waits for.
      this.#warm.pop().dispose();
    }
    // A caller already queued when the pool closes still gets its runner.
    const slot = await this.#slots.acquire(signal, queueTimeoutMs);
    if (typeof slot === 'string') return { reason: slot };
    if (config === this.#config) {
      const warm = this.#takeWarm();
      if (warm) {
        slot.release();
        return { transport: this.#handOut(warm) };
      }
    }
    return { transport: this.#handOut(this.#spawn(config, slot)) };
  }

  /**
   * End the warm runners (stdin closed, then SIGTERM; SIGKILL only for one
   * that does not exit) and stop refilling. Resolves once they have exited.
   * Handed-out transports are not touched.
   */
  async close() {
    if (this.#closed) return;
    this.#closed = true;
    livePools.delete(this);
    const warm = this.#warm;
    this.#warm = [];
    await Promise.all(warm.map((p) => p.dispose()));
  }

  /** At Node's exit: SIGTERM every warm runner (each reaps its watchdog). */
  endWarmNow() {
    for (const p of this.#warm) p.signal('SIGTERM');
  }

  #takeWarm() {
    while (this.#warm.length) {
      const candidate = this.#warm.shift();
      if (candidate.alive) return candidate;
      candidate.dispose();
    }
    return undefined;
  }

  /** A new process holding slot until it has exited. */
  #spawn(config, slot, warm = false) {
    const proc = new RunnerProcess(config, { warm });
    proc.exited.then(() => slot.release());
    return proc;
  }

  #handOut(proc) {
    const transport = proc.activate();
    this.#inFlight++;
    proc.settled.then(() => {
      this.#inFlight--;
      this.#scheduleRefill();
    });
    return transport;
  }

  /** Refill once nothing handed out is executing and no caller is queued. */
  #scheduleRefill() {
    if (this.#refillScheduled || this.#closed || this.#inFlight > 0) return;
    this.#refillScheduled = true;
    // Not on the turn that resolved the done: the caller's own code, which
    // may start the next execution, comes first. refillDelayMs moves the
    // spawn further away.
    const refill = () => {
      this.#refillScheduled = false;
      if (this.#inFlight === 0) this.#fill();
    };
    if (this.#refillDelayMs > 0) setTimeout(refill, this.#refillDelayMs);
    else setImmediate(refill);
  }

  #fill() {
    if (this.#closed) return;
    this.#warm = this.#warm.filter((p) => {
      if (p.alive) return true;
      p.dispose();
      return false;
    });
    while (this.#warm.length < this.#size && this.#slots.waiting === 0) {
      const slot = this.#slots.tryTake();
      if (!slot) return;
      const proc = this.#spawn(this.#config, slot, true);
      // A warm runner that dies is dropped; the next caller spawns a fresh
      // one (no respawn loop for a binary that cannot run).
      proc.exited.then(() => {
        const i = this.#warm.indexOf(proc);
        if (i !== -1) this.#warm.splice(i, 1);
      });
      this.#warm.push(proc);
    }
  }

  #trim() {
    while (this.#warm.length > this.#size) this.#warm.pop().dispose();
  }
}

/** Create a pool that keeps `prespawn` (default 1) runners warm. */
export function createRunnerPool(options = {}) {
  return new RunnerPool(options);
}

const sharedPools = new Map();
const sinkIds = new WeakMap();
let nextSinkId = 0;

function sinkKey(stderr) {
  if (stderr === undefined || stderr === null || typeof stderr === 'string') return stderr ?? null;
  if (!sinkIds.has(stderr)) sinkIds.set(stderr, ++nextSinkId);
  return `#${sinkIds.get(stderr)}`;
}

/** Close the pools that createStdioTransport({ prespawn: true | n }) started. */
export async function closePrespawned() {
  const pools = [...sharedPools.values()];
  sharedPools.clear();
  await Promise.all(pools.map((p) => p.close()));
}

// ---------------------------------------------------------------------------
// The transport

/**
 * Spawn execbox-runner (or take a prespawned one) and return an execbox
 * HostTransport over its stdin/stdout.
 *
 * @param {object} [options]
 * @param {string} [options.command] binary; default resolveRunnerBinary()
 * @param {string[]} [options.args] runner arguments, e.g. ['--log-level', 'info']
 * @param {Record<string,string|undefined>} [options.env] child environment
 *   (default runnerEnv(): PATH, TZ, the Go runtime's variables and EXECBOX_*)
 * @param {string} [options.cwd]
 * @param {((text: string) => void) | {write(chunk: Buffer): unknown} | 'inherit' | 'ignore'} [options.stderr]
 *   where to forward the runner's stderr; it is always drained and its tail
 *   kept for close messages
 * @param {boolean | number | RunnerPool} [options.prespawn] take a warm runner
 *   and start the next one: `true` (one warm runner) or a count uses a shared
 *   pool per spawn configuration, closed by closePrespawned(); a RunnerPool
 *   is used as it is (its own spawn options apply)
 * @param {number} [options.maxLineBytes] largest stdout line accepted
 * @param {number} [options.drainTimeoutMs] after the process exited, how long
 *   to wait for its stdout to reach EOF before the close is reported anyway
 */
export function createStdioTransport(options = {}) {
  checkOptionNames(options, TRANSPORT_OPTION_NAMES, 'createStdioTransport option');
  const { prespawn, ...rest } = options;
  if (prespawn instanceof RunnerPool) return prespawn.createTransport();
  const config = spawnConfig(rest);
  if (prespawn === undefined || prespawn === false || prespawn === 0) {
    return new RunnerProcess(config).activate();
  }
  const size = prespawn === true ? 1 : prespawn;
  const key = JSON.stringify([
    config.command,
    config.args,
    config.cwd ?? null,
    config.env ?? null,
    sinkKey(config.stderr),
    config.maxLineBytes,
    config.drainTimeoutMs,
  ]);
  let pool = sharedPools.get(key);
  if (!pool || pool.closed) {
    pool = new RunnerPool({ ...config, prespawn: size });
    sharedPools.set(key, pool);
  } else if (pool.size !== size) {
    pool.size = size;
  }
  return pool.createTransport();
}

// ---------------------------------------------------------------------------
// RunnerExecutor: execbox's Executor shape over the runner

/** execbox's runtime defaults, applied under constructor and per-call options. */
export const DEFAULT_RUNTIME_OPTIONS = Object.freeze({
  timeoutMs: 5000,
  memoryLimitBytes: 64 * 1024 * 1024,
  maxLogLines: 100,
  maxLogChars: 64000,
});

/** execbox's host timing: cancel this long after timeoutMs without a done... */
export const DEFAULT_CANCEL_MARGIN_MS = 100;
/** ...and kill the runner this long after the cancel if still no done comes. */
export const DEFAULT_CANCEL_GRACE_MS = 25;

const TIMEOUT_MESSAGE = 'Execution timed out';
const ERROR_CODES = new Set([
  'timeout',
  'memory_limit',
  'validation_error',
  'tool_error',
  'runtime_error',
  'serialization_error',
  'internal_error',
]);

/**
 * A tool failure with one of execbox's error codes. A tool that throws one
 * fails the guest's call with that code; any other thrown value becomes a
 * `tool_error`. execbox's own ExecuteFailure (what its resolveProvider()
 * wrappers throw) is recognized by its name and code, so providers resolved
 * by execbox keep their codes without this package depending on execbox.
 */
export class ExecuteFailure extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'ExecuteFailure';
    this.code = code;
  }
}

function isExecuteFailure(err) {
  return (
    err instanceof Error &&
    err.name === 'ExecuteFailure' &&
    ERROR_CODES.has(err.code) &&
    typeof err.message === 'string'
  );
}

function thrownMessage(err) {
  if (err instanceof Error) return err.message;
  if (err !== null && typeof err === 'object' && typeof err.message === 'string') return err.message;
  return String(err);
}

/**
 * Where a value could not cross to the guest as a tool result, or
 * undefined when it can: what the runner itself accepts (null, booleans,
 * strings, finite numbers, arrays, plain objects, no cycles), checked
 * before sending so that a host value JSON would silently change (a Date,
 * a Map, NaN) or cannot write (a BigInt) fails the call instead. The answer
 * names the path and what is there: "result.when is a Date".
 */
function unsafePart(value, at = 'result', onPath = new Set()) {
  if (value === null) return undefined;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `${at} is ${value}, which JSON cannot carry`;
    case 'object': {
      if (onPath.has(value)) return `${at} refers back to an object that contains it (a cycle)`;
      onPath.add(value);
      try {
        if (Array.isArray(value)) {
          for (let i = 0; i < value.length; i++) {
            const bad = unsafePart(value[i], `${at}[${i}]`, onPath);
            if (bad) return bad;
          }
          return undefined;
        }
        const proto = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) {
          return `${at} is ${describeObject(value)}, not a plain object`;
        }
        for (const [key, item] of Object.entries(value)) {
          const bad = unsafePart(item, /^[A-Za-z_$][\w$]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`, onPath);
          if (bad) return bad;
        }
        return undefined;
      } finally {
        onPath.delete(value);
      }
    }
    case 'bigint':
      return `${at} is a BigInt`;
    case 'undefined':
      return `${at} is undefined (in an array or object)`;
    default:
      return `${at} is a ${typeof value}`;
  }
}

/**
 * Lower and upper bounds on the UTF-8 bytes of JSON.stringify(value), for
 * a value unsafePart accepted, without building the string: each UTF-16
 * unit of a string takes 1 to 6 bytes (\u escapes).
 */
function jsonBounds(value) {
  switch (typeof value) {
    case 'string':
      return { min: value.length + 2, max: 6 * value.length + 2 };
    case 'number':
      return { min: 1, max: 24 };
    case 'boolean':
      return { min: 4, max: 5 };
    case 'object': {
      if (value === null) return { min: 4, max: 4 };
      let min = 2;
      let max = 2;
      const add = (b, keyLength) => {
        min += b.min + 1 + (keyLength === undefined ? 0 : keyLength + 3);
        max += b.max + 1 + (keyLength === undefined ? 0 : 6 * keyLength + 3);
      };
      if (Array.isArray(value)) for (const item of value) add(jsonBounds(item));
      else for (const [key, item] of Object.entries(value)) add(jsonBounds(item), key.length);
      return { min, max };
    }
    default:
      return { min: 0, max: 0 };
  }
}

function describeObject(value) {
  const name = value?.constructor?.name;
  return typeof name === 'string' && name ? `a ${name}` : 'an object with a prototype';
}

/**
 * Throws a TypeError, naming the place, for a provider the runner would
 * reject or whose tools the guest could not call: a tool without an
 * execute function, a tool listed under a key that is not a usable
 * identifier, or whose safeName differs from its key (the runner names
 * the guest's function by safeName, and the call comes back under that
 * name). Caught when execute() is called, not when the guest calls.
 */
function checkProviders(providers) {
  if (!Array.isArray(providers)) throw new TypeError('providers must be an array of resolved providers');
  const names = new Set();
  providers.forEach((provider, i) => {
    const at = `providers[${i}]`;
    if (provider === null || typeof provider !== 'object' || provider.tools === null || typeof provider.tools !== 'object') {
      throw new TypeError(`${at} must be a resolved provider: { name, tools, types }`);
    }
    if (typeof provider.name !== 'string' || !isIdentifierName(provider.name) || RESERVED_WORDS.has(provider.name)) {
      throw new TypeError(`${at}.name ${JSON.stringify(provider.name)} is not a usable identifier`);
    }
    if (names.has(provider.name)) throw new TypeError(`${at}.name ${JSON.stringify(provider.name)} is a duplicate`);
    names.add(provider.name);
    if (provider.types !== undefined && typeof provider.types !== 'string') {
      throw new TypeError(`${at}.types must be a string`);
    }
    for (const [key, tool] of Object.entries(provider.tools)) {
      const tat = `${at}.tools${/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`}`;
      if (tool === null || typeof tool !== 'object') throw new TypeError(`${tat} must be an object with an execute function`);
      if (typeof tool.execute !== 'function') throw new TypeError(`${tat}.execute must be a function`);
      if (!isIdentifierName(key)) {
        throw new TypeError(`${tat}: the key is the guest-visible (safe) name, and ${JSON.stringify(key)} is not a usable identifier`);
      }
      if (tool.safeName !== undefined && tool.safeName !== key) {
        throw new TypeError(
          `${tat}.safeName ${JSON.stringify(tool.safeName)} differs from its key; list the tool under its safeName ` +
            `(the guest calls ${provider.name}.${typeof tool.safeName === 'string' ? tool.safeName : key}, and the call names it so)`,
        );
      }
      for (const field of ['originalName', 'description']) {
        if (tool[field] !== undefined && typeof tool[field] !== 'string') throw new TypeError(`${tat}.${field} must be a string`);
      }
    }
  });
}

/** What the runner accepts as a tool's safe name (ECMAScript IdentifierName). */
function isIdentifierName(name) {
  return typeof name === 'string' && /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u.test(name);
}

// Not usable as a provider's name (a binding identifier): the reserved words.
const RESERVED_WORDS = new Set(
  ('await break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with yield ' +
    'let static implements interface package private protected public').split(' '),
);

/** The transport-safe part of execbox's resolved providers: names, descriptions, types. */
function providerManifests(providers) {
  checkProviders(providers);
  return providers.map((provider) => ({
    name: provider.name,
    tools: Object.fromEntries(
      Object.entries(provider.tools).map(([safeName, tool]) => [
        safeName,
        {
          safeName,
          originalName: tool.originalName ?? safeName,
          ...(tool.description === undefined ? {} : { description: tool.description }),
        },
      ]),
    ),
    types: typeof provider.types === 'string' ? provider.types : '',
  }));
}

/**
 * The runner's limit on an inbound line, from its arguments
 * (--max-line-bytes N or =N), or its default, 64 MiB.
 */
export const RUNNER_DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;

function runnerLineLimit(args) {
  let limit = RUNNER_DEFAULT_MAX_LINE_BYTES;
  for (let i = 0; i < args.length; i++) {
    const m = /^--?max-line-bytes(?:=(.*))?$/.exec(args[i]);
    if (!m) continue;
    const n = Number(m[1] ?? args[i + 1]);
    if (Number.isInteger(n) && n > 0) limit = n;
  }
  return limit;
}

function mib(bytes) {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/**
 * Call the tool a tool_call names, as execbox's host does, and return the
 * tool_result's ok/result or ok/error part. A result the runner could not
 * take fails the call now, naming the tool and why: one it could not read
 * (over its line limit, which it would drop, leaving the guest to wait out
 * its timeout), or one JSON would change or cannot write.
 */
async function dispatchToolCall(providers, call, signal, lineLimit, pausable = false) {
  const provider = providers.find((p) => p?.name === call.providerName);
  const tool =
    provider && Object.hasOwn(provider.tools, call.safeToolName) ? provider.tools[call.safeToolName] : undefined;
  if (!tool || typeof tool.execute !== 'function') {
    return { ok: false, error: { code: 'internal_error', message: `Unknown tool ${call.providerName}.${call.safeToolName}` } };
  }
  if (signal.aborted) return { ok: false, error: { code: 'timeout', message: TIMEOUT_MESSAGE } };
  const name = `${provider.name}.${call.safeToolName}`;
  let result;
  try {
    result = await tool.execute(call.input, {
      signal,
      providerName: provider.name,
      safeToolName: call.safeToolName,
      originalToolName: tool.originalName ?? call.safeToolName,
    });
  } catch (err) {
    if (pausable && err instanceof PauseExecution) return { pause: err };
    if (isExecuteFailure(err)) return { ok: false, error: { code: err.code, message: err.message } };
    return { ok: false, error: { code: 'tool_error', message: thrownMessage(err) } };
  }
  if (result === undefined) return { ok: true, result };
  const bad = unsafePart(result);
  if (bad) {
    return {
      ok: false,
      error: {
        code: 'serialization_error',
        message: `Host value is not JSON-serializable: tool ${name} returned a value where ${bad}`,
      },
    };
  }
  // The tool_result line around the result: {"type":"tool_result","callId":…,"ok":true,"result":…}.
  // Bounds from a walk first: JSON.stringify of tens of MB takes seconds on
  // a busy machine, and is needed only when the bounds straddle the limit.
  const overhead = 48 + Buffer.byteLength(call.callId);
  const { min, max } = jsonBounds(result);
  let bytes;
  if (min + overhead > lineLimit) bytes = `at least ${min + overhead}`;
  else if (max + overhead > lineLimit) {
    const exact = Buffer.byteLength(JSON.stringify(result)) + overhead;
    if (exact > lineLimit) bytes = String(exact);
  }
  if (bytes !== undefined) {
    return {
      ok: false,
      error: {
        code: 'serialization_error',
        message:
          `Tool ${name} returned a result of ${bytes} bytes as JSON, over the runner's line limit of ` +
          `${mib(lineLimit)} (${lineLimit} bytes; the runner's --max-line-bytes)`,
      },
    };
  }
  return { ok: true, result };
}

/** A done with the fields execbox's message guard requires. */
function isWellFormedDone(m) {
  if (typeof m.ok !== 'boolean' || !Number.isFinite(m.durationMs)) return false;
  if (!Array.isArray(m.logs) || !m.logs.every((l) => typeof l === 'string')) return false;
  return m.ok || (typeof m.error?.code === 'string' && typeof m.error?.message === 'string');
}

/**
 * The runtime options and what each must be: timeouts and the memory
 * limit positive, log limits whole and not negative (as the runner checks
 * them). Any finite value in range works; the host's timers hold any
 * delay (longTimeout).
 */
const RUNTIME_OPTION_KINDS = {
  timeoutMs: 'positive',
  memoryLimitBytes: 'positive',
  maxLogLines: 'count',
  maxLogChars: 'count',
};

function checkRuntimeOption(name, value) {
  if (value === undefined) return;
  const count = RUNTIME_OPTION_KINDS[name] === 'count';
  const want = count ? 'a non-negative integer' : 'a positive finite number';
  if (typeof value !== 'number') throw new TypeError(`${name} must be ${want}, not ${typeof value}`);
  const ok = Number.isFinite(value) && (count ? Number.isInteger(value) && value >= 0 : value > 0);
  if (!ok) throw new RangeError(`${name} must be ${want}, not ${value}`);
}

function checkDelay(name, value) {
  if (typeof value !== 'number') throw new TypeError(`${name} must be a non-negative number`);
  if (!(value >= 0 && Number.isFinite(value))) throw new RangeError(`${name} must be a non-negative finite number, not ${value}`);
  return value;
}

function checkQueueTimeout(value) {
  if (value === undefined) return undefined;
  if (typeof value !== 'number') throw new TypeError('queueTimeoutMs must be a non-negative number (or Infinity)');
  if (!(value >= 0)) throw new RangeError(`queueTimeoutMs must be a non-negative number (or Infinity), not ${value}`);
  return value;
}

function checkArgs(name, args) {
  if (args === undefined) return undefined;
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) throw new TypeError(`${name} must be an array of strings`);
  return args;
}

const EXECUTOR_OWN_OPTION_NAMES = [
  ...Object.keys(RUNTIME_OPTION_KINDS),
  'prespawn',
  'refillDelayMs',
  'cancelMarginMs',
  'cancelGraceMs',
  'maxConcurrency',
  'queueTimeoutMs',
  'checkpointKey',
];
const EXECUTOR_OPTION_NAMES = [...EXECUTOR_OWN_OPTION_NAMES, ...SPAWN_OPTION_NAMES];
const EXECUTION_OPTION_NAMES = [...Object.keys(RUNTIME_OPTION_KINDS), 'signal', 'queueTimeoutMs', 'args', 'durable'];
const RESUME_OPTION_NAMES = [...Object.keys(RUNTIME_OPTION_KINDS), 'signal', 'queueTimeoutMs'];

/** Throws the TypeError of a signal option that is not an AbortSignal. */
function checkSignal(signal) {
  if (signal !== undefined && (signal === null || typeof signal.addEventListener !== 'function' || !('aborted' in signal))) {
    throw new TypeError('signal must be an AbortSignal');
  }
}

/** What a queued execution that never started resolves with. */
function notStarted(reason, queueTimeoutMs, bound) {
  const message =
    reason === 'queue_timeout'
      ? `Execution did not start: it waited ${queueTimeoutMs} ms (queueTimeoutMs) for one of the ${bound} runners ` +
        `(maxConcurrency) to be free`
      : TIMEOUT_MESSAGE;
  return { durationMs: 0, error: { code: 'timeout', message }, logs: [], ok: false };
}

/**
 * execbox's Executor over execbox-runner: `execute(code, providers, options)`
 * runs the code in a fresh runner process and resolves with an ExecuteResult.
 * It never rejects for what the guest or the runner did; a runner that dies,
 * hangs or prints garbage gives a failed result that says so. At most
 * maxConcurrency runners are alive at once; executions past that wait, in
 * order, and their timeoutMs counts from the moment they start.
 */
export class RunnerExecutor {
  #config;
  #runtime;
  #pool;
  #ownPool = false;
  #cancelMarginMs;
  #cancelGraceMs;
  #refillDelayMs;
  #checkpointKey;
  #maxConcurrency;
  #queueTimeoutMs;
  #lineLimit;
  #disposed = false;

  /**
   * @param {object} [options] runtime defaults (timeoutMs, memoryLimitBytes,
   *   maxLogLines, maxLogChars), spawn options (command, args, env, cwd,
   *   stderr, maxLineBytes, drainTimeoutMs), maxConcurrency,
   *   queueTimeoutMs, prespawn (a count, or a RunnerPool to share),
   *   refillDelayMs, cancelMarginMs, cancelGraceMs
   */
  constructor(options = {}) {
    checkOptionNames(options ?? {}, EXECUTOR_OPTION_NAMES, 'RunnerExecutor option');
    const {
      timeoutMs,
      memoryLimitBytes,
      maxLogLines,
      maxLogChars,
      prespawn = 0,
      refillDelayMs = 0,
      cancelMarginMs = DEFAULT_CANCEL_MARGIN_MS,
      cancelGraceMs = DEFAULT_CANCEL_GRACE_MS,
      checkpointKey,
      maxConcurrency,
      queueTimeoutMs,
      ...spawnOptions
    } = options ?? {};
    this.#checkpointKey = checkCheckpointKey(checkpointKey);
    this.#runtime = { timeoutMs, memoryLimitBytes, maxLogLines, maxLogChars };
    for (const [name, value] of Object.entries(this.#runtime)) checkRuntimeOption(name, value);
    this.#cancelMarginMs = checkDelay('cancelMarginMs', cancelMarginMs);
    this.#cancelGraceMs = checkDelay('cancelGraceMs', cancelGraceMs);
    this.#refillDelayMs = checkDelay('refillDelayMs', refillDelayMs);
    this.#queueTimeoutMs = checkQueueTimeout(queueTimeoutMs) ?? Infinity;
    if (prespawn instanceof RunnerPool) {
      if (maxConcurrency !== undefined || Object.keys(spawnOptions).length) {
        throw new TypeError('with prespawn: a RunnerPool, set maxConcurrency and the spawn options on the pool');
      }
      this.#pool = prespawn;
      this.#maxConcurrency = prespawn.maxConcurrency;
      this.#lineLimit = runnerLineLimit(prespawn.args);
    } else {
      // Resolving the binary here makes a missing one an error at start-up,
      // not a failed result on every execution.
      this.#config = spawnConfig(spawnOptions);
      this.#maxConcurrency = checkConcurrency(maxConcurrency);
      this.#lineLimit = runnerLineLimit(this.#config.args);
      const size = prespawn === true ? 1 : prespawn === false ? 0 : prespawn;
      if (typeof size !== 'number') throw new TypeError('prespawn must be a non-negative integer or a RunnerPool');
      if (!(Number.isInteger(size) && size >= 0)) throw new RangeError(`prespawn must be a non-negative integer, not ${size}`);
      // Without prespawn too, a pool of size 0 keeps the bound and the queue.
      this.#startPool(size);
    }
  }

  #startPool(size) {
    this.#pool = new RunnerPool({ ...this.#config, prespawn: size, refillDelayMs: this.#refillDelayMs, maxConcurrency: this.#maxConcurrency });
    this.#ownPool = true;
  }

  /** The most runner processes alive at once (warm ones included). */
  get maxConcurrency() {
    return this.#maxConcurrency;
  }

  /** Executions waiting for a runner. */
  get queued() {
    return this.#pool.queued;
  }

  /**
   * Keep `count` runners started ahead of time (default 1). Resolves once
   * they are spawned; their start-up runs on.
   */
  async prewarm(count = 1) {
    if (this.#disposed) throw new Error('RunnerExecutor is disposed');
    if (typeof count !== 'number') throw new TypeError('count must be a non-negative integer');
    if (!(Number.isInteger(count) && count >= 0)) throw new RangeError(`count must be a non-negative integer, not ${count}`);
    if (this.#ownPool) this.#pool.size = count;
  }

  /**
   * End the runners this executor keeps warm (a RunnerPool passed in is
   * left alone): stdin closed, SIGTERM, SIGKILL only for one that does not
   * exit. Executions in flight and queued ones finish.
   */
  async dispose() {
    this.#disposed = true;
    if (this.#ownPool) await this.#pool.close();
  }

  /**
   * Run `code` with `providers` (execbox's resolved providers) and resolve
   * with an ExecuteResult: { ok: true, result, logs, durationMs } or
   * { ok: false, error: { code, message }, logs, durationMs }.
   *
   * @param {string} code
   * @param {Array<{ name: string, tools: Record<string, { execute: Function, originalName?: string, safeName?: string, description?: string }>, types?: string }>} providers
   * @param {{ timeoutMs?: number, memoryLimitBytes?: number, maxLogLines?: number, maxLogChars?: number, signal?: AbortSignal, queueTimeoutMs?: number, args?: string[] }} [options]
   */
  async execute(code, providers = [], options = {}) {
    if (this.#disposed) throw new Error('RunnerExecutor is disposed');
    if (typeof code !== 'string') throw new TypeError('code must be a string');
    checkOptionNames(options ?? {}, EXECUTION_OPTION_NAMES, 'execute() option');
    const { signal, queueTimeoutMs, args, durable: durableOption, ...overrides } = options ?? {};
    checkSignal(signal);
    if (durableOption !== undefined && typeof durableOption !== 'boolean') throw new TypeError('durable must be a boolean');
    const runtimeOptions = {};
    for (const name of Object.keys(DEFAULT_RUNTIME_OPTIONS)) {
      checkRuntimeOption(name, overrides[name]);
      runtimeOptions[name] = overrides[name] ?? this.#runtime[name] ?? DEFAULT_RUNTIME_OPTIONS[name];
    }
    const queueWait = checkQueueTimeout(queueTimeoutMs) ?? this.#queueTimeoutMs;
    checkArgs('args', args);
    const lineLimit = args?.length ? runnerLineLimit([...this.#pool.args, ...args]) : this.#lineLimit;
    const manifests = providerManifests(providers);
    const durable = durableOption ? new DurableRun({ code, runtimeOptions, key: this.#checkpointKey }) : undefined;
    return this.#run({ code, providers, manifests, runtimeOptions, signal, durable, queueWait, args, lineLimit });
  }

  /**
   * Resume a paused durable execution from its checkpoint (the string a
   * paused result's `paused.checkpoint` holds), in this executor or any
   * other, in this process or any other: the runner replays the execution
   * up to the pause, the calls that were pending go to their tools again,
   * and it resolves as `execute` does (and may pause again). With a
   * `checkpointKey`, a checkpoint whose signature does not verify is
   * refused (the promise rejects, and no runner is started).
   *
   * @param {string} checkpoint
   * @param {Array<object>} providers the same providers as the execution's
   * @param {{ timeoutMs?: number, memoryLimitBytes?: number, maxLogLines?: number, maxLogChars?: number, signal?: AbortSignal, queueTimeoutMs?: number }} [options]
   */
  async resume(checkpoint, providers = [], options = {}) {
    if (this.#disposed) throw new Error('RunnerExecutor is disposed');
    const state = readCheckpoint(checkpoint, this.#checkpointKey);
    checkOptionNames(options ?? {}, RESUME_OPTION_NAMES, 'resume() option');
    const { signal, queueTimeoutMs, ...overrides } = options ?? {};
    checkSignal(signal);
    const runtimeOptions = {};
    for (const name of Object.keys(DEFAULT_RUNTIME_OPTIONS)) {
      checkRuntimeOption(name, overrides[name]);
      runtimeOptions[name] = overrides[name] ?? state.options[name] ?? this.#runtime[name] ?? DEFAULT_RUNTIME_OPTIONS[name];
    }
    const queueWait = checkQueueTimeout(queueTimeoutMs) ?? this.#queueTimeoutMs;
    const manifests = providerManifests(providers);
    const durable = new DurableRun({ code: state.code, runtimeOptions, key: this.#checkpointKey, resumeFrom: state });
    return this.#run({ code: state.code, providers, manifests, runtimeOptions, signal, durable, queueWait, lineLimit: this.#lineLimit });
  }

  async #run({ code, providers, manifests, runtimeOptions, signal, durable, queueWait, args, lineLimit }) {
    if (signal?.aborted) {
      // As execbox: a caller that has already given up gets a timeout, and no
      // process is started for it.
      return notStarted('aborted');
    }
    // The queue: the time spent here is not the guest's; its timeout
    // starts when it has a runner.
    const got = await this.#pool.transport({ signal, queueTimeoutMs: queueWait, args });
    if (got.reason) return notStarted(got.reason, queueWait, this.#maxConcurrency);
    return runSession({
      transport: got.transport,
      executionId: randomUUID(),
      code,
      manifests,
      providers,
      runtimeOptions,
      signal,
      startedAt: Date.now(),
      cancelMarginMs: this.#cancelMarginMs,
      cancelGraceMs: this.#cancelGraceMs,
      durable,
      lineLimit,
    });
  }
}

/**
 * One execution over one runner transport, with execbox's host timing: the
 * guest's deadline is the runner's to keep, and the host steps in only when
 * timeoutMs plus cancelMarginMs has passed without a done (or the caller
 * aborts): it sends cancel, and kills the runner cancelGraceMs later.
 */
function runSession({ transport, executionId, code, manifests, providers, runtimeOptions, signal, startedAt, cancelMarginMs, cancelGraceMs, durable, lineLimit }) {
  const toolAbort = new AbortController();
  return new Promise((resolve) => {
    let finished = false;
    let cancelling = false;
    let graceTimer;

    const withStderr = (message) => {
      const tail = transport.stderrTail().trim();
      if (!tail || message.includes('stderr')) return message;
      const clipped = tail.length > STDERR_IN_MESSAGE_CHARS ? `…${tail.slice(tail.length - STDERR_IN_MESSAGE_CHARS)}` : tail;
      return `${message}; stderr tail:\n${clipped}`;
    };
    const failure = (code, message) => ({ durationMs: Date.now() - startedAt, error: { code, message }, logs: [], ok: false });

    const finish = (result) => {
      if (finished) return;
      finished = true;
      toolAbort.abort();
      deadlineTimer.cancel();
      clearTimeout(graceTimer);
      offMessage();
      offError();
      offClose();
      signal?.removeEventListener('abort', startCancellation);
      // After a done the runner exits by itself; otherwise it is killed.
      // Either way the process is gone before anyone could notice.
      transport.dispose().catch(() => {});
      resolve(result);
    };
    // Once a cancellation has started, whatever ends the session is the
    // timeout the caller asked for (or the deadline imposed).
    const fail = (message) => finish(cancelling ? failure('timeout', TIMEOUT_MESSAGE) : failure('internal_error', message));

    const send = (message) => {
      if (finished) return;
      transport.send(message).catch((err) => fail(`could not write to execbox-runner: ${thrownMessage(err)}`));
    };

    function startCancellation() {
      if (finished || cancelling) return;
      cancelling = true;
      toolAbort.abort();
      send({ type: 'cancel', id: executionId });
      graceTimer = setTimeout(() => {
        if (finished) return;
        transport.terminate().finally(() => finish(failure('timeout', TIMEOUT_MESSAGE)));
      }, cancelGraceMs);
    }

    const deadlineTimer = longTimeout(startCancellation, runtimeOptions.timeoutMs + cancelMarginMs);

    const offMessage = transport.onMessage((message) => {
      if (finished) return;
      durable?.onLine(message);
      switch (message.type) {
        case 'started':
          return;
        case 'tool_call': {
          if (typeof message.callId !== 'string') return;
          const callId = message.callId;
          if (durable) {
            durable.onToolCall(message, providers, toolAbort.signal, lineLimit, send, () => send({ type: 'cancel', id: executionId }));
            return;
          }
          dispatchToolCall(providers, message, toolAbort.signal, lineLimit).then(
            (outcome) => send({ type: 'tool_result', callId, ...outcome }),
            (err) => send({ type: 'tool_result', callId, ok: false, error: { code: 'internal_error', message: thrownMessage(err) } }),
          );
          return;
        }
        case 'done': {
          if (message.id !== executionId) return;
          if (!isWellFormedDone(message)) {
            fail(withStderr(`execbox-runner wrote a malformed done: ${excerpt(JSON.stringify(message))}`));
            return;
          }
          if (durable?.paused) {
            finish(durable.pausedResult(message));
            return;
          }
          finish(
            message.ok
              ? { durationMs: message.durationMs, logs: message.logs, ok: true, result: message.result }
              : { durationMs: message.durationMs, error: { code: message.error.code, message: message.error.message }, logs: message.logs, ok: false },
          );
          return;
        }
        default:
      }
    });
    // Garbage on stdout or a process that could not start: the runner can no
    // longer be trusted to finish, so the execution fails now.
    const offError = transport.onError((err) => fail(withStderr(err.message)));
    // The process ended without a done; the reason says how, with stderr's tail.
    const offClose = transport.onClose((reason) => fail(reason?.message ?? 'execbox-runner closed before done'));
    signal?.addEventListener('abort', startCancellation, { once: true });

    send({ type: 'execute', id: executionId, code, options: runtimeOptions, providers: manifests, ...durable?.executeMember(executionId) });
    for (const result of durable?.heldResults() ?? []) send(result);
  });
}

// ---------------------------------------------------------------------------
// Durable executions: pause at a tool call, resume later in any process
//
// The runner keeps a journal of everything an execution learns from outside
// and replays it to resume (docs/protocol.md, "Durable executions"). Here a
// tool pauses the execution by throwing PauseExecution; the host then lets
// the calls already running finish, cancels the runner (whose done hands
// out the journal's tail), and returns a checkpoint: the code, the journal,
// the results the host gave that the journal does not hold yet, and the
// options, signed when the executor has a checkpointKey.

/**
 * Thrown by a tool to pause a durable execution at its call (for a person to
 * approve it, say). The call gets no result: the execution resolves with
 * `paused`, and on `resume` the call goes to the tool again. In an execution
 * that is not durable it fails the call as a `tool_error` with its message.
 */
export class PauseExecution extends Error {
  /** @param {string} [reason] why the call waits, for the caller to show */
  constructor(reason) {
    super(reason === undefined ? 'Execution paused' : String(reason));
    this.name = 'PauseExecution';
    this.reason = reason;
  }
}

const CHECKPOINT_FORMAT = 'execbox-checkpoint/1';
const SIGNATURE_PREFIX = 'hmac-sha256:';

function checkCheckpointKey(key) {
  if (key === undefined) return undefined;
  if ((typeof key === 'string' && key.length > 0) || (key instanceof Uint8Array && key.length > 0)) return key;
  throw new TypeError('checkpointKey must be a non-empty string or Uint8Array');
}

function sign(body, key) {
  return SIGNATURE_PREFIX + createHmac('sha256', key).update(body).digest('base64url');
}

/** The checkpoint string of a paused execution's state, signed with key if there is one. */
function writeCheckpoint(state, key) {
  const body = JSON.stringify(state);
  return JSON.stringify(key === undefined ? { format: CHECKPOINT_FORMAT, state: body } : { format: CHECKPOINT_FORMAT, state: body, signature: sign(body, key) });
}

/** The state of a checkpoint, after checking its signature when key is set. */
function readCheckpoint(checkpoint, key) {
  if (typeof checkpoint !== 'string') throw new TypeError('checkpoint must be a string');
  let outer;
  try {
    outer = JSON.parse(checkpoint);
  } catch {
    throw new TypeError('checkpoint is not JSON');
  }
  if (outer === null || typeof outer !== 'object' || outer.format !== CHECKPOINT_FORMAT || typeof outer.state !== 'string') {
    throw new TypeError(`checkpoint is not an ${CHECKPOINT_FORMAT} checkpoint`);
  }
  if (key !== undefined) {
    if (typeof outer.signature !== 'string') throw new Error('checkpoint refused: it is not signed, and this executor has a checkpointKey');
    const want = Buffer.from(sign(outer.state, key));
    const got = Buffer.from(outer.signature);
    if (got.length !== want.length || !timingSafeEqual(got, want)) throw new Error('checkpoint refused: its signature does not verify');
  }
  const state = JSON.parse(outer.state);
  if (
    typeof state?.code !== 'string' ||
    !Array.isArray(state.journal) ||
    state.results === null ||
    typeof state.results !== 'object' ||
    state.options === null ||
    typeof state.options !== 'object'
  ) {
    throw new TypeError('checkpoint state is malformed');
  }
  return state;
}

/** The host's side of one durable run: the journal it gathers, and pausing. */
class DurableRun {
  constructor({ code, runtimeOptions, key, resumeFrom }) {
    this.code = code;
    this.options = runtimeOptions;
    this.key = key;
    this.resumeFrom = resumeFrom;
    this.journal = resumeFrom ? [...resumeFrom.journal] : [];
    // Results sent by an earlier run's host that its journal does not hold:
    // sent again before any call, they settle those calls without running
    // their tools a second time.
    this.known = new Map(resumeFrom ? Object.entries(resumeFrom.results) : []);
    this.answered = new Map();
    this.pending = [];
    this.inFlight = 0;
    this.paused = false;
    this.stopping = false;
  }

  executeMember(id) {
    this.id = id;
    return { durable: this.resumeFrom ? { journal: this.resumeFrom.journal } : {} };
  }

  heldResults() {
    return [...this.known].map(([callId, outcome]) => ({ type: 'tool_result', callId, ...outcome }));
  }

  onLine(message) {
    if (message.type !== 'tool_call' && message.id !== this.id) return;
    if (Array.isArray(message.journal)) this.journal.push(...message.journal);
  }

  onToolCall(message, providers, signal, lineLimit, send, cancel) {
    const callId = message.callId;
    // A call the host already answered, announced again by a resumed run:
    // the result sent up front settles it.
    if (this.known.has(callId)) return;
    // Once the run is being stopped, a new call waits for the resume.
    if (this.stopping) return;
    this.inFlight++;
    dispatchToolCall(providers, message, signal, lineLimit, true)
      .catch((err) => ({ ok: false, error: { code: 'internal_error', message: thrownMessage(err) } }))
      .then((outcome) => {
        this.inFlight--;
        if (outcome.pause) {
          this.paused = true;
          this.pending.push({
            callId,
            providerName: message.providerName,
            safeToolName: message.safeToolName,
            input: message.input,
            reason: outcome.pause.reason,
          });
        } else if (!this.stopping) {
          this.answered.set(callId, outcome);
          send({ type: 'tool_result', callId, ...outcome });
        }
        // The calls running when a tool paused finish first, so that their
        // results go into the journal rather than to their tools again.
        if (this.paused && this.inFlight === 0 && !this.stopping) {
          this.stopping = true;
          cancel();
        }
      });
  }

  /** The result for the done of a run stopped because a tool paused. */
  pausedResult(done) {
    if (done.ok || done.error.code !== 'timeout' || !this.stopping) {
      // It ended on its own before the cancel took effect.
      return done.ok
        ? { durationMs: done.durationMs, logs: done.logs, ok: true, result: done.result }
        : { durationMs: done.durationMs, error: { code: done.error.code, message: done.error.message }, logs: done.logs, ok: false };
    }
    const journaled = new Set(this.journal.filter((e) => e?.kind === 'result').map((e) => e.callId));
    const results = {};
    for (const [callId, outcome] of [...this.known, ...this.answered]) {
      if (!journaled.has(callId)) results[callId] = outcome;
    }
    const checkpoint = writeCheckpoint({ code: this.code, options: this.options, journal: this.journal, results }, this.key);
    const first = this.pending[0];
    const more = this.pending.length > 1 ? ` (and ${this.pending.length - 1} more)` : '';
    const why = first.reason === undefined ? '' : `: ${first.reason}`;
    return {
      durationMs: done.durationMs,
      error: { code: 'tool_error', message: `Execution paused at ${first.providerName}.${first.safeToolName}${why}${more}` },
      logs: done.logs,
      ok: false,
      paused: { checkpoint, pending: this.pending },
    };
  }
}
