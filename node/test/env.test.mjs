// The environment a runner is spawned with: by default only what it reads.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { createStdioTransport, runnerEnv } from '../index.js';
import { runSession } from './adapter-host.mjs';
import { standInPrelude } from './stand-in.mjs';

describe('runner environment', () => {
  test('runnerEnv keeps PATH, TZ, the Go runtime variables and EXECBOX_*, nothing else', () => {
    const env = {
      PATH: '/bin',
      TZ: 'UTC',
      GODEBUG: 'inittrace=1',
      GOMAXPROCS: '2',
      EXECBOX_MARK: '1',
      AWS_SECRET_ACCESS_KEY: 'hunter2',
      HOME: '/root',
      UNSET: undefined,
    };
    assert.deepEqual(runnerEnv(env), { PATH: '/bin', TZ: 'UTC', GODEBUG: 'inittrace=1', GOMAXPROCS: '2', EXECBOX_MARK: '1' });
  });

  test('a runner spawned without env gets runnerEnv(), and env replaces it', async () => {
    // A stand-in runner that answers execute with the names in its environment.
    const script = `
      function onMessage(m) {
        if (m.type !== 'execute') return;
        write({ type: 'started', id: m.id });
        write({ type: 'done', id: m.id, ok: true, durationMs: 0, logs: [], result: Object.keys(process.env).sort() });
        process.exit(0);
      }`;
    process.env.EXECBOX_ENV_TEST_SECRET_FREE = '1';
    process.env.ENV_TEST_SECRET = 'hunter2';
    try {
      const names = async (extra) => {
        const transport = createStdioTransport({ command: process.execPath, args: ['-e', standInPrelude + script], ...extra });
        const { result } = await runSession({ transport, code: '1' });
        assert.equal(result.ok, true, JSON.stringify(result));
        return result.result;
      };
      const byDefault = await names({});
      assert.ok(byDefault.includes('EXECBOX_ENV_TEST_SECRET_FREE'), JSON.stringify(byDefault));
      assert.ok(!byDefault.includes('ENV_TEST_SECRET'), JSON.stringify(byDefault));
      // Node itself may add a variable or two; none from the host beyond runnerEnv().
      // EXECBOX_RUNNER_PARENT_PID: the host's pid, which the runner checks
      // against its parent's.
      const allowed = new Set([...Object.keys(runnerEnv()), 'LC_CTYPE', 'EXECBOX_RUNNER_PARENT_PID']);
      assert.ok(byDefault.includes('EXECBOX_RUNNER_PARENT_PID'), JSON.stringify(byDefault));
      assert.deepEqual(byDefault.filter((k) => !allowed.has(k)), []);
      const given = await names({ env: { ENV_TEST_SECRET: 'chosen' } });
      assert.ok(given.includes('ENV_TEST_SECRET'), JSON.stringify(given));
      assert.ok(given.includes('EXECBOX_RUNNER_PARENT_PID'), JSON.stringify(given));
    } finally {
      delete process.env.EXECBOX_ENV_TEST_SECRET_FREE;
      delete process.env.ENV_TEST_SECRET;
    }
  });
});
