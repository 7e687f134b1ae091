// Tests of durable executions through RunnerExecutor (node/index.js) and the
// real runner: pausing at a tool call with PauseExecution, resuming from the
// checkpoint in fresh executors, signed checkpoints.
//
// No test asserts how fast anything is; timeouts are hang protection only.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { PauseExecution, RunnerExecutor } from '../index.js';
import { testRunnerBin } from './adapter-host.mjs';

const TEST_TIMEOUT = 30_000;
const BIN = testRunnerBin();
const executor = (extra = {}) => new RunnerExecutor({ command: BIN, ...extra });

function provider(name, fns) {
  return {
    name,
    tools: Object.fromEntries(Object.entries(fns).map(([safeName, execute]) => [safeName, { safeName, originalName: safeName, execute }])),
    types: '',
  };
}

// The target: list the repositories, ask approval for each of three
// deletions, delete each approved one. Timers, the clock and Math.random
// are read on the way, so that a replay that got them wrong would show.
const APPROVALS = `
const t0 = Date.now();
const repos = await repo.list();
console.log('found', repos.length, 'repositories');
const deleted = [];
for (const name of repos) {
  const ok = await people.approve({ action: 'delete', name });
  await new Promise((r) => setTimeout(r, 1));
  if (ok) deleted.push(await repo.remove({ name }));
  console.log(name, ok ? 'deleted' : 'kept', typeof Math.random());
}
return { deleted, clockMoved: Date.now() >= t0 };
`;

/** The tools, counting their runs; approve pauses unless approved has the name. */
function approvalTools(approved) {
  const runs = { list: 0, approve: [], remove: [] };
  const providers = [
    provider('repo', {
      list: async () => {
        runs.list++;
        return ['alpha', 'beta', 'gamma'];
      },
      remove: async ({ name }) => {
        runs.remove.push(name);
        return `${name} is gone`;
      },
    }),
    provider('people', {
      approve: async ({ name }) => {
        runs.approve.push(name);
        if (!approved.has(name)) throw new PauseExecution(`delete ${name}?`);
        return approved.get(name);
      },
    }),
  ];
  return { runs, providers };
}

test('three approvals: three pauses, three resumes in fresh executors, the result and logs of an uninterrupted run', { timeout: TEST_TIMEOUT }, async () => {
  const decisions = new Map([
    ['alpha', true],
    ['beta', false],
    ['gamma', true],
  ]);
  const all = approvalTools(decisions);
  const uninterrupted = await executor().execute(APPROVALS, all.providers, { durable: true });
  assert.equal(uninterrupted.ok, true, JSON.stringify(uninterrupted));

  const approved = new Map();
  const tools = approvalTools(approved);
  let outcome = await executor().execute(APPROVALS, tools.providers, { durable: true });
  const pauses = [];
  while (outcome.paused) {
    const { pending, checkpoint } = outcome.paused;
    assert.equal(typeof checkpoint, 'string');
    assert.equal(outcome.ok, false);
    assert.equal(outcome.error.code, 'tool_error');
    assert.match(outcome.error.message, /paused/);
    assert.equal(pending.length, 1);
    const [call] = pending;
    assert.equal(call.providerName, 'people');
    assert.equal(call.safeToolName, 'approve');
    assert.equal(call.reason, `delete ${call.input.name}?`);
    pauses.push(call.input.name);
    // The person decides; the removals done so far ran exactly once each.
    approved.set(call.input.name, decisions.get(call.input.name));
    assert.deepEqual(tools.runs.remove, [...decisions].filter(([n, ok]) => ok && approved.has(n) && n !== call.input.name).map(([n]) => n));
    outcome = await executor().resume(checkpoint, tools.providers);
  }
  assert.deepEqual(pauses, ['alpha', 'beta', 'gamma']);
  assert.equal(outcome.ok, true, JSON.stringify(outcome));
  assert.deepEqual(outcome.result, uninterrupted.result);
  assert.deepEqual(outcome.logs, uninterrupted.logs);
  assert.equal(tools.runs.list, 1, 'the listing tool ran once in all');
  assert.deepEqual(tools.runs.remove, ['alpha', 'gamma'], 'each approved deletion ran exactly once');
  // Each approval ran twice: once to pause, once approved.
  assert.deepEqual(tools.runs.approve, ['alpha', 'alpha', 'beta', 'beta', 'gamma', 'gamma']);
});

