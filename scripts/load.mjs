#!/usr/bin/env node
// Load test for the runner: N host loops run in parallel, each running M
// executions one after another, every one in a fresh runner process, as a
// host does. The guests are a mix: plain results, tool calls, thrown
// errors, syntax errors, logs, serialization errors, CPU-loop timeouts, a
// tool call the host never answers, a cancel, and small memory bombs.
//
// For every execution it checks that stdout holds only JSON lines typed
// started, tool_call or done, that exactly one done arrives with the
// expected id and code and nothing after it, and that the runner exits 0,
// or as a runner whose done the watchdog wrote: 2 for a dead runtime, SIGKILL
// past the backstop. After the run it looks for leaked processes (any
// process that carries this run's marker in its environment, which the
// watchdog inherits, so a watchdog orphaned by its runner is found too) and
// compares this script's open file descriptors before and after.
//
// Exit status: 0 when there was no failure, leak or fd growth; 1 otherwise;
// 2 for a usage error.
//
// Usage: node scripts/load.mjs [--loops 8] [--runs 500] [--bin bin/execbox-runner]
//        [--hang-ms 30000] [--verbose]
//
// Node 20, no packages.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync, realpathSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const opts = { loops: 8, runs: 500, bin: resolve(root, 'bin/execbox-runner'), hangMs: 30000, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    switch (a) {
      case '--loops': opts.loops = positive(a, next()); break;
      case '--runs': opts.runs = positive(a, next()); break;
      case '--bin': opts.bin = resolve(next()); break;
      case '--hang-ms': opts.hangMs = positive(a, next()); break;
      case '--verbose': opts.verbose = true; break;
      case '-h': case '--help': usage(); break;
      default: usage(`unknown argument ${a}`);
    }
  }
  return opts;
}

function positive(name, s) {
  const n = Number(s);
  if (!Number.isInteger(n) || n <= 0) usage(`${name} must be a positive integer`);
  return n;
}

function usage(msg) {
  if (msg) console.error(`load.mjs: ${msg}`);
  console.error('usage: node scripts/load.mjs [--loops 8] [--runs 500] [--bin bin/execbox-runner] [--hang-ms 30000] [--verbose]');
  process.exit(msg ? 2 : 0);
}

const tool = (name) => ({ [name]: { safeName: name, originalName: name, description: '' } });
const toolsProvider = { name: 'tools', tools: { ...tool('echo'), ...tool('hang') }, types: '' };

// Each kind: the execute's code, options and providers, what the host does,
// and the code the done must carry ('ok' for success).
const kinds = [
  { name: 'ok', code: '1 + 1', expect: 'ok', result: 2 },
  { name: 'tool-echo', code: 'const r = await tools.echo({ n: 21 }); r.n * 2', providers: [toolsProvider], answer: true, expect: 'ok', result: 42 },
  { name: 'tool-many', code: 'const rs = await Promise.all([1, 2, 3, 4, 5].map((n) => tools.echo({ n }))); rs.reduce((s, r) => s + r.n, 0)', providers: [toolsProvider], answer: true, expect: 'ok', result: 15 },
  { name: 'logs', code: 'for (let i = 0; i < 1000; i++) console.log("line", i); "logged"', expect: 'ok', result: 'logged' },
  { name: 'throw', code: 'throw new Error("boom")', expect: 'runtime_error' },
  { name: 'syntax', code: 'let = ;', expect: 'runtime_error' },
  { name: 'serialize', code: 'new Date(0)', expect: 'serialization_error' },
  { name: 'cpu-timeout', code: 'while (true) {}', options: { timeoutMs: 100 }, expect: 'timeout' },
  { name: 'tool-timeout', code: 'try { await tools.hang({}) } catch (e) { return "caught" }', options: { timeoutMs: 100 }, providers: [toolsProvider], expect: 'timeout' },
  { name: 'cancel', code: 'while (true) {}', options: { timeoutMs: 5000 }, cancel: true, expect: 'timeout' },
  { name: 'mem-gradual', code: 'const a = []; while (true) a.push({ i: a.length })', options: { timeoutMs: 5000, memoryLimitBytes: 16 << 20 }, expect: 'memory_limit' },
  { name: 'mem-giant', code: 'new Uint8Array(2 ** 31).fill(1)', options: { timeoutMs: 5000, memoryLimitBytes: 16 << 20 }, expect: 'memory_limit' },
];

