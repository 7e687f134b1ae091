// Self-tests of the test dispatcher (./host.mjs) against stand-in runners
// written in Node, for the failure paths the real runner should never take:
// dying before done, ignoring cancel, emitting foreign or broken lines.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { HostSession } from './host.mjs';
import { standInPrelude } from './stand-in.mjs';

const TEST_TIMEOUT = 20_000;

/** A session whose "runner" is `node -e script`. */
function standIn(script, params = {}) {
  return new HostSession({ code: '1', bin: process.execPath, args: ['-e', script], ...params });
}

test('a runner that exits before done fails the session with the stderr tail', { timeout: TEST_TIMEOUT }, async () => {
  const session = standIn(`${standInPrelude}
    function onMessage(m) {
      write({ type: 'started', id: m.id });
      process.stderr.write('fatal: something broke\\n');
      process.exit(3);
    }`);
  await assert.rejects(session.run(), (err) => {
    assert.match(err.message, /before done/);
    assert.match(err.message, /fatal: something broke/);
    return true;
  });
  const exit = await session.closed;
  assert.equal(exit.code, 3);
});

test('a runner that ignores cancel is killed after the grace period; the host reports timeout', { timeout: TEST_TIMEOUT }, async () => {
  const controller = new AbortController();
  const session = standIn(
    `${standInPrelude}
    function onMessage(m) {
      if (m.type === 'execute') write({ type: 'started', id: m.id });
      // cancel: ignored
    }
    setInterval(() => {}, 1000);`,
    { signal: controller.signal },
  );
  const result = session.run();
  setTimeout(() => controller.abort(), 100);
  const done = await result;
  assert.deepEqual(done.error, { code: 'timeout', message: 'Execution timed out' });
  assert.equal(session.cancelSent, true);
  assert.equal(session.killed, true);
  const exit = await session.closed;
  assert.equal(exit.signal, 'SIGKILL');
});

test('foreign ids are ignored; split chunks and multi-byte characters are reassembled', { timeout: TEST_TIMEOUT }, async () => {
  const session = standIn(`${standInPrelude}
    function onMessage(m) {
      if (m.type !== 'execute') return;
      write({ type: 'started', id: 'someone-else' });
      write({ type: 'done', id: 'someone-else', ok: true, durationMs: 0, logs: [], result: 'wrong' });
      write({ type: 'started', id: m.id });
      // One done line written a byte at a time, splitting the UTF-8 of 'é🚀'.
      const bytes = Buffer.from(JSON.stringify({ type: 'done', id: m.id, ok: true, durationMs: 0, logs: ['é🚀'], result: 'right' }) + '\\n');
      let i = 0;
      const step = () => {
        if (i === bytes.length) return;
        process.stdout.write(bytes.subarray(i, i + 1), step);
        i++;
      };
      step();
    }`);
  const done = await session.run();
  assert.equal(done.result, 'right');
  assert.deepEqual(done.logs, ['é🚀']);
  assert.deepEqual(session.violations, []);
  await session.closed;
});

test('lines that are not protocol messages are reported as violations', { timeout: TEST_TIMEOUT }, async () => {
  const session = standIn(`${standInPrelude}
    function onMessage(m) {
      if (m.type !== 'execute') return;
      process.stdout.write('hello from a stray print\\n');
      write({ type: 'started', id: m.id });
      write({ type: 'done', id: m.id, ok: true, durationMs: 0, logs: [] });
      write({ type: 'started', id: m.id });
    }`);
  await session.run();
  await session.closed;
  assert.equal(session.violations.length, 2, JSON.stringify(session.violations));
  assert.match(session.violations[0], /not JSON/);
  assert.match(session.violations[1], /after done/);
});
