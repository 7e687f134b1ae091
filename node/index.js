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
// After done, dispose() lets the runner exit by itself for this long, then kills it.
const DISPOSE_EXIT_GRACE_MS = 100;
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
      env: config.env ?? runnerEnv(),
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

  kill() {
    if (this.closed || this.exitInfo !== undefined || this.pid === undefined) return;
    // Whoever waits for this process to go away keeps Node alive until it has.
    if (!this.active) setRef(this.child, true);
    try {
      this.child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }

  /** SIGKILL; resolves once the process has exited and its pipes are closed. */
  terminate() {
    if (!this.closed && this.exitInfo === undefined) {
      this.terminated = true;
      this.kill();
    }
    return this.exited.then(() => {});
  }

  /**
   * Stop listening and make sure the process is gone: after a done it may
   * exit by itself for a moment, otherwise it is killed at once.
   */
  dispose() {
    if (!this.disposed) {
      this.disposed = true;
      this.messageHandlers.clear();
      this.errorHandlers.clear();
      this.closeHandlers.clear();
      if (!this.closed && this.exitInfo === undefined) {
        if (this.doneSeen) {
          this.child.stdin?.end();
          this.timer(() => this.kill(), DISPOSE_EXIT_GRACE_MS);
        } else {
          this.kill();
        }
      }
    }
    return this.exited.then(() => {});
  }
}

// ---------------------------------------------------------------------------
// Prespawned runners

const livePools = new Set();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Warm runners do not keep Node alive; when Node exits they would see EOF
  // on stdin and exit by themselves. Killing them here is quicker and quiet.
  process.on('exit', () => {
    for (const pool of livePools) pool.killWarmNow();
  });
}

/**
 * Keeps `prespawn` runner processes started ahead of time. Each
 * createTransport() hands one of them to an execution (every execution still
 * gets its own fresh process) and starts a replacement right after.
 */
export class RunnerPool {
  #config;
  #size;
  #warm = [];
  #closed = false;
  #refillScheduled = false;
  #refillDelayMs;

  constructor(options = {}) {
    const { prespawn = 1, refillDelayMs = 0, ...rest } = options;
    this.#config = spawnConfig(rest);
    this.#size = RunnerPool.#checkSize(prespawn);
    if (!(Number.isFinite(refillDelayMs) && refillDelayMs >= 0)) {
      throw new TypeError('refillDelayMs must be a non-negative number');
    }
    this.#refillDelayMs = refillDelayMs;
    livePools.add(this);
    installExitHook();
    this.#fill();
  }

