// Type declarations for the execbox-runner Node host adapter.
//
// The message and transport types restate execbox's protocol types
// (`@execbox/core/protocol`) structurally, so that a StdioTransport can be
// passed wherever execbox wants a HostTransport without this package
// depending on execbox.

/// <reference types="node" />

export type ExecuteErrorCode =
  | 'timeout'
  | 'memory_limit'
  | 'validation_error'
  | 'tool_error'
  | 'runtime_error'
  | 'serialization_error'
  | 'internal_error';

export interface ExecuteError {
  code: ExecuteErrorCode;
  message: string;
}

/**
 * The guest's limits. Checked when given: a value of the wrong type is a
 * TypeError, one out of range a RangeError.
 */
export interface ExecutorRuntimeOptions {
  /** Wall-clock time the guest may run, from its start (not counting time queued). Positive, finite; any size. Default 5000. */
  timeoutMs?: number;
  /** Positive, finite. Default 64 MiB. */
  memoryLimitBytes?: number;
  /** Non-negative integer. Default 100. */
  maxLogLines?: number;
  /** Non-negative integer. Default 64000. */
  maxLogChars?: number;
}

export interface ProviderToolManifest {
  safeName: string;
  /** Optional on the wire; the runner uses safeName when it is absent. */
  originalName?: string;
  description?: string;
}

export interface ProviderManifest {
  name: string;
  tools: Record<string, ProviderToolManifest>;
  /** Optional on the wire; not used by the runner. */
  types?: string;
}

// Dispatcher → runner

export interface ExecuteMessage {
  type: 'execute';
  id: string;
  code: string;
  options: ExecutorRuntimeOptions;
  providers: ProviderManifest[];
}

export interface CancelMessage {
  type: 'cancel';
  id: string;
}

export type ToolResultMessage = { type: 'tool_result'; callId: string } & (
  | { ok: true; result: unknown }
  | { ok: false; error: { code: string; message: string } }
);

export type DispatcherMessage = ExecuteMessage | CancelMessage | ToolResultMessage;

// Runner → dispatcher

export interface StartedMessage {
  type: 'started';
  id: string;
}

/** `input` is always present (restored as undefined when the wire omits it). */
export interface ToolCallMessage {
  type: 'tool_call';
  callId: string;
  providerName: string;
  safeToolName: string;
  input: unknown;
}

/** `result` is always present on a successful done (restored as undefined when the wire omits it). */
export interface DoneSuccessMessage<T = unknown> {
  type: 'done';
  id: string;
  ok: true;
  durationMs: number;
  logs: string[];
  result?: T;
}

export interface DoneFailureMessage {
  type: 'done';
  id: string;
  ok: false;
  durationMs: number;
  logs: string[];
  error: ExecuteError;
}

export type DoneMessage = DoneSuccessMessage | DoneFailureMessage;

export type RunnerMessage = StartedMessage | ToolCallMessage | DoneMessage;

/** Why the transport closed before a done: the process exited or could not start. */
export interface TransportCloseReason {
  code?: number | null;
  signal?: NodeJS.Signals | null;
  /** Says what happened and quotes the tail of the runner's stderr. */
  message: string;
}

/** execbox's HostTransport contract (`@execbox/core/protocol`). */
export interface HostTransport {
  send(message: DispatcherMessage): Promise<void> | void;
  onMessage(handler: (message: RunnerMessage) => void): () => void;
  onError(handler: (error: Error) => void): () => void;
  onClose(handler: (reason?: TransportCloseReason) => void): () => void;
  terminate(): Promise<void> | void;
  dispose(): Promise<void> | void;
}

