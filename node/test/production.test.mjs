// RunnerExecutor at the edges a production host meets: a bound on runner
// processes and the queue past it, runners ended so that nothing is left
// (no zombie even under a PID 1 that reaps nothing, nothing after the
// host's death), options and providers checked when they are given, tool
// results the runner could not take, and per-execution runner arguments.
// Real runner binary.
//
// No test asserts how fast anything is; timeouts are hang protection only.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { RunnerExecutor, RunnerPool, createRunnerPool, defaultMaxConcurrency } from '../index.js';
import { eventuallyEmpty, liveChildren, liveTestProcesses, testRunnerBin } from './adapter-host.mjs';

const TEST_TIMEOUT = 60_000;
const MARKER = 'EXECBOX_PRODUCTION_TEST';
const MARKER_VALUE = `${process.pid}:production`;
const BIN = testRunnerBin();
const ENV = { ...process.env, [MARKER]: MARKER_VALUE };
const executor = (extra = {}) => new RunnerExecutor({ command: BIN, env: ENV, ...extra });
const fixture = (name) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Runners (not watchdogs) alive now: this process's children running BIN. */
async function liveRunners() {
  return (await liveChildren()).filter((p) => p.name === 'execbox-runner');
}

async function assertNothingLeft() {
  if (process.platform !== 'linux') return;
  const left = await eventuallyEmpty(() => liveTestProcesses(MARKER, MARKER_VALUE));
  assert.deepEqual(left, [], `processes left behind: ${JSON.stringify(left)}`);
}

/** A tool that holds each call until release() is called. */
function gate() {
  const waiting = [];
  return {
    provider: {
      name: 'g',
      tools: { wait: { execute: () => new Promise((resolve) => waiting.push(resolve)) } },
    },
    get calls() {
      return waiting.length;
    },
    release() {
      for (const resolve of waiting.splice(0)) resolve(true);
    },
  };
}

