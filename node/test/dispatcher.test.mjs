// Integration tests: a Node execbox dispatcher (./host.mjs) driving the real
// runner binary, one process per execution.
//
// Run with `node --test node/test/` from the repository root. The binary is
// $EXECBOX_RUNNER_BIN or <repo>/bin/execbox-runner (`make build`).
//
// No test asserts how fast anything is. Timeouts below are hang protection
// only, and cancel tests give the host a generous kill grace so that a slow
// machine cannot turn "the runner answered the cancel" into "the host had to
// kill it".

import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';

import {
  HostSession,
  assertRunnerBuilt,
  eventuallyEmpty,
  execute,
  liveChildrenFromProc,
  liveMarkedProcesses,
  spawnedChildren,
} from './host.mjs';

const TEST_TIMEOUT = 20_000; // per test, hang protection only
const GENEROUS_GRACE_MS = 10_000; // cancel tests: never let the host kill

const TIMEOUT_ERROR = { code: 'timeout', message: 'Execution timed out' };

before(() => {
  assertRunnerBuilt();
});

/** Assert the transcript was clean and the process exited 0 by itself. */
function assertCleanExit(session) {
  assert.deepEqual(session.violations, [], `protocol violations; stderr:\n${session.stderr}`);
  assert.equal(session.killed, false, 'the host had to kill the runner');
  assert.deepEqual(session.exit, { code: 0, signal: null }, `stderr:\n${session.stderr}`);
}

function assertOk(done, session) {
  assert.equal(done.ok, true, `expected ok, got ${JSON.stringify(done.error)}; stderr:\n${session.stderr}`);
  assert.equal(done.type, 'done');
  assert.equal(done.id, session.id);
  assert.equal('error' in done, false);
}

const echoTools = {
  tools: {
    echo: async (input) => input,
  },
};

const mathTools = {
  math: {
    add: async ({ a, b }) => {
      if (typeof a !== 'number' || typeof b !== 'number') throw new Error('add wants two numbers');
      return a + b;
    },
  },
};