export interface RunnerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A HostTransport over one execbox-runner process. */
export interface StdioTransport extends HostTransport {
  /**
   * Write one message as a JSON line. Resolves once written; resolves
   * without writing when the runner has already gone (the close, or the done
   * already on its stdout, tells how the execution ended). Rejects when the
   * message cannot be serialized or the transport is disposed.
   */
  send(message: DispatcherMessage): Promise<void>;
  /** Every stdout line, parsed, with `input` / `result` keys restored. */
  onMessage(handler: (message: RunnerMessage) => void): () => void;
  /**
   * The process could not be started, or wrote a stdout line that is not a
   * JSON object or is longer than maxLineBytes.
   */
  onError(handler: (error: Error) => void): () => void;
  /**
   * The process ended without a done for the execute sent through this
   * transport. Reported once, after stdout has been read to the end; a
   * handler added later is called too.
   */
  onClose(handler: (reason: TransportCloseReason) => void): () => void;
  /**
   * SIGTERM (the runner ends its execution as a cancel does, with a timeout
   * done, reaps its watchdog and exits); SIGKILL only if it has not exited
   * 200 ms later. Resolves once the process has exited and its pipes are
   * closed.
   */
  terminate(): Promise<void>;
  /**
   * Drop every handler and make sure the process is gone: stdin is closed
   * (a runner that wrote its done, or never got an execute, exits by itself
   * within 100 ms), otherwise SIGTERM, and SIGKILL only for one still there
   * 200 ms after that. Resolves once it has exited. Safe to call more than
   * once.
   */
  dispose(): Promise<void>;
  /** The process id (undefined if the process could not be started). */
  readonly pid: number | undefined;
  /** Resolves when the process has exited and its stdio is closed. */
  readonly exited: Promise<RunnerExit>;
  /** The last 16 KiB of the runner's stderr, as text. */
  stderrTail(): string;
}

export type StderrOption =
  | ((text: string) => void)
  | { write(chunk: Buffer): unknown }
  | 'inherit'
  | 'ignore';

export interface SpawnOptions {
  /** The runner binary. Default: resolveRunnerBinary(). */
  command?: string;
  /** Runner arguments, e.g. ['--log-level', 'info']. Default: none. */
  args?: string[];
  /**
   * The child's environment. Default: runnerEnv(), the variables the runner
   * reads (PATH, TZ, GODEBUG, GOGC, GOMEMLIMIT, GOMAXPROCS, GOTRACEBACK) and
   * EXECBOX_*, never the rest of process.env. Either way the adapter adds
   * EXECBOX_RUNNER_PARENT_PID (this process's pid), by which a runner whose
   * host died before it asked to be told of that death still ends.
   */
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /**
   * Where to forward the runner's stderr. It is always drained, and its tail
   * kept for close messages, whatever this says. Default: 'ignore'.
   */
  stderr?: StderrOption;
  /** Largest stdout line accepted; a longer one is dropped and reported through onError. Default 256 MiB. */
  maxLineBytes?: number;
  /**
   * After the process exited, how long to wait for its stdout to reach EOF
   * (something it started might hold it open) before the close is reported
   * anyway. Default 1000 ms.
   */
  drainTimeoutMs?: number;
}

export interface StdioTransportOptions extends SpawnOptions {
  /**
   * Take a runner started ahead of time; its replacement starts once no
   * execution the pool handed a runner to is in flight.
   * `true` (one warm runner) or a count uses a pool shared by every call with
   * the same spawn options, shut down by closePrespawned(). A RunnerPool is
   * used as it is, with its own spawn options.
   */
  prespawn?: boolean | number | RunnerPool;
}

export interface RunnerPoolOptions extends SpawnOptions {
  /** How many runners to keep started ahead of time. Default 1. */
  prespawn?: number;
  /**
   * Replacements are started once no runner the pool handed out is still
   * executing (its done read, or its process gone), on the next turn of the
   * event loop; this waits longer. Default 0.
   */
  refillDelayMs?: number;
  /**
   * The most runner processes the pool has alive at once: warm ones,
   * handed-out ones and ones still exiting. Default: defaultMaxConcurrency().
   */
  maxConcurrency?: number;
}