async function until(check, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met: ${check}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

before(() => {
  assert.ok(existsSync(BIN), `runner binary not found at ${BIN}; run \`make build\` or set EXECBOX_RUNNER_BIN`);
});

after(assertNothingLeft);

describe('concurrency', { timeout: TEST_TIMEOUT }, () => {
  test('the default bound is os.availableParallelism()', () => {
    assert.equal(defaultMaxConcurrency() >= 1, true);
    assert.equal(executor().maxConcurrency, defaultMaxConcurrency());
    assert.equal(createRunnerPool({ command: BIN, prespawn: 0 }).maxConcurrency, defaultMaxConcurrency());
  });

  test('past maxConcurrency executions wait in order; never more runners alive than the bound', async () => {
    const g = gate();
    const ex = executor({ maxConcurrency: 2 });
    const order = [];
    const runs = Array.from({ length: 6 }, (_, i) =>
      ex.execute(`await g.wait(); ${i}`, [g.provider]).then((r) => {
        order.push(r.result);
        return r;
      }),
    );
    let peak = 0;
    for (let round = 0; round < 3; round++) {
      await until(() => g.calls === 2);
      peak = Math.max(peak, (await liveRunners()).length);
      assert.equal(ex.queued, 4 - 2 * round);
      g.release();
    }
    const results = await Promise.all(runs);
    assert.deepEqual(results.map((r) => r.result), [0, 1, 2, 3, 4, 5]);
    assert.ok(peak <= 2, `${peak} runners alive at once`);
    assert.deepEqual(order.slice(0, 2).sort(), [0, 1]);
    await assertNothingLeft();
  });

  test('an abort takes a queued execution out at once; a queue timeout too; queued time is not the guest\'s', async () => {
    const g = gate();
    const ex = executor({ maxConcurrency: 1 });
    const first = ex.execute('await g.wait(); 1', [g.provider]);
    await until(() => g.calls === 1);
    const controller = new AbortController();
    const aborted = ex.execute('2', [], { signal: controller.signal });
    const timedOut = ex.execute('3', [], { queueTimeoutMs: 50 });
    // 100 ms of guest time, after well over 100 ms in the queue.
    const patient = ex.execute('4', [], { timeoutMs: 100 });
    assert.equal(ex.queued, 3);
    controller.abort();
    assert.deepEqual(await aborted, { durationMs: 0, error: { code: 'timeout', message: 'Execution timed out' }, logs: [], ok: false });
    const late = await timedOut;
    assert.equal(late.error.code, 'timeout');
    assert.match(late.error.message, /queueTimeoutMs/);
    assert.equal(ex.queued, 1);
    await new Promise((r) => setTimeout(r, 300));
    g.release();
    assert.equal((await first).result, 1);
    const p = await patient;
    assert.equal(p.ok, true, JSON.stringify(p));
    assert.equal(p.result, 4);
    await assertNothingLeft();
  });

  test('a RunnerPool keeps to its bound: warm runners count, callers of transport() wait', async () => {
    const pool = createRunnerPool({ command: BIN, env: ENV, prespawn: 2, maxConcurrency: 2 });
    assert.equal(pool.warmPids.length, 2);
    const ex = new RunnerExecutor({ prespawn: pool });
    const g = gate();
    const runs = [0, 1, 2].map((i) => ex.execute(`await g.wait(); ${i}`, [g.provider]));
    await until(() => g.calls === 2);
    assert.equal(pool.queued, 1);
    assert.ok(pool.liveProcesses <= 2);
    assert.ok((await liveRunners()).length <= 2);
    g.release();
    await until(() => g.calls === 1);
    g.release();
    assert.deepEqual((await Promise.all(runs)).map((r) => r.result), [0, 1, 2]);
    await pool.close();
    await assertNothingLeft();
  });
});

describe('ending runners', { timeout: TEST_TIMEOUT }, () => {
  test('a host that exits with a guest in while(true){}: its runner and watchdog end', { skip: process.platform !== 'linux' }, async () => {
    const host = spawn(process.execPath, [fixture('dying-host.mjs'), BIN], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    host.stdout.on('data', (c) => (out += c));
    const code = await new Promise((resolve) => host.on('exit', resolve));
    assert.equal(code, 0);
    assert.match(out, /hostPid/);
    const left = await eventuallyEmpty(() => liveTestProcesses(MARKER, MARKER_VALUE), 5000);
    assert.deepEqual(left, [], `left running after the host died: ${JSON.stringify(left)}`);
  });

  const canUnshare =
    process.platform === 'linux' && spawnSync('unshare', ['-fp', '--mount-proc', 'true'], { stdio: 'ignore' }).status === 0;
  test(
    'under a PID 1 that reaps nothing: dispose(), close(), a timeout and an abort leave no zombie and no process',
    { skip: canUnshare ? false : 'needs unshare -fp (root, Linux)' },
    async () => {
      const r = spawnSync('unshare', ['-fp', '--mount-proc', process.execPath, fixture('reap-host.mjs'), BIN], {
        encoding: 'utf8',
        timeout: 50_000,
      });
      assert.equal(r.status, 0, r.stderr);
      const report = JSON.parse(r.stdout.trim().split('\n').at(-1));
      assert.equal(report.pid, 1, 'the host was not PID 1');
      assert.equal(report.timedOut, 'timeout');
      assert.equal(report.aborted, 'timeout');
      assert.deepEqual(report.left, [], `left in the namespace: ${JSON.stringify(report.left)}`);
    },
  );
});

describe('values', { timeout: TEST_TIMEOUT }, () => {
  test('an unknown option name is a TypeError naming the near miss', async () => {
    const ex = executor();
    await assert.rejects(ex.execute('1', [], { timeout: 300 }), {
      name: 'TypeError',
      message: /unknown execute\(\) option "timeout"; did you mean "timeoutMs"\?/,
    });
    await assert.rejects(ex.execute('1', [], { nothingLikeIt: 1 }), { name: 'TypeError', message: /"nothingLikeIt" \(known:/ });
    assert.throws(() => executor({ maxConcurency: 2 }), { name: 'TypeError', message: /did you mean "maxConcurrency"/ });
    assert.throws(() => createRunnerPool({ command: BIN, prespwan: 1 }), { name: 'TypeError', message: /did you mean "prespawn"/ });
  });

  test('out-of-range values are RangeErrors; wrong types TypeErrors', async () => {
    const ex = executor();
    for (const [options, name] of [
      [{ timeoutMs: 0 }, 'RangeError'],
      [{ timeoutMs: Infinity }, 'RangeError'],
      [{ timeoutMs: NaN }, 'RangeError'],
      [{ maxLogLines: -1 }, 'RangeError'],
      [{ maxLogChars: 1.5 }, 'RangeError'],
      [{ queueTimeoutMs: -1 }, 'RangeError'],
      [{ timeoutMs: '5' }, 'TypeError'],
      [{ args: '--seed' }, 'TypeError'],
    ]) {
      await assert.rejects(ex.execute('1', [], options), { name }, JSON.stringify(options));
    }
    assert.throws(() => executor({ maxConcurrency: 0 }), RangeError);
    assert.throws(() => executor({ prespawn: -1 }), RangeError);
    assert.equal((await ex.execute('1', [], { maxLogLines: 0 })).ok, true);
  });

  test('any representable timeout works: 2**31 ms and 30 days do not fire at once', async () => {
    const warnings = [];
    const onWarning = (w) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const ex = executor();
      for (const timeoutMs of [2 ** 31, 30 * 24 * 3600 * 1000, 1e15]) {
        const g = gate();
        const run = ex.execute('await g.wait(); 7', [g.provider], { timeoutMs });
        await until(() => g.calls === 1);
        await new Promise((r) => setTimeout(r, 50)); // an overflowing timer would have fired by now
        g.release();
        const result = await run;
        assert.equal(result.ok, true, `timeoutMs ${timeoutMs}: ${JSON.stringify(result)}`);
      }
      assert.deepEqual(warnings.filter((n) => n === 'TimeoutOverflowWarning'), []);
    } finally {
      process.off('warning', onWarning);
    }
  });

  test('providers are checked at execute(): a tool without execute, a safeName that is not its key or not an identifier', async () => {
    const ex = executor();
    const cases = [
      [{ name: 'p', tools: { t: {} } }, /providers\[0\]\.tools\.t\.execute must be a function/],
      [{ name: 'p', tools: { t: { safeName: 'u', execute() {} } } }, /providers\[0\]\.tools\.t\.safeName "u" differs from its key/],
      [{ name: 'p', tools: { 'a-b': { execute() {} } } }, /"a-b" is not a usable identifier/],
      [{ name: 'my-provider', tools: {} }, /providers\[0\]\.name "my-provider" is not a usable identifier/],
    ];
    for (const [provider, message] of cases) {
      await assert.rejects(ex.execute('1', [provider]), { name: 'TypeError', message });
    }
    await assertNothingLeft();
  });

  test('a tool result the runner could not take fails that call at once, naming the tool, the path and the limit', async () => {
    const ex = executor({ timeoutMs: 60_000 });
    const big = 'x'.repeat(70 * 1024 * 1024);
    const tools = {
      name: 'h',
      tools: {
        huge: { execute: () => ({ text: big }) },
        when: { execute: () => ({ list: [1, { at: new Date(0) }] }) },
        count: { execute: () => ({ n: 10n }) },
      },
    };
    const huge = await ex.execute("let m; try { await h.huge(); } catch (e) { m = e.message } m", [tools]);
    assert.equal(huge.ok, true, JSON.stringify(huge));
    assert.match(huge.result, /h\.huge returned a result of at least \d+ bytes as JSON, over the runner's line limit of 64 MiB/);
    const when = await ex.execute('let m; try { await h.when(); } catch (e) { m = e.message } m', [tools]);
    assert.match(when.result, /tool h\.when returned a value where result\.list\[1\]\.at is a Date/);
    const count = await ex.execute('let m; try { await h.count(); } catch (e) { m = e.message } m', [tools]);
    assert.match(count.result, /tool h\.count returned a value where result\.n is a BigInt/);
    // --max-line-bytes moves the limit.
    const small = executor({ args: ['--max-line-bytes', String(1024 * 1024)] });
    const mid = { name: 'h', tools: { mid: { execute: () => 'y'.repeat(2 * 1024 * 1024) } } };
    const r = await small.execute('let m; try { await h.mid(); } catch (e) { m = e.message } m', [mid]);
    assert.match(r.result, /over the runner's line limit of 1 MiB/);
    // Where only the exact size tells (escapes double each newline here).
    const lines = (n) => ({ name: 'h', tools: { nl: { execute: () => '\n'.repeat(n) } } });
    const under = await small.execute('(await h.nl()).length', [lines(400 * 1024)]);
    assert.equal(under.result, 400 * 1024, JSON.stringify(under));
    const over = await small.execute('let m; try { await h.nl(); } catch (e) { m = e.message } m', [lines(600 * 1024)]);
    assert.match(over.result, /a result of \d+ bytes as JSON, over the runner's line limit of 1 MiB/);
  });
});

describe('per-execution runner arguments', { timeout: TEST_TIMEOUT }, () => {
  test('args per execution (a seed) without a new executor; a prespawned runner is passed over for it', async () => {
    const ex = executor({ prespawn: 1 });
    const seeded = async () => (await ex.execute('[Math.random(), Date.now()]', [], { args: ['--seed', '42'] })).result;
    const a = await seeded();
    const b = await seeded();
    assert.deepEqual(a, b, 'the same seed gave different values');
    const unseeded = (await ex.execute('Math.random()', [])).result;
    assert.notEqual(unseeded, a[0]);
    await ex.dispose();
    await assertNothingLeft();
  });
});

test('RunnerPool is exported with its bound and queue', () => {
  assert.equal(typeof RunnerPool.prototype.transport, 'function');
});
