// Runs the shell examples the READMEs and docs/*.md mark as runnable, and
// checks every Markdown link in the repository (make test-readme, part of
// make test).
//
// Examples. A ```console block right after `<!-- runnable -->` is run as a
// reader would run it, after the README's two set-up commands (make build;
// PATH with the repository's bin/ first): each `$ ` line is a command, run
// with bash from a scratch folder where examples/, testdata/ and node/ are
// links to the repository's (so that files the examples write, such as
// typo.js, land there), and the lines under it are its expected output,
// stdout and stderr together. Blocks run in order (README.md,
// node/README.md, then docs/*.md by name) and share the folder, so a later
// block may read what an earlier one wrote. Numbers vary from run to
// run (durations, timestamps, byte counts), so every run of digits compares
// equal to any other, except in a block marked `<!-- runnable: exact -->`,
// whose numbers are facts the docs state (a count of transcripts, say) and
// must match. `<!-- runnable: status -->` runs the commands and
// checks only that they succeed (for output whose order varies). The
// examples clean up after themselves: a file they leave in the folder is
// an error, since a reader who runs them from a clone would find it in
// the repository.
//
// Links. Every relative link in a Markdown file of ours (not third_party/,
// not node_modules/) must name a file or folder in the repository (and an
// #anchor in a Markdown file must match one of its headings); a link that
// leaves the repository (../shared/...) or goes to the web (http...) is an
// error, so that the docs stand alone in any clone.
//
//   node scripts/readme-examples.mjs [--only-links]

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The reference material lives in docs/, one topic a file; its examples are
// tested like the README's, whichever files are added there later.
const RUNNABLE_DOCS = [
  'README.md',
  'node/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
const failures = [];

// ---------------------------------------------------------------------------
// Links

function slug(heading) {
  // GitHub's anchors: lower case, punctuation dropped, spaces to hyphens.
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#+\s+(.*)$/gm)].map((m) => slug(m[1])));
}

function checkLinks() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('third_party/') && !f.split('/').includes('node_modules') && existsSync(path.join(root, f)));
  let count = 0;
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    for (const m of text.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      count++;
      const target = m[1];
      if (/^[a-z]+:/i.test(target)) {
        failures.push(`${file}: link to ${target} leaves the repository`);
        continue;
      }
      const [p, anchor] = target.split('#');
      const resolved = p ? path.resolve(path.dirname(path.join(root, file)), p) : path.join(root, file);
      if (!resolved.startsWith(root + path.sep) && resolved !== root) {
        failures.push(`${file}: link to ${target} leaves the repository`);
      } else if (!existsSync(resolved)) {
        failures.push(`${file}: link to ${target}: no such file`);
      } else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
        failures.push(`${file}: link to ${target}: no heading with that anchor`);
      }
    }
  }
  console.log(`links: ${count} checked in ${files.length} Markdown files`);
}

// ---------------------------------------------------------------------------
// Examples

function blocks(doc) {
  const lines = readFileSync(path.join(root, doc), 'utf8').split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const marker = /^<!-- runnable(?:: (status|exact))? -->$/.exec(lines[i]);
    if (!marker) continue;
    if (lines[i + 1] !== '```console') {
      failures.push(`${doc}:${i + 1}: <!-- runnable --> must be followed by a \`\`\`console block`);
      continue;
    }
    const commands = [];
    let j = i + 2;
    for (; j < lines.length && lines[j] !== '```'; j++) {
      if (lines[j].startsWith('$ ')) commands.push({ command: lines[j].slice(2), expected: [] });
      else if (commands.length) commands.at(-1).expected.push(lines[j]);
    }
    out.push({ doc, line: i + 1, statusOnly: marker[1] === 'status', exact: marker[1] === 'exact', commands });
    i = j;
  }
  return out;
}

const normalize = (text) => text.replace(/\d+/g, 'N').replace(/[ \t]+$/gm, '').trimEnd();

function runExamples() {
  const bin = path.join(root, 'bin');
  if (!existsSync(path.join(bin, 'execbox-runner'))) {
    failures.push('bin/execbox-runner is missing: run make build first');
    return;
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'execbox-readme-'));
  try {
    for (const dir of ['examples', 'testdata', 'node']) symlinkSync(path.join(root, dir), path.join(scratch, dir));
    const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
    delete env.EXECBOX_RUNNER_BIN;
    let count = 0;
    for (const doc of RUNNABLE_DOCS) {
      for (const block of blocks(doc)) {
        for (const { command, expected } of block.commands) {
          count++;
          const r = spawnSync('bash', ['-o', 'pipefail', '-c', `exec 2>&1\n${command}`], { cwd: scratch, env, encoding: 'utf8', timeout: 60_000 });
          const where = `${doc}:${block.line}: $ ${command}`;
          if (r.error || r.status !== 0) {
            failures.push(`${where}\n  exited ${r.status ?? r.error}:\n${r.stdout}`);
            continue;
          }
          if (block.statusOnly) continue;
          const norm = block.exact ? (text) => text.replace(/[ \t]+$/gm, '').trimEnd() : normalize;
          const want = norm(expected.join('\n'));
          const got = norm(r.stdout);
          if (want !== got) {
            failures.push(`${where}\n  output differs (${block.exact ? 'exactly' : 'digits compare equal'})\n--- README\n${expected.join('\n')}\n--- got\n${r.stdout}`);
          }
        }
      }
    }
    const left = readdirSync(scratch).filter((f) => !['examples', 'testdata', 'node'].includes(f));
    if (left.length) failures.push(`the examples leave ${left.join(', ')} behind: a block that writes a file removes it`);
    console.log(`examples: ${count} commands run from ${RUNNABLE_DOCS.length} Markdown files`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

checkLinks();
if (!process.argv.includes('--only-links')) runExamples();
if (failures.length) {
  for (const f of failures.slice(0, 50)) console.error(`FAIL ${f}\n`);
  console.error(`${failures.length} README check(s) failed`);
  process.exit(1);
}
console.log('README checks passed');