describe('tool round trips', { timeout: TEST_TIMEOUT }, () => {
  test('echo: the guest gets back exactly what it sent', async () => {
    const payload = { greeting: 'héllo wörld ✓ 🚀 日本語', nested: [1, 2.5, { x: null, t: true }], empty: {} };
    const { done, session } = await execute({
      code: `const value = await tools.echo(${JSON.stringify(payload)});\nvalue`,
      tools: echoTools,
    });
    assertOk(done, session);
    assert.deepEqual(done.result, payload);
    assert.deepEqual(session.toolCalls, [
      { type: 'tool_call', callId: 'call-1', providerName: 'tools', safeToolName: 'echo', input: payload },
    ]);
    assert.deepEqual(session.events, ['started', 'call:call-1', 'result:call-1', 'done']);
    assert.deepEqual(done.logs, []);
    assertCleanExit(session);
  });

  test('echo: a large multi-byte payload survives chunked stdout', async () => {
    // Well over one pipe buffer, so lines and UTF-8 sequences get split
    // across stdout chunks on the way to the host.
    const big = 'aé✓🚀'.repeat(50_000);
    const { done, session } = await execute({
      code: `const v = await tools.echo({ big: ${JSON.stringify(big)} });\n({ same: v.big === ${JSON.stringify(big)}, v })`,
      tools: echoTools,
    });
    assertOk(done, session);
    assert.equal(done.result.same, true);
    assert.equal(done.result.v.big, big);
    assert.equal(session.toolCalls[0].input.big, big);
    assertCleanExit(session);
  });

  test('add: a tool with two numbers, in its own namespace', async () => {
    const { done, session } = await execute({
      code: 'const sum = await math.add({ a: 2, b: 40 });\n({ sum, type: typeof sum })',
      tools: mathTools,
    });
    assertOk(done, session);
    assert.deepEqual(done.result, { sum: 42, type: 'number' });
    assert.equal(session.toolCalls[0].providerName, 'math');
    assert.equal(session.toolCalls[0].safeToolName, 'add');
    assert.deepEqual(session.toolCalls[0].input, { a: 2, b: 40 });
    assertCleanExit(session);
  });

  test('several sequential calls resume the same execution with each result', async () => {
    const { done, session } = await execute({
      code: `
        let total = 0;
        const seen = [];
        for (let i = 1; i <= 5; i++) {
          total = await math.add({ a: total, b: i });
          seen.push(total);
        }
        ({ total, seen })`,
      tools: mathTools,
    });
    assertOk(done, session);
    assert.deepEqual(done.result, { total: 15, seen: [1, 3, 6, 10, 15] });
    assert.deepEqual(
      session.toolCalls.map((c) => [c.callId, c.input]),
      [
        ['call-1', { a: 0, b: 1 }],
        ['call-2', { a: 1, b: 2 }],
        ['call-3', { a: 3, b: 3 }],
        ['call-4', { a: 6, b: 4 }],
        ['call-5', { a: 10, b: 5 }],
      ],
    );
    // Strictly alternating: each call waits for the previous result.
    assert.deepEqual(session.events, [
      'started',
      ...[1, 2, 3, 4, 5].flatMap((n) => [`call:call-${n}`, `result:call-${n}`]),
      'done',
    ]);
    assertCleanExit(session);
  });

  test('Promise.all: all parallel tool_calls arrive before any result is sent', async () => {
    const arrived = [];
    let allThere;
    const allArrived = new Promise((resolve) => (allThere = resolve));
    // Each tool holds its answer until all three calls have reached the host:
    // a runner that serialized the calls would never get a first result.
    const slowAdd = async ({ a, b }, { callId }) => {
      arrived.push(callId);
      if (arrived.length === 3) allThere();
      await allArrived;
      return a + b;
    };
    const { done, session } = await execute({
      code: `
        const results = await Promise.all([
          math.add({ a: 1, b: 1 }),
          math.add({ a: 2, b: 2 }),
          math.add({ a: 3, b: 3 }),
        ]);
        results`,
      tools: { math: { add: slowAdd } },
      options: { timeoutMs: 10_000 },
    });
    assertOk(done, session);
    assert.deepEqual(done.result, [2, 4, 6]);
    assert.deepEqual(arrived, ['call-1', 'call-2', 'call-3']);
    const firstResult = session.events.findIndex((e) => e.startsWith('result:'));
    const lastCall = session.events.findLastIndex((e) => e.startsWith('call:'));
    assert.ok(lastCall < firstResult, `events: ${session.events.join(', ')}`);
    assert.deepEqual(
      session.toolCalls.map((c) => c.input),
      [{ a: 1, b: 1 }, { a: 2, b: 2 }, { a: 3, b: 3 }],
    );
    assertCleanExit(session);
  });

  test('results are matched by callId, not by arrival order', async () => {
    let releaseFirst;
    const firstHeld = new Promise((resolve) => (releaseFirst = resolve));
    const tools = {
      tools: {
        // call-1 answers only after call-2 has been answered.
        first: async () => {
          await firstHeld;
          return 'one';
        },
        second: async () => {
          setImmediate(releaseFirst);
          return 'two';
        },
      },
    };
    const { done, session } = await execute({
      code: 'await Promise.all([tools.first({}), tools.second({})])',
      tools,
    });
    assertOk(done, session);
    assert.deepEqual(done.result, ['one', 'two']);
    assert.deepEqual(session.events.filter((e) => e.startsWith('result:')), ['result:call-2', 'result:call-1']);
    assertCleanExit(session);
  });

  test('a tool called with no argument: no "input" key on the wire, undefined for the host', async () => {
    const received = [];
    const tools = {
      tools: {
        now: async (...args) => {
          received.push(args[0]);
          return { args: args.length, inputIsUndefined: args[0] === undefined };
        },
      },
    };
    const { done, session } = await execute({ code: 'await tools.now()', tools });
    assertOk(done, session);
    const rawCall = session.rawLines.map((l) => JSON.parse(l)).find((m) => m.type === 'tool_call');
    assert.ok(rawCall, 'no tool_call line');
    assert.equal(Object.hasOwn(rawCall, 'input'), false, `raw line: ${JSON.stringify(rawCall)}`);
    // The host adapter restored the key, as execbox's message guard needs.
    assert.equal(Object.hasOwn(session.toolCalls[0], 'input'), true);
    assert.equal(session.toolCalls[0].input, undefined);
    assert.deepEqual(received, [undefined]);
    assert.deepEqual(done.result, { args: 2, inputIsUndefined: true });
    assertCleanExit(session);
  });

  test('the host ignores runner messages for another execution id', async () => {
    // While the first execution waits on a tool, the host sends a second
    // execute. The runner refuses it with a done for the other id, which the
    // host must ignore; the first execution carries on.
    const tools = {
      tools: {
        echo: async (input, { session }) => {
          session._send({ type: 'execute', id: 'intruder', code: '1', options: {}, providers: [] });
          // Give the refusal time to come back before answering.
          await new Promise((resolve) => setTimeout(resolve, 100));
          return input;
        },
      },
    };
    const { done, session } = await execute({ code: 'await tools.echo("mine")', tools });
    assertOk(done, session);
    assert.equal(done.result, 'mine');
    const foreign = session.messages.filter((m) => m.id === 'intruder');
    assert.equal(foreign.length, 1, `messages: ${JSON.stringify(session.messages)}`);
    assert.equal(foreign[0].type, 'done');
    assert.equal(foreign[0].ok, false);
    assert.equal(foreign[0].error.code, 'internal_error');
    assertCleanExit(session);
  });
});