// runOne runs one execution and returns a record; problems is empty when
// everything held.
function runOne(bin, kind, id, env, hangMs) {
  return new Promise((resolveRun) => {
    const problems = [];
    const started = process.hrtime.bigint();
    const child = spawn(bin, [], { stdio: ['pipe', 'pipe', 'pipe'], env });
    let stderr = '';
    let done = null;
    let doneMs = 0;
    let lineNo = 0;
    let buf = '';
    let stdoutEnded = false;
    let exitInfo = null;
    const hang = setTimeout(() => {
      problems.push(`hang: still running after ${hangMs} ms; killed`);
      child.kill('SIGKILL');
    }, hangMs);

    const write = (obj) => {
      if (child.stdin.writable) child.stdin.write(JSON.stringify(obj) + '\n');
    };
    child.stdin.on('error', () => {}); // EPIPE after the runner exits
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d) => { if (stderr.length < 4096) stderr += d; });
    child.on('error', (err) => problems.push(`spawn: ${err.message}`));

    const onLine = (text) => {
      lineNo++;
      let msg;
      try {
        msg = JSON.parse(text);
      } catch {
        problems.push(`stdout line ${lineNo} is not JSON: ${text.slice(0, 200)}`);
        return;
      }
      if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) {
        problems.push(`stdout line ${lineNo} is not an object: ${text.slice(0, 200)}`);
        return;
      }
      if (done) {
        problems.push(`stdout line ${lineNo} follows done: ${text.slice(0, 200)}`);
        return;
      }
      switch (msg.type) {
        case 'started':
          if (lineNo !== 1) problems.push(`started is line ${lineNo}`);
          if (msg.id !== id) problems.push(`started has id ${msg.id}`);
          if (kind.cancel) write({ type: 'cancel', id });
          break;
        case 'tool_call':
          if (kind.answer) {
            const res = { type: 'tool_result', callId: msg.callId, ok: true };
            if ('input' in msg) res.result = msg.input;
            write(res);
          }
          break;
        case 'done':
          done = msg;
          doneMs = Number(process.hrtime.bigint() - started) / 1e6;
          child.stdin.end();
          break;
        default:
          problems.push(`stdout line ${lineNo} has type ${JSON.stringify(msg.type)}`);
      }
    };

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buf += chunk;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        onLine(line);
      }
    });
    child.stdout.on('end', () => {
      stdoutEnded = true;
      if (buf !== '') problems.push(`stdout ends without a newline: ${buf.slice(0, 200)}`);
      maybeFinish();
    });
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal };
      maybeFinish();
    });

    function maybeFinish() {
      if (!stdoutEnded || !exitInfo) return;
      clearTimeout(hang);
      // The watchdog wrote the done: the runtime died (2), or it was killed
      // past the backstop.
      const watched = done && !done.ok && (exitInfo.code === 2 || (exitInfo.signal === 'SIGKILL' && done.error.code === 'timeout'));
      if (exitInfo.code !== 0 && !watched) problems.push(`exit code ${exitInfo.code}, signal ${exitInfo.signal}`);
      if (!done) {
        problems.push('no done');
      } else {
        if (done.id !== id) problems.push(`done has id ${done.id}`);
        const code = done.ok ? 'ok' : done.error && done.error.code;
        if (code !== kind.expect) {
          problems.push(`done is ${code} (${done.error ? done.error.message : JSON.stringify(done.result)}), want ${kind.expect}`);
        } else if (kind.expect === 'ok' && 'result' in kind && JSON.stringify(done.result) !== JSON.stringify(kind.result)) {
          problems.push(`done result ${JSON.stringify(done.result)}, want ${JSON.stringify(kind.result)}`);
        }
      }
      resolveRun({ kind: kind.name, id, pid: child.pid, problems, doneMs, stderr });
    }

    const execute = {
      type: 'execute',
      id,
      code: kind.code,
      options: { timeoutMs: 5000, ...(kind.options || {}) },
      providers: kind.providers || [],
    };
    write(execute);
  });
}

function openFds() {
  return readdirSync('/proc/self/fd').length;
}

