// Lays out the npm packages the esbuild way and packs them into dist/npm/:
//
//   @execbox-runner/<platform>  one per platform: `os` and `cpu` fields, the
//                               prebuilt binary at bin/execbox-runner, and the
//                               licences of what is compiled into it
//   execbox-runner              the Node adapter (node/), listing every platform
//                               package as an optionalDependency at the same version
//
// npm installs only the platform package whose os and cpu match the machine,
// so an install needs no install script, no download of its own and no Go;
// resolveRunnerBinary() finds the binary at run time.
//
// Run by `make npm`, after scripts/cross.sh has put the binaries in
// dist/bin/<platform>/. The version is the VERSION file's, written into every
// package.json; node/package.json must already say the same (`make
// set-version V=x.y.z` writes both), so that the package tested in the
// repository is the package shipped.
//
//   node scripts/npm/pack.mjs [--out dist/npm]

import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outArg = process.argv.indexOf('--out');
const out = path.resolve(root, outArg === -1 ? 'dist/npm' : process.argv[outArg + 1]);
const stage = path.join(out, 'stage');

// Node's names for the platforms we build (scripts/cross.sh writes
// dist/bin/<os>-<cpu>/). Windows is not built: the runner's watchdog and
// resource limits are POSIX.
const PLATFORMS = [
  { os: 'linux', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'darwin', cpu: 'arm64' },
];

function fail(message) {
  console.error(`pack.mjs: ${message}`);
  process.exit(1);
}

const version = readFileSync(path.join(root, 'VERSION'), 'utf8').trim();
const nodePackage = JSON.parse(readFileSync(path.join(root, 'node', 'package.json'), 'utf8'));
if (nodePackage.version !== version) {
  fail(`node/package.json says ${nodePackage.version}, VERSION says ${version}; run \`make set-version V=${version}\``);
}

// The map the adapter uses at run time, read from the adapter itself so the
// two cannot drift apart.
const { PLATFORM_PACKAGES } = await import(path.join(root, 'node', 'index.js'));

rmSync(out, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });

const license = path.join(root, 'LICENSE');
if (!existsSync(license)) fail('LICENSE is missing');

function writeJSON(file, value) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * The licences of everything compiled into the binary for one platform: the
 * Go standard library and every module it links (goja among them), as the
 * MIT and BSD licences ask of a binary distribution.
 */
function thirdPartyNotices(goos, goarch) {
  const env = { ...process.env, GOOS: goos, GOARCH: goarch, CGO_ENABLED: '0' };
  const list = execFileSync('go', ['list', '-deps', '-f', '{{with .Module}}{{.Path}}\t{{.Dir}}{{end}}', '.'], { cwd: root, env, encoding: 'utf8' });
  const goroot = execFileSync('go', ['env', 'GOROOT'], { cwd: root, env, encoding: 'utf8' }).trim();
  const modules = [['Go standard library', goroot], ...new Set(list.split('\n').filter(Boolean))]
    .map((entry) => (Array.isArray(entry) ? entry : entry.split('\t')))
    .filter(([modulePath]) => modulePath !== 'github.com/execbox/execbox-runner');
  const sections = [];
  for (const [modulePath, dir] of modules) {
    const files = readdirSync(dir).filter((f) => /^(licen[cs]e|copying|notice)(\.(md|txt))?$/i.test(f));
    if (!files.length) fail(`no licence file found for ${modulePath} in ${dir}`);
    for (const f of files) sections.push(`${modulePath} (${f})\n\n${readFileSync(path.join(dir, f), 'utf8').trim()}\n`);
  }
  // Data compiled into the binary that is not a Go module: the CLDR tables
  // of the intl package (scripts/cldr/generate.mjs) and ICU's segmentation
  // data (scripts/segmenter/extract.mjs).
  sections.push(`Unicode CLDR 48.0 data, in intl/data (LICENSE)\n\n${readFileSync(path.join(root, 'intl', 'data', 'LICENSE'), 'utf8').trim()}\n`);
  sections.push(`ICU 78.2 break rules and dictionaries, in intl/segdata (LICENSE)\n\n${readFileSync(path.join(root, 'intl', 'segdata', 'LICENSE'), 'utf8').trim()}\n`);
  return `The execbox-runner binary contains the following software, under these licences.\n\n${sections.join(`\n${'-'.repeat(72)}\n\n`)}`;
}

function pack(dir) {
  // npm pack prints the tarball's file name last.
  const stdout = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: dir, encoding: 'utf8' });
  return path.join(out, stdout.trim().split('\n').pop());
}

const tarballs = [];
const optionalDependencies = {};
for (const { os, cpu } of PLATFORMS) {
  const name = PLATFORM_PACKAGES[`${os} ${cpu}`];
  if (!name) fail(`node/index.js has no platform package for ${os} ${cpu}`);
  const binary = path.join(root, 'dist', 'bin', `${os}-${cpu}`, 'execbox-runner');
  if (!existsSync(binary)) fail(`${path.relative(root, binary)} is missing; run scripts/cross.sh (make cross) first`);
  const dir = path.join(stage, `${os}-${cpu}`);
  mkdirSync(path.join(dir, 'bin'), { recursive: true });
  copyFileSync(binary, path.join(dir, 'bin', 'execbox-runner'));
  // npm keeps the executable bit of packed files.
  chmodSync(path.join(dir, 'bin', 'execbox-runner'), 0o755);
  copyFileSync(license, path.join(dir, 'LICENSE'));
  writeFileSync(path.join(dir, 'THIRD_PARTY_NOTICES'), thirdPartyNotices(os, cpu === 'x64' ? 'amd64' : cpu));
  writeFileSync(
    path.join(dir, 'README.md'),
    `# ${name}\n\nThe prebuilt \`execbox-runner\` binary for ${os} ${cpu}, at \`bin/execbox-runner\`.\n` +
      `Install \`execbox-runner\` instead: it depends on this package on ${os} ${cpu} machines and finds the binary by itself.\n`,
  );
  writeJSON(path.join(dir, 'package.json'), {
    name,
    version,
    description: `The execbox-runner binary for ${os} ${cpu}`,
    license: nodePackage.license,
    os: [os],
    cpu: [cpu],
    files: ['bin/execbox-runner', 'README.md', 'LICENSE', 'THIRD_PARTY_NOTICES'],
    // Yarn PnP: a binary has to exist on disk to be spawned.
    preferUnplugged: true,
  });
  optionalDependencies[name] = version;
  tarballs.push({ name, file: pack(dir) });
}

const main = path.join(stage, 'execbox-runner');
mkdirSync(main, { recursive: true });
for (const f of ['index.js', 'index.d.ts', 'README.md']) copyFileSync(path.join(root, 'node', f), path.join(main, f));
copyFileSync(license, path.join(main, 'LICENSE'));
const { private: _private, scripts: _scripts, ...published } = nodePackage;
writeJSON(path.join(main, 'package.json'), {
  ...published,
  version,
  files: ['index.js', 'index.d.ts', 'README.md', 'LICENSE'],
  optionalDependencies,
});
tarballs.push({ name: nodePackage.name, file: pack(main) });

rmSync(stage, { recursive: true, force: true });
for (const { name, file } of tarballs) {
  console.log(`${name.padEnd(30)} ${path.relative(root, file).padEnd(48)} ${(statSync(file).size / 1e6).toFixed(2)} MB`);
}