describe('tool failures', { timeout: TEST_TIMEOUT }, () => {
  const failing = {
    tools: {
      fail: async () => {
        throw new Error('upstream exploded');
      },
    },
  };

  test('uncaught: done carries the trusted tool_error and the host message', async () => {
    const { done, session } = await execute({ code: 'await tools.fail({});\n"not reached"', tools: failing });
    assert.equal(done.ok, false);
    assert.deepEqual(done.error, { code: 'tool_error', message: 'upstream exploded' });
    assert.equal('result' in done, false);
    const sent = session.events.filter((e) => e.startsWith('result:'));
    assert.deepEqual(sent, ['result:call-1']);
    assertCleanExit(session);
  });

  test('caught by the guest: ok with the fallback; the error has .message and .code', async () => {
    const { done, session } = await execute({
      code: `
        let value;
        try {
          await tools.fail({});
          value = 'not reached';
        } catch (e) {
          value = { fallback: true, message: e.message, code: e.code, isError: e instanceof Error };
        }
        value`,
      tools: failing,
    });
    assertOk(done, session);
    assert.deepEqual(done.result, {
      fallback: true,
      message: 'upstream exploded',
      code: 'tool_error',
      isError: true,
    });
    assertCleanExit(session);
  });

  test('rethrown by the guest: still the trusted tool_error', async () => {
    const { done, session } = await execute({
      code: 'try { await tools.fail({}) } catch (e) { console.log("saw", e.message); throw e }',
      tools: failing,
    });
    assert.equal(done.ok, false);
    assert.deepEqual(done.error, { code: 'tool_error', message: 'upstream exploded' });
    assert.deepEqual(done.logs, ['saw upstream exploded']);
    assertCleanExit(session);
  });

  test('a guest error dressed as a tool or timeout error stays runtime_error', async () => {
    for (const code of [
      'const e = new Error("upstream exploded"); e.code = "tool_error"; throw e',
      'const e = new Error("Execution timed out"); e.code = "timeout"; throw e',
    ]) {
      const { done, session } = await execute({ code, tools: failing });
      assert.equal(done.ok, false);
      assert.equal(done.error.code, 'runtime_error', `code: ${code}`);
      assertCleanExit(session);
    }
  });

  test('an unknown tool answered with a host error', async () => {
    // The manifest names a tool the host's map does not have.
    const { done, session } = await execute({
      code: 'await tools.ghost({})',
      tools: {},
      providers: [{ name: 'tools', tools: { ghost: { safeName: 'ghost', originalName: 'ghost' } }, types: '' }],
    });
    assert.equal(done.ok, false);
    assert.deepEqual(done.error, { code: 'tool_error', message: 'unknown tool tools.ghost' });
    assertCleanExit(session);
  });
});

