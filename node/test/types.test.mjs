// index.d.ts against the code and the protocol: tsc --noEmit compiles
// test/types/usage.ts, which uses every export the way the code accepts
// them and marks, with @ts-expect-error, what the code refuses. Needs the
// package's devDependencies (npm install in node/).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import * as adapter from '../index.js';

const dir = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

test('tsc --noEmit accepts index.d.ts and the usage file', () => {
  assert.ok(existsSync(tsc), `TypeScript is not installed: run \`npm install\` in ${dir}`);
  const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', 'test/tsconfig.json'], { cwd: dir, encoding: 'utf8' });
  assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
});

test('index.d.ts declares every export of index.js, and the README documents each', () => {
  const dts = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  for (const name of Object.keys(adapter)) {
    assert.match(dts, new RegExp(`export declare (class|function|const) ${name}\\b`), `${name} is not declared in index.d.ts`);
    assert.match(readme, new RegExp(`\`${name}\\b`), `${name} is not in node/README.md`);
  }
});