/** What RunnerPool.transport() resolves with. */
export type PoolTransport = { transport: StdioTransport; reason?: undefined } | { transport?: undefined; reason: 'aborted' | 'queue_timeout' };

/**
 * Keeps `prespawn` runners started ahead of time, within maxConcurrency
 * runner processes alive at once. Each execution still gets its own fresh
 * process. Warm runners do not keep Node alive. No replacement is spawned
 * while a runner it handed out is executing.
 */
export declare class RunnerPool {
  constructor(options?: RunnerPoolOptions);
  /** How many runners are kept warm; settable. */
  size: number;
  readonly closed: boolean;
  readonly maxConcurrency: number;
  /** Runner processes of this pool now alive: warm, handed out, or exiting. */
  readonly liveProcesses: number;
  /** Callers of transport() waiting for a runner. */
  readonly queued: number;
  /** The runner arguments its processes are started with. */
  readonly args: string[];
  /** Pids of the runners now waiting. */
  readonly warmPids: number[];
  /**
   * A transport on a warm runner (or a fresh one if none is ready), at once:
   * it does not wait for the bound, though it counts towards it. Throws once
   * closed.
   */
  createTransport(): StdioTransport;
  /**
   * A transport once the pool has a process to spare under maxConcurrency;
   * callers wait in order, and leave the queue at once when `signal` aborts
   * or `queueTimeoutMs` passes. `args`, appended to the pool's, needs a fresh
   * runner (warm ones are passed over). Throws once closed.
   */
  transport(options?: { signal?: AbortSignal; queueTimeoutMs?: number; args?: string[] }): Promise<PoolTransport>;
  /**
   * End the warm runners (stdin closed, then SIGTERM, SIGKILL only for one
   * that does not exit) and stop refilling; resolves once they have exited.
   * Transports already handed out, and callers already queued, are not
   * touched.
   */
  close(): Promise<void>;
  /** For the adapter's exit hook: SIGTERM every warm runner now. */
  endWarmNow(): void;
}

/**
 * The default maxConcurrency of RunnerExecutor and RunnerPool:
 * os.availableParallelism() (at least 1). A guest's timeout is wall-clock
 * time, so more guests than processors would each get a fraction of the CPU
 * time they asked for.
 */
export declare function defaultMaxConcurrency(): number;

/** The runner's own limit on an inbound line (64 MiB), unless its args set --max-line-bytes. */
export declare const RUNNER_DEFAULT_MAX_LINE_BYTES: number;

export declare class RunnerNotFoundError extends Error {
  readonly code: 'EXECBOX_RUNNER_NOT_FOUND';
  /** Every path that was checked. */
  readonly tried: string[];
}

/** 'EXECBOX_RUNNER_BIN' */
export declare const RUNNER_BIN_ENV: string;
export declare const DEFAULT_MAX_LINE_BYTES: number;
export declare const DEFAULT_DRAIN_TIMEOUT_MS: number;

/**
 * Spawn execbox-runner (or take a prespawned one) and return an execbox
 * HostTransport over its stdin/stdout. Throws RunnerNotFoundError when no
 * command is given and no binary can be found.
 */
export declare function createStdioTransport(options?: StdioTransportOptions): StdioTransport;

/** A pool that keeps `prespawn` (default 1) runners warm. */
export declare function createRunnerPool(options?: RunnerPoolOptions): RunnerPool;

/** Close the pools that createStdioTransport({ prespawn: true | n }) started. */
export declare function closePrespawned(): Promise<void>;

/**
 * Path of the runner binary: $EXECBOX_RUNNER_BIN (which must then name an
 * executable file), this platform's npm package (@execbox-runner/linux-x64
 * and so on, which must have this package's version), the package folder
 * (<package>/bin, then <package>/../bin), then $PATH. Throws
 * RunnerNotFoundError listing where it looked.
 */