describe('logs and errors', { timeout: TEST_TIMEOUT }, () => {
  test('logs come back in done.logs, in order, objects as JSON', async () => {
    const { done, session } = await execute({
      code: `
        console.log('hello', 'world');
        console.info({ a: 1, b: [1, 2], c: 'x' });
        console.warn(42, true, null, undefined);
        console.error(['arr', { deep: { er: 1 } }]);
        const r = await tools.echo('mid');
        console.log('after', r);
        'finished'`,
      tools: echoTools,
    });
    assertOk(done, session);
    assert.equal(done.result, 'finished');
    assert.deepEqual(done.logs, [
      'hello world',
      '{"a":1,"b":[1,2],"c":"x"}',
      '42 true null undefined',
      '["arr",{"deep":{"er":1}}]',
      'after mid',
    ]);
    assertCleanExit(session);
  });

  test('logs survive a failing execution', async () => {
    const { done, session } = await execute({
      code: 'console.log("before");\nthrow new Error("boom")',
    });
    assert.equal(done.ok, false);
    assert.deepEqual(done.logs, ['before']);
    assertCleanExit(session);
  });

  test('runtime error: runtime_error with the error message', async () => {
    const { done, session } = await execute({ code: 'const x = 1;\nthrow new Error("boom " + x)' });
    assert.equal(done.ok, false);
    assert.deepEqual(done.error, { code: 'runtime_error', message: 'boom 1' });
    assert.equal('result' in done, false);
    assertCleanExit(session);
  });

  test('runtime error from the engine (TypeError, ReferenceError)', async () => {
    const a = await execute({ code: 'let u;\nu.prop' });
    assert.equal(a.done.ok, false);
    assert.equal(a.done.error.code, 'runtime_error');
    assert.match(a.done.error.message, /prop/);
    assertCleanExit(a.session);

    const b = await execute({ code: 'notDefinedAnywhere + 1' });
    assert.equal(b.done.ok, false);
    assert.equal(b.done.error.code, 'runtime_error');
    assert.match(b.done.error.message, /notDefinedAnywhere/);
    assertCleanExit(b.session);
  });

  test('syntax error: runtime_error whose message gives line and column', async () => {
    const { done, session } = await execute({ code: 'const a = 1;\nconst b = 2;\nconst c = ;\n' });
    assert.equal(done.ok, false);
    assert.equal(done.error.code, 'runtime_error');
    assert.match(done.error.message, /SyntaxError/);
    // `;` is at line 3, column 11 of the code as sent.
    assert.match(done.error.message, /line 3\b/);
    assert.match(done.error.message, /column 11\b/);
    // A program that does not parse never calls a tool.
    assert.deepEqual(session.toolCalls, []);
    assertCleanExit(session);
  });
});

describe('cancellation and timeouts', { timeout: TEST_TIMEOUT }, () => {
  test('cancel while the guest awaits a hanging tool: the runner answers with timeout', async () => {
    const controller = new AbortController();
    let toolSawAbort = false;
    const tools = {
      tools: {
        hang: (input, { signal }) =>
          new Promise((resolve) => {
            signal.addEventListener('abort', () => {
              toolSawAbort = true;
              resolve('too late');
            });
            // The guest is now suspended on this call: cancel.
            setImmediate(() => controller.abort());
          }),
      },
    };
    const session = new HostSession({
      code: 'const v = await tools.hang({});\n"not reached"',
      tools,
      options: { timeoutMs: 60_000 },
      signal: controller.signal,
      cancelGraceMs: GENEROUS_GRACE_MS,
    });
    const done = await session.run();
    await session.closed;
    assert.equal(done.ok, false);
    assert.deepEqual(done.error, TIMEOUT_ERROR);
    assert.equal('result' in done, false);
    assert.equal(session.cancelSent, true);
    assert.equal(toolSawAbort, true, 'the host aborts its own tool dispatch on cancel');
    assert.deepEqual(session.events, ['started', 'call:call-1', 'cancel', 'done']);
    assertCleanExit(session);
  });

  test('cancel while awaiting a tool: a guest that catches the rejection still ends in timeout', async () => {
    const controller = new AbortController();
    const tools = {
      tools: {
        hang: () => {
          setImmediate(() => controller.abort());
          return new Promise(() => {});
        },
      },
    };
    const session = new HostSession({
      code: `
        let r;
        try { await tools.hang({}); } catch (e) { r = 'swallowed ' + e.code; }
        r`,
      tools,
      options: { timeoutMs: 60_000 },
      signal: controller.signal,
      cancelGraceMs: GENEROUS_GRACE_MS,
    });
    const done = await session.run();
    await session.closed;
    assert.equal(done.ok, false);
    assert.deepEqual(done.error, TIMEOUT_ERROR);
    assertCleanExit(session);
  });

  for (const [name, loop] of [
    ['while (true) {}', 'while (true) {}'],
    ['a loop that catches everything', 'while (true) { try { for (;;) {} } catch (e) {} finally { continue; } }'],
  ]) {
    test(`cancel during a CPU loop (${name}): the runner answers with timeout`, async () => {
      const controller = new AbortController();
      const tools = {
        tools: {
          // The guest calls this right before spinning; cancel shortly after
          // answering, so the cancel lands while the guest is in the loop.
          ready: async () => {
            setTimeout(() => controller.abort(), 50);
            return true;
          },
        },
      };
      const session = new HostSession({
        code: `await tools.ready();\n${loop}`,
        tools,
        options: { timeoutMs: 60_000 },
        signal: controller.signal,
        cancelGraceMs: GENEROUS_GRACE_MS,
      });
      const done = await session.run();
      await session.closed;
      assert.equal(done.ok, false);
      assert.deepEqual(done.error, TIMEOUT_ERROR);
      assert.deepEqual(session.events, ['started', 'call:call-1', 'result:call-1', 'cancel', 'done']);
      assertCleanExit(session);
    });
  }

  test('cancel that reaches the runner before it started the guest still yields timeout', async () => {
    const controller = new AbortController();
    controller.abort();
    const session = new HostSession({
      code: 'while (true) {}',
      options: { timeoutMs: 60_000 },
      signal: controller.signal,
      cancelGraceMs: GENEROUS_GRACE_MS,
    });
    const done = await session.run();
    await session.closed;
    assert.equal(done.ok, false);
    assert.deepEqual(done.error, TIMEOUT_ERROR);
    assertCleanExit(session);
  });

  for (const [name, code, tools] of [
    ['a CPU loop', 'while (true) {}', {}],
    ['a hanging tool', 'await tools.hang({})', { tools: { hang: () => new Promise(() => {}) } }],
    ['a long timer', 'await new Promise((resolve) => setTimeout(resolve, 600000))', {}],
  ]) {
    test(`options.timeoutMs expires during ${name}: timeout done without any cancel`, async () => {
      const session = new HostSession({
        code,
        tools,
        options: { timeoutMs: 300 },
        // The host backstop is far away: the runner must time out by itself.
        hostTimeoutMs: 15_000,
        cancelGraceMs: GENEROUS_GRACE_MS,
      });
      const done = await session.run();
      await session.closed;
      assert.equal(done.ok, false);
      assert.deepEqual(done.error, TIMEOUT_ERROR);
      assert.equal(session.cancelSent, false, 'the host had to cancel');
      assert.ok(done.durationMs >= 300 - 1, `durationMs ${done.durationMs} is shorter than timeoutMs`);
      assertCleanExit(session);
    });
  }
});