  static #checkSize(n) {
    if (!(Number.isInteger(n) && n >= 0)) throw new TypeError('prespawn must be a non-negative integer');
    return n;
  }

  /** How many runners are kept warm. */
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

  /** Pids of the runners currently waiting, oldest first. */
  get warmPids() {
    return this.#warm.filter((p) => p.alive).map((p) => p.pid);
  }

  /** A HostTransport on a warm runner, or on a fresh one if none is ready. */
  createTransport() {
    if (this.#closed) throw new Error('RunnerPool is closed');
    let proc;
    while (this.#warm.length) {
      const candidate = this.#warm.shift();
      if (candidate.alive) {
        proc = candidate;
        break;
      }
      candidate.dispose();
    }
    proc ??= new RunnerProcess(this.#config);
    const transport = proc.activate();
    this.#scheduleRefill();
    return transport;
  }

  /** Kill the warm runners and stop refilling. Handed-out transports are not touched. */
  async close() {
    if (this.#closed) return;
    this.#closed = true;
    livePools.delete(this);
    const warm = this.#warm;
    this.#warm = [];
    await Promise.all(warm.map((p) => p.dispose()));
  }

  killWarmNow() {
    for (const p of this.#warm) p.kill();
  }

  #scheduleRefill() {
    if (this.#refillScheduled) return;
    this.#refillScheduled = true;
    // Not before the caller has sent its execute. spawn() blocks this thread
    // for a millisecond or two, so refillDelayMs can move it further away
    // from the execution that just started.
    const refill = () => {
      this.#refillScheduled = false;
      this.#fill();
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
    while (this.#warm.length < this.#size) {
      const proc = new RunnerProcess(this.#config, { warm: true });
      // A warm runner that dies is dropped; the next createTransport()
      // spawns a fresh one (no respawn loop for a binary that cannot run).
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
 * Whether a value may cross to the guest as a tool result: what the runner
 * itself accepts (null, booleans, strings, finite numbers, arrays, plain
 * objects, no cycles), checked before sending so that a host value JSON would
 * silently change (a Date, a Map, NaN) fails the call instead.
 */
function isTransportSafe(value, onPath = new Set()) {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (onPath.has(value)) return false;
      onPath.add(value);
      try {
        if (Array.isArray(value)) return value.every((item) => isTransportSafe(item, onPath));
        const proto = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) return false;
        return Object.values(value).every((item) => isTransportSafe(item, onPath));
      } finally {
        onPath.delete(value);
      }
    }
    default:
      return false;
  }
}

/** The transport-safe part of execbox's resolved providers: names, descriptions, types. */
function providerManifests(providers) {
  if (!Array.isArray(providers)) throw new TypeError('providers must be an array of resolved providers');
  return providers.map((provider, i) => {
    if (provider === null || typeof provider !== 'object' || provider.tools === null || typeof provider.tools !== 'object') {
      throw new TypeError(`providers[${i}] must be a resolved provider: { name, tools, types }`);
    }
    return {
      name: provider.name,
      tools: Object.fromEntries(
        Object.entries(provider.tools).map(([safeName, tool]) => [
          safeName,
          {
            safeName: tool?.safeName ?? safeName,
            originalName: tool?.originalName ?? safeName,
            ...(tool?.description === undefined ? {} : { description: tool.description }),
          },
        ]),
      ),
      types: typeof provider.types === 'string' ? provider.types : '',
    };
  });
}

/**
 * Call the tool a tool_call names, as execbox's host does, and return the
 * tool_result's ok/result or ok/error part.
 */
async function dispatchToolCall(providers, call, signal, pausable = false) {
  const provider = providers.find((p) => p?.name === call.providerName);
  const tool =
    provider && Object.hasOwn(provider.tools, call.safeToolName) ? provider.tools[call.safeToolName] : undefined;
  if (!tool || typeof tool.execute !== 'function') {
    return { ok: false, error: { code: 'internal_error', message: `Unknown tool ${call.providerName}.${call.safeToolName}` } };
  }
  if (signal.aborted) return { ok: false, error: { code: 'timeout', message: TIMEOUT_MESSAGE } };
  try {
    const result = await tool.execute(call.input, {
      signal,
      providerName: provider.name,
      safeToolName: tool.safeName ?? call.safeToolName,
      originalToolName: tool.originalName ?? call.safeToolName,
    });
    if (result !== undefined && !isTransportSafe(result)) {
      return { ok: false, error: { code: 'serialization_error', message: 'Host value is not JSON-serializable' } };
    }
    return { ok: true, result };
  } catch (err) {
    if (pausable && err instanceof PauseExecution) return { pause: err };
    if (isExecuteFailure(err)) return { ok: false, error: { code: err.code, message: err.message } };
    return { ok: false, error: { code: 'tool_error', message: thrownMessage(err) } };
  }
}

/** A done with the fields execbox's message guard requires. */
function isWellFormedDone(m) {
  if (typeof m.ok !== 'boolean' || !Number.isFinite(m.durationMs)) return false;
  if (!Array.isArray(m.logs) || !m.logs.every((l) => typeof l === 'string')) return false;
  return m.ok || (typeof m.error?.code === 'string' && typeof m.error?.message === 'string');
}

function checkRuntimeOption(name, value) {
  if (value === undefined) return;
  if (!(typeof value === 'number' && value > 0 && Number.isFinite(value))) {
    throw new TypeError(`${name} must be a positive number`);
  }
}

function checkDelay(name, value) {
  if (!(typeof value === 'number' && value >= 0 && Number.isFinite(value))) {
    throw new TypeError(`${name} must be a non-negative number`);
  }
  return value;
}

/**
 * execbox's Executor over execbox-runner: `execute(code, providers, options)`
 * runs the code in a fresh runner process and resolves with an ExecuteResult.
 * It never rejects for what the guest or the runner did; a runner that dies,
 * hangs or prints garbage gives a failed result that says so.
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
  #disposed = false;

  /**
   * @param {object} [options] runtime defaults (timeoutMs, memoryLimitBytes,
   *   maxLogLines, maxLogChars), spawn options (command, args, env, cwd,
   *   stderr, maxLineBytes, drainTimeoutMs), prespawn (a count, or a
   *   RunnerPool to share), refillDelayMs, cancelMarginMs, cancelGraceMs
   */
  constructor(options = {}) {
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
      ...spawnOptions
    } = options;
    this.#checkpointKey = checkCheckpointKey(checkpointKey);
    this.#runtime = { timeoutMs, memoryLimitBytes, maxLogLines, maxLogChars };
    for (const [name, value] of Object.entries(this.#runtime)) checkRuntimeOption(name, value);
    this.#cancelMarginMs = checkDelay('cancelMarginMs', cancelMarginMs);
    this.#cancelGraceMs = checkDelay('cancelGraceMs', cancelGraceMs);
    this.#refillDelayMs = checkDelay('refillDelayMs', refillDelayMs);
    if (prespawn instanceof RunnerPool) {
      this.#pool = prespawn;
    } else {
      // Resolving the binary here makes a missing one an error at start-up,
      // not a failed result on every execution.
      this.#config = spawnConfig(spawnOptions);
      const size = prespawn === true ? 1 : prespawn === false ? 0 : prespawn;
      if (!(Number.isInteger(size) && size >= 0)) throw new TypeError('prespawn must be a non-negative integer or a RunnerPool');
      if (size > 0) this.#startPool(size);
    }
  }

  #startPool(size) {
    this.#pool = new RunnerPool({ ...this.#config, prespawn: size, refillDelayMs: this.#refillDelayMs });
    this.#ownPool = true;
  }

  /**
   * Keep `count` runners started ahead of time (default 1). Resolves once
   * they are spawned; their start-up runs on.
   */
  async prewarm(count = 1) {
    if (this.#disposed) throw new Error('RunnerExecutor is disposed');
    if (!(Number.isInteger(count) && count >= 0)) throw new TypeError('count must be a non-negative integer');
    if (!this.#pool) {
      if (count > 0) this.#startPool(count);
    } else if (this.#ownPool) {
      this.#pool.size = count;
    }
  }

  /** Kill the runners this executor keeps warm (a RunnerPool passed in is left alone). Executions in flight finish. */
  async dispose() {
    this.#disposed = true;
    if (this.#pool && this.#ownPool) await this.#pool.close();
  }

  /**
   * Run `code` with `providers` (execbox's resolved providers) and resolve
   * with an ExecuteResult: { ok: true, result, logs, durationMs } or
   * { ok: false, error: { code, message }, logs, durationMs }.
   *
   * @param {string} code
   * @param {Array<{ name: string, tools: Record<string, { execute: Function, originalName?: string, safeName?: string, description?: string }>, types?: string }>} providers
   * @param {{ timeoutMs?: number, memoryLimitBytes?: number, maxLogLines?: number, maxLogChars?: number, signal?: AbortSignal }} [options]
   */
  async execute(code, providers = [], options = {}) {
    if (this.#disposed) throw new Error('RunnerExecutor is disposed');
    if (typeof code !== 'string') throw new TypeError('code must be a string');
    const { signal, durable: durableOption, ...overrides } = options ?? {};
    const runtimeOptions = {};
    for (const name of Object.keys(DEFAULT_RUNTIME_OPTIONS)) {
      checkRuntimeOption(name, overrides[name]);
      runtimeOptions[name] = overrides[name] ?? this.#runtime[name] ?? DEFAULT_RUNTIME_OPTIONS[name];
    }
    const manifests = providerManifests(providers);
    const durable = durableOption ? new DurableRun({ code, runtimeOptions, key: this.#checkpointKey }) : undefined;
    return this.#run({ code, providers, manifests, runtimeOptions, signal, durable });
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
   * @param {{ timeoutMs?: number, memoryLimitBytes?: number, maxLogLines?: number, maxLogChars?: number, signal?: AbortSignal }} [options]
   */
  async resume(checkpoint, providers = [], options = {}) {
    if (this.#disposed) throw new Error('RunnerExecutor is disposed');
    const state = readCheckpoint(checkpoint, this.#checkpointKey);
    const { signal, ...overrides } = options ?? {};
    const runtimeOptions = {};
    for (const name of Object.keys(DEFAULT_RUNTIME_OPTIONS)) {
      checkRuntimeOption(name, overrides[name]);
      runtimeOptions[name] = overrides[name] ?? state.options[name] ?? this.#runtime[name] ?? DEFAULT_RUNTIME_OPTIONS[name];
    }
    const manifests = providerManifests(providers);
    const durable = new DurableRun({ code: state.code, runtimeOptions, key: this.#checkpointKey, resumeFrom: state });
    return this.#run({ code: state.code, providers, manifests, runtimeOptions, signal, durable });
  }

  #run({ code, providers, manifests, runtimeOptions, signal, durable }) {
    const startedAt = Date.now();
    if (signal?.aborted) {
      // As execbox: a caller that has already given up gets a timeout, and no
      // process is started for it.
      return { durationMs: 0, error: { code: 'timeout', message: TIMEOUT_MESSAGE }, logs: [], ok: false };
    }
    const transport = this.#pool ? this.#pool.createTransport() : new RunnerProcess(this.#config).activate();
    return runSession({
      transport,
      executionId: randomUUID(),
      code,
      manifests,
      providers,
      runtimeOptions,
      signal,
      startedAt,
      cancelMarginMs: this.#cancelMarginMs,
      cancelGraceMs: this.#cancelGraceMs,
      durable,
    });
  }
}

/**
 * One execution over one runner transport, with execbox's host timing: the
 * guest's deadline is the runner's to keep, and the host steps in only when
 * timeoutMs plus cancelMarginMs has passed without a done (or the caller
 * aborts): it sends cancel, and kills the runner cancelGraceMs later.
 */
function runSession({ transport, executionId, code, manifests, providers, runtimeOptions, signal, startedAt, cancelMarginMs, cancelGraceMs, durable }) {
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
      clearTimeout(deadlineTimer);
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

    const deadlineTimer = setTimeout(startCancellation, runtimeOptions.timeoutMs + cancelMarginMs);

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
            durable.onToolCall(message, providers, toolAbort.signal, send, () => send({ type: 'cancel', id: executionId }));
            return;
          }
          dispatchToolCall(providers, message, toolAbort.signal).then(
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

  onToolCall(message, providers, signal, send, cancel) {
    const callId = message.callId;
    // A call the host already answered, announced again by a resumed run:
    // the result sent up front settles it.
    if (this.known.has(callId)) return;
    // Once the run is being stopped, a new call waits for the resume.
    if (this.stopping) return;
    this.inFlight++;
    dispatchToolCall(providers, message, signal, true)
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
