// resolveRunnerBinary's platform-package step, on an installed layout built
// in a temporary folder: a copy of this package at
// node_modules/execbox-runner next to node_modules/@execbox-runner/<platform>,
// as npm lays them out. (The npm install test, scripts/npm/test-install.sh,
// does the same with real tarballs.)

import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { PLATFORM_PACKAGES } from '../index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const version = JSON.parse(readFileSync(path.join(here, '..', 'package.json'), 'utf8')).version;
const key = `${process.platform} ${os.arch()}`;
const platformPackage = PLATFORM_PACKAGES[key];

let root;
let mod;
let binary;

function writePlatformPackage({ pkgVersion = version, mode = 0o755 } = {}) {
  const dir = path.join(root, 'node_modules', ...platformPackage.split('/'));
  mkdirSync(path.join(dir, 'bin'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: platformPackage, version: pkgVersion }));
  binary = path.join(dir, 'bin', 'execbox-runner');
  writeFileSync(binary, '#!/bin/sh\n');
  chmodSync(binary, mode);
}

describe('resolveRunnerBinary: the platform package', { skip: !platformPackage && `no platform package for ${key}` }, () => {
  before(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'execbox-resolve-'));
    const pkgDir = path.join(root, 'node_modules', 'execbox-runner');
    mkdirSync(pkgDir, { recursive: true });
    for (const f of ['index.js', 'package.json']) copyFileSync(path.join(here, '..', f), path.join(pkgDir, f));
    mod = await import(pathToFileURL(path.join(pkgDir, 'index.js')).href);
  });

  after(() => rmSync(root, { recursive: true, force: true }));

  test('not installed: the next places are tried, and the error names the package', () => {
    assert.throws(
      () => mod.resolveRunnerBinary({ env: { PATH: '' } }),
      (err) =>
        err instanceof mod.RunnerNotFoundError &&
        err.message.includes(platformPackage) &&
        err.message.includes(JSON.stringify(key)) &&
        err.tried[0].includes('not installed'),
    );
  });

  test('installed: its binary comes before the package folder and $PATH', () => {
    writePlatformPackage();
    assert.equal(mod.resolveRunnerBinary({ env: { PATH: '/usr/bin' } }), binary);
  });

  test('EXECBOX_RUNNER_BIN still wins', () => {
    writePlatformPackage();
    assert.equal(mod.resolveRunnerBinary({ env: { EXECBOX_RUNNER_BIN: '/bin/sh' } }), '/bin/sh');
  });

  test('another version is an error, not a fallback', () => {
    writePlatformPackage({ pkgVersion: '0.0.1-other' });
    assert.throws(() => mod.resolveRunnerBinary({ env: { PATH: '/usr/bin' } }), /is version 0\.0\.1-other, but execbox-runner is/);
  });

  test('a binary without its executable bit is an error naming it', () => {
    writePlatformPackage({ mode: 0o644 });
    assert.throws(() => mod.resolveRunnerBinary({ env: { PATH: '/usr/bin' } }), /is not an executable file/);
  });
});
