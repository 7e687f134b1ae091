// Runs scripts/casefold/sweep.js in Node and in the runner and prints, per
// section, how many characters (or ranges) matched differently, with the
// first few.
//
//   make build && node scripts/casefold/sweep.mjs [SECTION...]
//
// RUNNER names another runner binary (bin/execbox-runner by default).
//
// Sections: single-go, single-regexp2-surrogates, single-lookahead,
// single-lookbehind, class-go (every BMP code unit against every other,
// without u), backreference, backreference-u, sticky,
// global-from-lastindex, ranges, u-active, u-single-go,
// u-single-lookahead, u-ranges. No section: all of them (about five
// minutes in the runner).

import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "../..");
const all = ["single-go", "single-regexp2-surrogates", "single-lookahead", "single-lookbehind", "class-go", "backreference",
  "backreference-u", "sticky", "global-from-lastindex", "ranges", "u-active", "u-single-go", "u-single-lookahead", "u-ranges"];
const parts = process.argv.length > 2 ? process.argv.slice(2) : all;
const fixture = readFileSync(path.join(root, "third_party/goja/testdata/casefold_v8.json"), "utf8");
const program = readFileSync(path.join(here, "sweep.js"), "utf8")
  .replace("const fixture = FIXTURE;", () => `const fixture = ${fixture.trim()};`)
  .replace("const parts = PARTS;", () => `const parts = ${JSON.stringify(parts)};`);

let t = Date.now();
const node = JSON.parse(new Function(program)());
console.log(`node: ${Date.now() - t} ms`);
t = Date.now();
const runnerBin = process.env.RUNNER || path.join(root, "bin/execbox-runner");
const done = JSON.parse(execFileSync(runnerBin,
  ["run", "--json", "--timeout", "30m", "--memory", "4GiB", "-"], { input: program, maxBuffer: 1 << 30 }).toString());
console.log(`runner: ${Date.now() - t} ms`);
if (!done.ok) throw new Error(JSON.stringify(done.error));
const runner = JSON.parse(done.result);

let differ = 0;
for (const part of parts) {
  const a = node[part] ?? {}, b = runner[part] ?? {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const bad = keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  differ += bad.length;
  console.log(`${part}: ${keys.length} cases other than the character alone in either, ${bad.length} differ`);
  for (const k of bad.slice(0, 8)) console.log(`  ${k}: node ${JSON.stringify(a[k])} runner ${JSON.stringify(b[k])}`);
}
process.exitCode = differ ? 1 : 0;