export declare function resolveRunnerBinary(options?: {
  env?: NodeJS.ProcessEnv;
  packageBinaries?: string[];
  /** The platform package to look in; null skips that step. */
  platformPackage?: string | null;
}): string;

/** The npm package with the prebuilt binary, by `${process.platform} ${os.arch()}`. */
export declare const PLATFORM_PACKAGES: Readonly<Record<string, string>>;

/**
 * Put back the keys JSON cannot carry: `input` on a tool_call, `result` on a
 * successful done or tool_result. Mutates and returns the message.
 */
export declare function restoreUndefinedKeys<T>(message: T): T;

// ---------------------------------------------------------------------------
// RunnerExecutor: execbox's Executor shape

/** execbox's ExecuteResult. */
export type ExecuteResult<T = unknown> =
  | { durationMs: number; logs: string[]; ok: true; result: T }
  | { durationMs: number; logs: string[]; ok: false; error: ExecuteError; paused?: PausedExecution };

/** A tool call a paused durable execution waits for. */
export interface PendingCall {
  callId: string;
  providerName: string;
  safeToolName: string;
  /** The call's input; absent for a call without one. */
  input?: unknown;
  /** The reason PauseExecution was given. */
  reason?: string;
}

/** What a paused durable execution resolves with, beside its tool_error. */
export interface PausedExecution {
  /** Resume with executor.resume(checkpoint, providers), in any process. */
  checkpoint: string;
  pending: PendingCall[];
}

/**
 * Thrown by a tool to pause a durable execution at its call. Outside a
 * durable execution it fails the call as a tool_error with its message.
 */
export declare class PauseExecution extends Error {
  constructor(reason?: string);
  readonly name: 'PauseExecution';
  reason?: string;
}

/** What a tool's execute() receives as its second argument (execbox's ToolExecutionContext). */
export interface ToolExecutionContext {
  /** Aborted when the execution ends, times out or is cancelled. */
  signal: AbortSignal;
  providerName: string;
  safeToolName: string;
  originalToolName: string;
}

/** One tool of a resolved provider (execbox's ResolvedToolDescriptor, the parts used here). */
export interface ResolvedTool {
  /** The key it is listed under, which is the guest-visible name; if given, it must equal the key. */
  safeName?: string;
  /** Defaults to safeName. */
  originalName?: string;
  description?: string;
  execute(input: unknown, context: ToolExecutionContext): unknown;
  [key: string]: unknown;
}

/** A provider as execbox's resolveProvider() returns it, or written by hand. */
export interface ResolvedProvider {
  /** The guest-visible namespace. */
  name: string;
  /** Keyed by the guest-visible (safe) tool name. */
  tools: Record<string, ResolvedTool>;
  /** TypeScript declarations; not used by the runner. Default ''. */
  types?: string;
  [key: string]: unknown;
}

/**
 * Per-call options: runtime limits over the executor's, a signal that
 * cancels, how long to wait in the queue, and runner arguments. An unknown
 * name is a TypeError that names the nearest known one.
 */
export interface ExecutionOptions extends ExecutorRuntimeOptions {
  /** Cancels the execution; a queued one leaves the queue at once. Either way the result is a timeout. */
  signal?: AbortSignal;
  /** Over the executor's queueTimeoutMs for this call. */
  queueTimeoutMs?: number;
  /**
   * Runner arguments for this execution, after the executor's (e.g.
   * ['--seed', '42'] to replay an incident). It gets a fresh runner, never a
   * prespawned one.
   */
  args?: string[];
  /** Make the execution durable: a tool may pause it with PauseExecution. */
  durable?: boolean;
}

/** Options of resume(): runtime limits over the checkpoint's, a signal, and how long to wait in the queue. */
export interface ResumeOptions extends ExecutorRuntimeOptions {
  signal?: AbortSignal;
  /** Over the executor's queueTimeoutMs for this call. */
  queueTimeoutMs?: number;
}