describe('memory and stack', { timeout: TEST_TIMEOUT }, () => {
  for (const [name, code] of [
    ['one giant allocation', '"x".repeat(2 ** 28).length'], // under V8's string length limit (2 ** 29 - 24), over the memory limit
    ['steady growth', 'const a = [];\nwhile (true) a.push("x".repeat(1e6) + a.length);'],
  ]) {
    test(`memory limit (${name}): memory_limit done, exit 0 or the dead runtime's 2, nothing left behind`, async () => {
      const { done, session } = await execute({ code, options: { timeoutMs: 15_000 } });
      assert.equal(done.ok, false);
      assert.equal(done.error.code, 'memory_limit', `error: ${JSON.stringify(done.error)}`);
      // The heap watchdog stops the guest (exit 0), or an allocation past
      // RLIMIT_DATA kills the Go runtime (exit 2) and the watchdog process
      // writes the done.
      assert.deepEqual(session.violations, [], `protocol violations; stderr:\n${session.stderr}`);
      assert.equal(session.killed, false, 'the host had to kill the runner');
      assert.ok([0, 2].includes(session.exit.code) && session.exit.signal === null, `exit ${JSON.stringify(session.exit)}; stderr:\n${session.stderr}`);
      if (process.platform === 'linux') {
        const left = await eventuallyEmpty(() => liveMarkedProcesses(session.id));
        assert.deepEqual(left, [], `processes left behind: ${JSON.stringify(left)}`);
      }
    });
  }

  test('deep recursion is a runtime_error, not a crash', async () => {
    const { done, session } = await execute({ code: 'function f(n) { return f(n + 1) + 1 }\nf(0)' });
    assert.equal(done.ok, false);
    assert.equal(done.error.code, 'runtime_error');
    assert.match(done.error.message, /Maximum call stack size exceeded/);
    assertCleanExit(session);
  });
});

