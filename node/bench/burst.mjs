// 1,000 execute() calls issued at once through one RunnerExecutor with the
// default bound (os.availableParallelism()): every result checked, and, by
// sampling /proc every 20 ms, the most runner processes alive at once (the
// runner binary's processes whose parent is this one; their watchdogs are
// counted apart), the host's peak RSS, and the time to drain.
//
//   node node/bench/burst.mjs [--count 1000] [--json]

import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

import { RunnerExecutor, resolveRunnerBinary } from '../index.js';

const i = process.argv.indexOf('--count');
const COUNT = i === -1 ? 1000 : Number(process.argv[i + 1]);
const JSON_OUT = process.argv.includes('--json');
const command = resolveRunnerBinary();

function census() {
  let runners = 0;
  let watchdogs = 0;
  const mine = new Set();
  const all = [];
  for (const e of readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const status = readFileSync(`/proc/${e}/status`, 'utf8');
      if (!/^Name:\s*execbox-runner$/m.test(status) || /^State:\s*Z/m.test(status)) continue;
      all.push({ pid: Number(e), ppid: Number(/^PPid:\s*(\d+)/m.exec(status)[1]) });
    } catch {
      // gone
    }
  }
  for (const p of all) if (p.ppid === process.pid) (mine.add(p.pid), runners++);
  for (const p of all) if (mine.has(p.ppid)) watchdogs++;
  return { runners, watchdogs };
}

const ex = new RunnerExecutor({ command });
let peakRunners = 0;
let peakWatchdogs = 0;
let peakRss = 0;
const sampler = setInterval(() => {
  const c = census();
  peakRunners = Math.max(peakRunners, c.runners);
  peakWatchdogs = Math.max(peakWatchdogs, c.watchdogs);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);

const t0 = performance.now();
const results = await Promise.all(Array.from({ length: COUNT }, (_, k) => ex.execute(`${k} * 2`, [])));
const drainMs = performance.now() - t0;
clearInterval(sampler);
await ex.dispose();

const wrong = results.filter((r, k) => !r.ok || r.result !== k * 2);
const timeouts = results.filter((r) => r.error?.code === 'timeout').length;
const out = {
  count: COUNT,
  maxConcurrency: ex.maxConcurrency,
  cpus: os.availableParallelism(),
  wrong: wrong.length,
  timeouts,
  drainMs: Math.round(drainMs),
  peakRunners,
  peakWatchdogs,
  peakHostRssMiB: Math.round(peakRss / 2 ** 20),
  load: os.loadavg().map((l) => l.toFixed(2)).join(' '),
};
console.log(JSON_OUT ? JSON.stringify(out) : out);
if (wrong.length) process.exitCode = 1;