export interface RunnerExecutorOptions extends ExecutorRuntimeOptions, SpawnOptions {
  /**
   * Runners to keep started ahead of time (default 0: spawn one per
   * execution), or a RunnerPool to take them from (its own spawn options and
   * maxConcurrency then apply, and dispose() leaves it open).
   */
  prespawn?: number | boolean | RunnerPool;
  /**
   * The most runner processes alive at once (warm ones included); further
   * executions wait in order, and their timeoutMs counts from their start.
   * Default: defaultMaxConcurrency().
   */
  maxConcurrency?: number;
  /**
   * How long an execution may wait for a runner before it resolves with a
   * timeout that says so, without having run. Default Infinity.
   */
  queueTimeoutMs?: number;
  /** See RunnerPoolOptions.refillDelayMs. Default 0. */
  refillDelayMs?: number;
  /** Send cancel when timeoutMs plus this has passed without a done. Default 100. */
  cancelMarginMs?: number;
  /** Kill the runner when this long after the cancel no done has come. Default 25. */
  cancelGraceMs?: number;
  /**
   * Sign durable checkpoints with HMAC-SHA256 under this key; resume() then
   * refuses a checkpoint that is unsigned or whose signature does not verify.
   */
  checkpointKey?: string | Uint8Array;
}

/**
 * A tool error with one of execbox's codes: thrown by a tool, it fails the
 * guest's call with that code (anything else thrown is a tool_error). An
 * error named 'ExecuteFailure' with a known code, such as execbox's own, is
 * treated the same.
 */
export declare class ExecuteFailure extends Error {
  constructor(code: ExecuteErrorCode, message: string);
  readonly name: 'ExecuteFailure';
  code: ExecuteErrorCode;
}

/**
 * execbox's Executor over execbox-runner. Each execution runs in a fresh
 * runner process, at most maxConcurrency at once; execute() resolves with an
 * ExecuteResult and rejects only for a misuse, when it is called: code that
 * is not a string; providers that are not an array, a tool without execute,
 * a tool key that is not an identifier or differs from its safeName; an
 * unknown option name (TypeError) or a value out of range (RangeError); an
 * executor already disposed.
 */
export declare class RunnerExecutor {
  /**
   * Throws RunnerNotFoundError when no command is given and no binary can be
   * found, and TypeError or RangeError for an option as execute() does.
   */
  constructor(options?: RunnerExecutorOptions);
  readonly maxConcurrency: number;
  /** Executions waiting for a runner. */
  readonly queued: number;
  execute<T = unknown>(code: string, providers?: ResolvedProvider[], options?: ExecutionOptions): Promise<ExecuteResult<T>>;
  /**
   * Resume a paused durable execution from its checkpoint; resolves as
   * execute() does. Rejects for a checkpoint that is malformed, or (with a
   * checkpointKey) unsigned or not verifying.
   */
  resume<T = unknown>(checkpoint: string, providers?: ResolvedProvider[], options?: ResumeOptions): Promise<ExecuteResult<T>>;
  /** Keep `count` runners (default 1) started ahead of time. */
  prewarm(count?: number): Promise<void>;
  /**
   * End the warm runners this executor started (stdin closed, SIGTERM,
   * SIGKILL only for one that does not exit). Executions in flight and
   * queued ones finish.
   */
  dispose(): Promise<void>;
}

/** timeoutMs 5000, memoryLimitBytes 64 MiB, maxLogLines 100, maxLogChars 64000. */
export declare const DEFAULT_RUNTIME_OPTIONS: Readonly<Required<ExecutorRuntimeOptions>>;
/** 100 */
export declare const DEFAULT_CANCEL_MARGIN_MS: number;
/** 25 */
export declare const DEFAULT_CANCEL_GRACE_MS: number;

/** The default child environment: PATH, TZ, the Go runtime's variables and EXECBOX_* of env (default process.env). */
export declare function runnerEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
