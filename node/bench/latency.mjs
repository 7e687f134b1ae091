// spawn→done latency of `1+1` through the adapter, with and without
// prespawn (refilling the pool at once, the default, or 15 ms later), and
// through RunnerExecutor (fresh and prespawned: what it adds to the bare
// transport is its session loop, timers and result shaping),
// next to a bare `/bin/true` spawn→exit as the machine's floor. The last
// line compares RunnerExecutor with prespawn against the bare prespawned
// runner's execute→done, medians of the same run.
//
//   node node/bench/latency.mjs [--runs 300] [--warmup 30] [--gap-ms 20] [--json]
//
// The kinds run alternately (in a random order each round), so a noisy
// neighbour hurts them alike. Each sample is timed from the moment the caller
// asks for a transport (a fresh spawn, or taking the warm runner) to the
// moment the done message is parsed; disposing of the process and waiting for
// it to exit happen outside the timed span, as does the `--gap-ms` pause
// between rounds (which lets the warm runner finish starting, as it would
// between real executions). RunnerExecutor disposes of its process itself
// once it has the done: that runner exits during the pause.

import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import os from 'node:os';

import { RunnerExecutor, createRunnerPool, createStdioTransport, resolveRunnerBinary } from '../index.js';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
}
const RUNS = arg('runs', 300);
const WARMUP = arg('warmup', 30);
const GAP_MS = arg('gap-ms', 20);
const JSON_OUT = process.argv.includes('--json');

const command = resolveRunnerBinary();
const EXECUTE = {
  type: 'execute',
  id: 'bench',
  code: '1+1',
  options: { timeoutMs: 5000, memoryLimitBytes: 64 * 1024 * 1024, maxLogLines: 100, maxLogChars: 64000 },
  providers: [],
};

/** Time from getTransport() to the done; then dispose and wait for the exit. */
async function timeExecution(getTransport) {
  const t0 = performance.now();
  const transport = getTransport();
  const done = await new Promise((resolve, reject) => {
    transport.onMessage((m) => m.type === 'done' && resolve(m));
    transport.onError(reject);
    transport.onClose((r) => reject(new Error(r?.message)));
    transport.send(EXECUTE);
  });
  const elapsed = performance.now() - t0;
  if (!done.ok || done.result !== 2) throw new Error(`unexpected done: ${JSON.stringify(done)}`);
  await transport.dispose();
  return elapsed;
}

function timeTrue() {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn('/bin/true', [], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', () => resolve(performance.now() - t0));
  });
}

/** Time RunnerExecutor.execute() of `1+1`, from the call to the resolved result. */
async function timeExecutor(executor) {
  const t0 = performance.now();
  const result = await executor.execute('1+1', []);
  const elapsed = performance.now() - t0;
  if (!result.ok || result.result !== 2) throw new Error(`unexpected result: ${JSON.stringify(result)}`);
  return elapsed;
}

const freshExecutor = new RunnerExecutor({ command });
const warmExecutor = new RunnerExecutor({ command, prespawn: 1 });
const pool = createRunnerPool({ prespawn: 1, command });
const delayedPool = createRunnerPool({ prespawn: 1, command, refillDelayMs: 15 });
const kinds = {
  'spawn→done, fresh spawn': () => timeExecution(() => createStdioTransport({ command })),
  'spawn→done, prespawn': () => timeExecution(() => pool.createTransport()),
  'prespawn, refill +15 ms': () => timeExecution(() => delayedPool.createTransport()),
  'RunnerExecutor, fresh': () => timeExecutor(freshExecutor),
  'RunnerExecutor, prespawn': () => timeExecutor(warmExecutor),
  '/bin/true spawn→exit': () => timeTrue(),
};
const names = Object.keys(kinds);
const samples = Object.fromEntries(names.map((n) => [n, []]));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Each round runs the kinds in a fresh random order. A fixed rotation
// would put each kind after the same neighbour almost every time, and what
// a neighbour leaves running (a pool's refill spawn, a runner still
// exiting) would then be charged to one kind only.
function shuffled(list) {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

for (let round = 0; round < WARMUP + RUNS; round++) {
  for (const name of shuffled(names)) {
    const ms = await kinds[name]();
    if (round >= WARMUP) samples[name].push(ms);
    await sleep(GAP_MS);
  }
}
await Promise.all([pool.close(), delayedPool.close(), warmExecutor.dispose()]);

function quantile(sorted, q) {
  // nearest-rank
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}
const stats = Object.fromEntries(
  names.map((n) => {
    const s = [...samples[n]].sort((a, b) => a - b);
    return [
      n,
      {
        runs: s.length,
        median: quantile(s, 0.5),
        p90: quantile(s, 0.9),
        p99: quantile(s, 0.99),
        min: s[0],
        max: s.at(-1),
      },
    ];
  }),
);

// What RunnerExecutor adds over the bare prespawned runner, in this one run
// (target: at most 1.5x).
const executorOverBare = stats['RunnerExecutor, prespawn'].median / stats['spawn→done, prespawn'].median;

if (JSON_OUT) {
  console.log(JSON.stringify({ runs: RUNS, warmup: WARMUP, gapMs: GAP_MS, node: process.version, cpus: os.cpus().length, stats, executorOverBare }, null, 2));
} else {
  const f = (x) => x.toFixed(2).padStart(7);
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`${RUNS} runs each after ${WARMUP} warm-up rounds, alternating, ${GAP_MS} ms between runs; times in ms`);
  console.log(`${'kind'.padEnd(26)} median     p90     p99     min     max`);
  for (const n of names) {
    const s = stats[n];
    console.log(`${n.padEnd(26)}${f(s.median)} ${f(s.p90)} ${f(s.p99)} ${f(s.min)} ${f(s.max)}`);
  }
  console.log(`RunnerExecutor, prespawn / spawn→done, prespawn (medians): ${executorOverBare.toFixed(2)}x`);
}
