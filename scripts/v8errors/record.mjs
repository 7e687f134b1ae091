// Records what V8 throws for every snippet of testdata/v8errors/snippets.txt
// and writes testdata/v8errors/expected.json; e2e/v8errors_test.go runs the same
// snippets through the runner and compares.
//
//   node scripts/v8errors/record.mjs
//
// The snippets run in one child Node 20 (the reference), in the program
// the runner gets too: `const snippets = [...];` and then
// testdata/v8errors/harness.js, as the body of an async function. A
// snippet that throws nothing in V8 is a mistake in the corpus and fails
// the recording.

import { readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, "../../testdata/v8errors");

if (!process.versions.node.startsWith("20.")) {
  console.error(`Node ${process.versions.node}: the reference is Node 20`);
  process.exit(1);
}

// parseCorpus reads snippets.txt as e2e/v8errors_test.go's parseV8Corpus does.
function parseCorpus(text) {
  const snippets = [];
  let differs;
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#differs:")) {
      differs = line.slice("#differs:".length).trim();
      continue;
    }
    if (line.startsWith("#")) continue;
    let mode = "eval", code = line;
    for (const m of ["fn", "async"]) {
      if (line.startsWith(m + ": ")) {
        mode = m;
        code = line.slice(m.length + 2);
      }
    }
    const s = { mode, code };
    if (differs) s.differs = differs;
    differs = undefined;
    snippets.push(s);
  }
  return snippets;
}

const snippets = parseCorpus(readFileSync(path.join(dir, "snippets.txt"), "utf8"));
const program =
  "const snippets = " + JSON.stringify(snippets.map((s) => [s.mode, s.code])) + ";\n" +
  readFileSync(path.join(dir, "harness.js"), "utf8");

// The child runs the program as the runner's guest: the body of an async
// function, under TZ=UTC, printing its result as one JSON line.
const child = `
const AsyncFunction = (async () => {}).constructor;
new AsyncFunction(require("fs").readFileSync(0, "utf8"))().then(
  (r) => process.stdout.write(JSON.stringify(r) + "\\n"),
  (e) => { console.error("the harness threw: " + e); process.exit(1); },
);
`;
const results = JSON.parse(execFileSync(process.execPath, ["-e", child], {
  input: program,
  env: { PATH: process.env.PATH, TZ: "UTC", LANG: "C" },
  encoding: "utf8",
  timeout: 60000,
}));

let failed = 0;
const expected = [];
snippets.forEach((s, i) => {
  const r = results[i];
  if (r === null) {
    console.error(`throws nothing in V8: ${s.code}`);
    failed++;
    return;
  }
  expected.push({ ...s, name: r[0], string: r[1] });
});
if (failed) {
  console.error(`${failed} snippets throw nothing; nothing written`);
  process.exit(1);
}
// One snippet a line, so that a re-recording diffs by snippet.
writeFileSync(
  path.join(dir, "expected.json"),
  `{"node": ${JSON.stringify(process.versions.node)}, "snippets": [\n` +
    expected.map((e) => JSON.stringify(e)).join(",\n") + "\n]}\n",
);
console.error(`${expected.length} snippets recorded`);
