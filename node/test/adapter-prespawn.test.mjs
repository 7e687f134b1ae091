// The adapter's prespawn option and RunnerPool, and 200 executions in a row
// with and without prespawn, leaving no process behind. Real runner binary.
//
// No test asserts how fast anything is; timeouts are hang protection only.

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';

import { RunnerPool, closePrespawned, createRunnerPool, createStdioTransport } from '../index.js';
import { eventuallyEmpty, liveChildren, liveTestProcesses, runSession, testRunnerBin } from './adapter-host.mjs';

const TEST_TIMEOUT = 30_000;
const MARKER = 'EXECBOX_ADAPTER_TEST';
const MARKER_VALUE = `${process.pid}:prespawn`;
const BIN = testRunnerBin();
const ENV = { ...process.env, [MARKER]: MARKER_VALUE };

const mathTools = {
  math: {
    add: async ({ a, b }) => {
      if (typeof a !== 'number' || typeof b !== 'number') throw new Error('add wants two numbers');
      return a + b;
    },
  },
};

async function liveRunners() {
  return process.platform === 'linux' ? liveTestProcesses(MARKER, MARKER_VALUE) : [];
}

async function assertNothingLeft() {
  if (process.platform !== 'linux') return;
  const marked = await eventuallyEmpty(liveRunners);
  assert.deepEqual(marked, [], `processes left behind: ${JSON.stringify(marked)}`);
  const live = await eventuallyEmpty(liveChildren);
  assert.deepEqual(live, [], `live children: ${JSON.stringify(live)}`);
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function eventuallyNonEmpty(list, ms = 5000) {
  const until = Date.now() + ms;
  for (;;) {
    const got = await list();
    if (got.length || Date.now() > until) return got;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function addOnce(transport, i) {
  const { result, disposed } = await runSession({
    transport,
    code: `const s = await math.add({ a: ${i}, b: ${i} });\nconsole.log('run', ${i});\n({ i: ${i}, s })`,
    tools: mathTools,
  });
  assert.equal(result.ok, true, `run ${i}: ${JSON.stringify(result.error)}; stderr: ${transport.stderrTail()}`);
  assert.deepEqual(result.result, { i, s: 2 * i });
  assert.deepEqual(result.logs, [`run ${i}`]);
  await disposed;
  return transport;
}

before(() => {
  assert.ok(existsSync(BIN), `runner binary not found at ${BIN}; run \`make build\` or set EXECBOX_RUNNER_BIN`);
});

after(async () => {
  await closePrespawned();
  await assertNothingLeft();
});

describe('RunnerPool', { timeout: TEST_TIMEOUT }, () => {
  test('hands the warm runner out, and starts its replacement only once that execution is over', async () => {
    const pool = createRunnerPool({ prespawn: 1, command: BIN, env: ENV });
    assert.ok(pool instanceof RunnerPool);
    const [warm] = pool.warmPids;
    assert.equal(typeof warm, 'number');
    const transport = pool.createTransport();
    assert.equal(transport.pid, warm, 'the execution got the warm runner');
    // No spawn while the execution it handed out is in flight: a spawn
    // blocks Node's thread, and with it the execution's messages. The tool
    // call is in the middle of the execution; it looks over several turns.
    const seen = [];
    const { result } = await runSession({
      transport,
      code: 'await t.look()',
      tools: {
        t: {
          look: async () => {
            for (let i = 0; i < 5; i++) {
              seen.push(pool.warmPids.length);
              await nextTurn();
            }
            return true;
          },
        },
      },
    });
    assert.equal(result.ok, true, JSON.stringify(result));
    assert.deepEqual(seen, [0, 0, 0, 0, 0], 'a replacement was spawned during the execution');
    await eventuallyNonEmpty(() => pool.warmPids);
    const [replacement] = pool.warmPids;
    assert.notEqual(replacement, warm);
    // The next execution gets that replacement: one fresh process each time.
    const second = pool.createTransport();
    assert.equal(second.pid, replacement);
    await addOnce(second, 2);
    await pool.close();
    assert.equal(pool.closed, true);
    assert.throws(() => pool.createTransport(), /closed/);
    await assertNothingLeft();
  });

  test('prespawn: n keeps n runners warm, refilled once the executions are over', async () => {
    const pool = createRunnerPool({ prespawn: 3, command: BIN, env: ENV, maxConcurrency: 8 });
    assert.equal(pool.warmPids.length, 3);
    const transports = [pool.createTransport(), pool.createTransport()];
    await nextTurn();
    assert.equal(pool.warmPids.length, 1);
    await Promise.all(transports.map((t, i) => addOnce(t, i)));
    await eventuallyNonEmpty(async () => (pool.warmPids.length === 3 ? [1] : []));
    pool.size = 1;
    assert.equal(pool.warmPids.length, 1);
    await pool.close();
    await assertNothingLeft();
  });

  test('a warm runner that died is skipped: the execution gets a fresh one', async () => {
    const pool = createRunnerPool({ prespawn: 1, command: BIN, env: ENV });
    const [warm] = pool.warmPids;
    process.kill(warm, 'SIGKILL');
    await eventuallyEmpty(async () => pool.warmPids);
    const transport = pool.createTransport();
    assert.notEqual(transport.pid, warm);
    await addOnce(transport, 3);
    await pool.close();
    await assertNothingLeft();
  });

  test('a pool whose command cannot start fails each execution cleanly', async () => {
    const pool = createRunnerPool({ prespawn: 1, command: '/nonexistent/execbox-runner' });
    await nextTurn();
    for (let i = 0; i < 3; i++) {
      const { result } = await runSession({ transport: pool.createTransport(), code: '1' });
      assert.equal(result.ok, false);
      assert.match(result.error.message, /ENOENT/);
    }
    await pool.close();
  });

  test('closing the pool leaves handed-out executions alone', async () => {
    const pool = createRunnerPool({ prespawn: 1, command: BIN, env: ENV });
    const transport = pool.createTransport();
    const run = addOnce(transport, 4);
    await pool.close();
    await run;
    await assertNothingLeft();
  });
});

describe('createStdioTransport({ prespawn })', { timeout: TEST_TIMEOUT }, () => {
  test('prespawn: true shares one pool per spawn configuration; closePrespawned() ends it', async () => {
    const first = createStdioTransport({ prespawn: true, command: BIN, env: ENV });
    await addOnce(first, 5);
    const second = createStdioTransport({ prespawn: true, command: BIN, env: { ...ENV } });
    assert.notEqual(second.pid, first.pid);
    await addOnce(second, 6);
    await nextTurn();
    assert.equal((await liveRunners()).length > 0, true, 'a warm runner is waiting');
    await closePrespawned();
    await assertNothingLeft();
  });

  test('prespawn: a RunnerPool uses that pool', async () => {
    const pool = createRunnerPool({ command: BIN, env: ENV });
    const [warm] = pool.warmPids;
    const transport = createStdioTransport({ prespawn: pool });
    assert.equal(transport.pid, warm);
    await addOnce(transport, 7);
    await pool.close();
    await assertNothingLeft();
  });
});

describe('many executions', { timeout: 180_000 }, () => {
  for (const prespawn of [false, true]) {
    test(`200 executions in a row ${prespawn ? 'with' : 'without'} prespawn, each in a fresh process, leave no process behind`, async () => {
      const pids = new Set();
      const transports = [];
      for (let i = 0; i < 200; i++) {
        const transport = createStdioTransport({ command: BIN, env: ENV, prespawn });
        assert.ok(!pids.has(transport.pid), `pid ${transport.pid} used twice`);
        pids.add(transport.pid);
        transports.push(await addOnce(transport, i));
      }
      assert.equal(pids.size, 200);
      const exits = await Promise.all(transports.map((t) => t.exited));
      assert.ok(exits.every((e) => e.code !== null || e.signal !== null));
      await closePrespawned();
      await assertNothingLeft();
    });
  }
});