// markedProcesses lists the live processes whose environment holds marker.
function markedProcesses(marker, exe) {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const env = readFileSync(`/proc/${name}/environ`, 'latin1');
      if (!env.includes(marker)) continue;
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      let path = '?';
      try { path = readlinkSync(`/proc/${name}/exe`); } catch {}
      if (Number(name) === process.pid) continue;
      found.push({ pid: Number(name), state, exe: path, isRunner: path === exe });
    } catch {
      // The process went away while we looked, or is not ours to read.
    }
  }
  return found;
}

function percentile(xs, p) {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1))];
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(opts.bin)) {
    console.error(`load.mjs: ${opts.bin} does not exist; run make build`);
    process.exit(2);
  }
  const exe = realpathSync(opts.bin);
  const marker = `EXECBOX_LOAD_MARKER=${process.pid}-${randomBytes(6).toString('hex')}`;
  const [mk, mv] = marker.split('=');
  const env = { ...process.env, [mk]: mv };

  // One warm-up execution, so that descriptors Node opens lazily on its
  // first spawn do not count as a leak.
  const warm = await runOne(opts.bin, kinds[0], 'warm-up', env, opts.hangMs);
  if (warm.problems.length) {
    console.error('warm-up failed:', warm.problems.join('; '), warm.stderr);
    process.exit(1);
  }
  await sleep(100);
  const fdsBefore = openFds();

  const total = opts.loops * opts.runs;
  console.log(`load: ${opts.loops} loops x ${opts.runs} executions = ${total}, binary ${exe}`);
  const t0 = Date.now();
  const records = [];
  let completed = 0;
  const progress = setInterval(() => {
    console.log(`  ${completed}/${total} after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }, 30000);
  const loops = Array.from({ length: opts.loops }, async (_, loop) => {
    for (let i = 0; i < opts.runs; i++) {
      const kind = kinds[(loop * 7 + i) % kinds.length];
      const rec = await runOne(opts.bin, kind, `load-${loop}-${i}-${kind.name}`, env, opts.hangMs);
      records.push(rec);
      completed++;
      if (opts.verbose && rec.problems.length) console.log(rec.id, rec.problems.join('; '));
    }
  });
  await Promise.all(loops);
  clearInterval(progress);
  const wallMs = Date.now() - t0;

  // Give the kernel a moment to finish tearing down the last children.
  let leaked = [];
  for (let i = 0; i < 20; i++) {
    leaked = markedProcesses(mv, exe).filter((p) => p.state !== 'Z');
    if (leaked.length === 0) break;
    await sleep(100);
  }
  const zombies = markedProcesses(mv, exe).filter((p) => p.state === 'Z');
  await sleep(100);
  const fdsAfter = openFds();

  const failures = records.filter((r) => r.problems.length > 0);
  const byKind = new Map();
  for (const r of records) {
    const k = byKind.get(r.kind) || { n: 0, failed: 0, ms: [] };
    k.n++;
    if (r.problems.length) k.failed++;
    k.ms.push(r.doneMs);
    byKind.set(r.kind, k);
  }

  console.log('');
  console.log(`executions: ${records.length} in ${(wallMs / 1000).toFixed(1)} s (${(records.length / (wallMs / 1000)).toFixed(1)}/s)`);
  console.log('| kind | runs | failed | spawn→done p50 | p99 | max |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, k] of byKind) {
    console.log(`| ${name} | ${k.n} | ${k.failed} | ${percentile(k.ms, 50).toFixed(1)} ms | ${percentile(k.ms, 99).toFixed(1)} ms | ${Math.max(...k.ms).toFixed(1)} ms |`);
  }
  console.log('');
  console.log(`failures: ${failures.length}`);
  for (const f of failures.slice(0, 20)) {
    console.log(`  ${f.id} (pid ${f.pid}): ${f.problems.join('; ')}`);
    if (f.stderr) console.log(`    stderr: ${f.stderr.split('\n').slice(0, 3).join(' | ')}`);
  }
  if (failures.length > 20) console.log(`  ... and ${failures.length - 20} more`);
  console.log(`leaked processes: ${leaked.length}${leaked.length ? ' ' + JSON.stringify(leaked.slice(0, 20)) : ''}`);
  if (zombies.length) console.log(`unreaped zombies (not counted as leaks; their adopter does not reap): ${zombies.length}`);
  console.log(`open fds of this script: before ${fdsBefore}, after ${fdsAfter}`);

  const fdLeak = fdsAfter > fdsBefore;
  if (fdLeak) console.log('fd leak: the script holds more descriptors than before the run');
  process.exit(failures.length || leaked.length || fdLeak ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