test('a checkpoint signed with checkpointKey resumes; a tampered or unsigned one is refused', { timeout: TEST_TIMEOUT }, async () => {
  const key = 'a secret of the host';
  const approved = new Map();
  const tools = approvalTools(approved);
  const paused = await executor({ checkpointKey: key }).execute(APPROVALS, tools.providers, { durable: true });
  const { checkpoint } = paused.paused;
  approved.set('alpha', true);

  // The journal edited to answer the listing differently.
  const outer = JSON.parse(checkpoint);
  const tampered = JSON.stringify({ ...outer, state: outer.state.replace('"alpha"', '"omega"') });
  assert.notEqual(tampered, checkpoint);
  await assert.rejects(executor({ checkpointKey: key }).resume(tampered, tools.providers), /signature does not verify/);
  await assert.rejects(executor({ checkpointKey: 'another key' }).resume(checkpoint, tools.providers), /signature does not verify/);
  const { signature, ...unsigned } = outer;
  assert.ok(signature);
  await assert.rejects(executor({ checkpointKey: key }).resume(JSON.stringify(unsigned), tools.providers), /not signed/);
  assert.equal(tools.runs.list, 1, 'a refused checkpoint runs nothing');

  const resumed = await executor({ checkpointKey: key }).resume(checkpoint, tools.providers);
  assert.equal(resumed.paused.pending[0].input.name, 'beta');
});

test('a tool that pauses while others run: they finish, and their results are not asked for again', { timeout: TEST_TIMEOUT }, async () => {
  const code = `
const [a, b, c] = await Promise.all([t.slow({ n: 1 }), t.gate({ n: 2 }), t.slow({ n: 3 })]);
return a + b + c;`;
  let open = false;
  const runs = { slow: [], gate: 0 };
  const providers = [
    provider('t', {
      slow: async ({ n }) => {
        runs.slow.push(n);
        await new Promise((r) => setTimeout(r, 20));
        return n * 10;
      },
      gate: async ({ n }) => {
        runs.gate++;
        if (!open) throw new PauseExecution('closed');
        return n * 100;
      },
    }),
  ];
  const paused = await executor().execute(code, providers, { durable: true });
  assert.ok(paused.paused, JSON.stringify(paused));
  assert.deepEqual(
    paused.paused.pending.map((p) => p.callId),
    ['call-2'],
  );
  open = true;
  const done = await executor().resume(paused.paused.checkpoint, providers);
  assert.deepEqual(done, { ...done, ok: true, result: 240 });
  assert.deepEqual(runs.slow.sort(), [1, 3], 'the slow tools ran once each');
  assert.equal(runs.gate, 2);
});

test('a divergent resume (other tool results) fails with validation_error naming the difference', { timeout: TEST_TIMEOUT }, async () => {
  const code = `const n = await t.count(); return await t.confirm({ n });`;
  let count = 2;
  const providers = [
    provider('t', {
      count: async () => count,
      confirm: async () => {
        throw new PauseExecution('sure?');
      },
    }),
  ];
  const paused = await executor().execute(code, providers, { durable: true });
  const outer = JSON.parse(paused.paused.checkpoint);
  const state = JSON.parse(outer.state);
  const entry = state.journal.find((e) => e.kind === 'result' && e.callId === 'call-1');
  entry.result = 3; // unsigned: the executor has no key, and does not check
  const edited = JSON.stringify({ ...outer, state: JSON.stringify(state) });
  const done = await executor().resume(edited, providers);
  assert.equal(done.ok, false);
  assert.equal(done.error.code, 'validation_error');
  assert.match(done.error.message, /diverged at journal\[\d+\]: the program called t\.confirm\(\{"n":3\}\) as call-2 where the journal has a call of t\.confirm\(\{"n":2\}\) as call-2/);
  count = 3;
});

test('PauseExecution outside a durable execution is an ordinary tool_error', { timeout: TEST_TIMEOUT }, async () => {
  const providers = [provider('t', { ask: async () => { throw new PauseExecution('needs a person'); } })];
  const done = await executor().execute('return await t.ask()', providers);
  assert.deepEqual(done.error, { code: 'tool_error', message: 'needs a person' });
  assert.equal(done.paused, undefined);
});