describe('host kill', { timeout: TEST_TIMEOUT }, () => {
  test('SIGKILL of the runner mid-execution: the session fails and no runner process survives', async () => {
    const session = new HostSession({
      code: 'await tools.ready();\nwhile (true) {}',
      tools: {
        tools: {
          ready: async (input, { session: s }) => {
            setTimeout(() => s.child.kill('SIGKILL'), 50);
            return true;
          },
        },
      },
      options: { timeoutMs: 60_000 },
    });
    await assert.rejects(session.run(), /exited before done|stdout ended before done/);
    const exit = await session.closed;
    assert.equal(exit.signal, 'SIGKILL');
    if (process.platform === 'linux') {
      // Whatever the runner started must die with it.
      const left = await eventuallyEmpty(() => liveMarkedProcesses(session.id));
      assert.deepEqual(left, [], `processes left behind: ${JSON.stringify(left)}`);
    }
  });

  test('cancel with no grace: whether the runner or the kill wins, the host reports timeout and nothing survives', async () => {
    const session = new HostSession({
      code: 'await tools.ready();\nwhile (true) {}',
      tools: {
        tools: {
          ready: async (input, { session: s }) => {
            setTimeout(() => s.cancel('test'), 50);
            return true;
          },
        },
      },
      options: { timeoutMs: 60_000 },
      cancelGraceMs: 0,
    });
    const done = await session.run();
    assert.deepEqual(done.error, TIMEOUT_ERROR);
    await session.closed;
    if (process.platform === 'linux') {
      const left = await eventuallyEmpty(() => liveMarkedProcesses(session.id));
      assert.deepEqual(left, [], `processes left behind: ${JSON.stringify(left)}`);
    }
  });
});

describe('validation', { timeout: TEST_TIMEOUT }, () => {
  test('options.timeoutMs: -1 gives validation_error and no started', async () => {
    const { done, session } = await execute({ code: '1', options: { timeoutMs: -1 } });
    assert.equal(done.ok, false);
    assert.equal(done.id, session.id);
    assert.equal(done.error.code, 'validation_error');
    assert.match(done.error.message, /timeoutMs/);
    assert.equal(session.started, false);
    assert.deepEqual(
      session.messages.map((m) => m.type),
      ['done'],
    );
    assertCleanExit(session);
  });

  test('a provider with an unusable name gives validation_error and no started', async () => {
    const { done, session } = await execute({
      code: '1',
      providers: [{ name: 'not a name', tools: {}, types: '' }],
    });
    assert.equal(done.ok, false);
    assert.equal(done.error.code, 'validation_error');
    assert.equal(session.started, false);
    assertCleanExit(session);
  });

  test('missing option fields take the defaults', async () => {
    const { done, session } = await execute({ code: 'await tools.echo(7)', tools: echoTools, options: {}, rawOptions: true });
    assertOk(done, session);
    assert.equal(done.result, 7);
    assertCleanExit(session);
  });
});

describe('many executions', { timeout: 60_000 }, () => {
  test('100 executions back to back, each in a fresh process, leave no process behind', async () => {
    const pids = new Set();
    const children = [];
    for (let i = 0; i < 100; i++) {
      const { done, session } = await execute({
        code: `const s = await math.add({ a: ${i}, b: ${i} });\nconsole.log('run', ${i});\n({ i: ${i}, s })`,
        tools: mathTools,
      });
      assertOk(done, session);
      assert.deepEqual(done.result, { i, s: 2 * i });
      assert.deepEqual(done.logs, [`run ${i}`]);
      assertCleanExit(session);
      assert.ok(!pids.has(session.child.pid), `pid ${session.child.pid} reused while alive?`);
      pids.add(session.child.pid);
      children.push(session.child);
    }
    assert.equal(pids.size, 100);
    for (const child of children) {
      assert.ok(child.exitCode !== null || child.signalCode !== null, `pid ${child.pid} has not exited`);
    }
    if (process.platform === 'linux') {
      const live = await liveChildrenFromProc();
      assert.deepEqual(live, [], `live children: ${JSON.stringify(live)}`);
    }
  });

  test('no child process of this test process is left (all sessions)', async () => {
    for (const child of spawnedChildren) {
      assert.ok(child.exitCode !== null || child.signalCode !== null, `pid ${child.pid} has not exited`);
    }
    if (process.platform !== 'linux') return;
    const live = await liveChildrenFromProc();
    assert.deepEqual(live, [], `live children: ${JSON.stringify(live)}`);
    // Nor anything a runner started (its watchdog, say), wherever it
    // was reparented.
    const marked = await eventuallyEmpty(() => liveMarkedProcesses());
    assert.deepEqual(marked, [], `runner processes left: ${JSON.stringify(marked)}`);
  });
});
