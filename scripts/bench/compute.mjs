// Guest-compute benchmark: the same programs in execbox-runner (goja) and,
// when scripts/bench/node_modules has it, in quickjs-emscripten, the engine
// of execbox's own runner. Each figure is the best of RUNS wall times of
// the guest's own work, measured inside the guest with Date.now() so that
// process start-up is not counted.
//
// Two tables: the original small programs, and the agent-shaped workloads
// of scripts/bench/agent/ (20,000 records from a tool, grouped, sorted,
// filtered, formatted and serialized; records.js builds them untimed),
// with the geometric mean of the ratios. goja's own Go benchmark runs the
// same files (third_party/goja/execbox_compute_bench_test.go), for pprof.
//
//   node scripts/bench/compute.mjs [--runner bin/execbox-runner] [--runs 3]
//        [--only substring] [--records 20000] [--baseline other-runner]
//
// --baseline runs a second runner binary (an older build, say) on the
// agent workloads in the same run, for a before/after table whose ratios
// were measured under the same load.
// --records shrinks the agent workloads' data (`make bench-smoke` uses it
// to check that every workload runs and agrees, quickly).
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { parseArgs } from "node:util";

const { values: opt } = parseArgs({
  options: {
    runner: { type: "string", default: "bin/execbox-runner" },
    runs: { type: "string", default: "3" },
    only: { type: "string", default: "" },
    records: { type: "string", default: "" },
    baseline: { type: "string", default: "" },
  },
});
const RUNS = Number(opt.runs);

// Each body is timed by the harness code around it and returns a check value.
const programs = [
  ["fib(27), recursive", `function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } return fib(27);`],
  ["numeric loop, 3e6 iterations", `let s = 0; for (let i = 0; i < 3e6; i++) s += i * i % 7; return s;`],
  ["JSON round trip, 1e5 objects", `const a = Array.from({ length: 1e5 }, (_, i) => ({ i, s: "v" + i, f: i / 3 })); return JSON.parse(JSON.stringify(a)).length;`],
  ["sort 1e5 numbers with a comparator", `let x = 1; const a = Array.from({ length: 1e5 }, () => (x = (x * 48271) % 2147483647)); a.sort((p, q) => p - q); return a[0];`],
  ["string building, s += x, 1e4 appends", `let s = ""; for (let i = 0; i < 1e4; i++) s += "abcdefghij"; return s.length;`],
  ["string building, push + join, 1e4", `const a = []; for (let i = 0; i < 1e4; i++) a.push("abcdefghij"); return a.join("").length;`],
  ["string building, s += x, 4e4 appends", `let s = ""; for (let i = 0; i < 4e4; i++) s += "abcdefghij"; return s.length;`],
  ["string building, push + join, 4e4", `const a = []; for (let i = 0; i < 4e4; i++) a.push("abcdefghij"); return a.join("").length;`],
];

const agentDir = new URL("./agent/", import.meta.url);
const setup = (opt.records ? `const RECORDS = ${Number(opt.records)};\n` : "") + readFileSync(new URL("records.js", agentDir), "utf8");
const agent = readdirSync(agentDir)
  .filter((f) => /^\d+-.*\.js$/.test(f))
  .sort()
  .map((f) => {
    const src = readFileSync(new URL(f, agentDir), "utf8");
    // The first line is a comment naming the workload.
    return [src.split("\n", 1)[0].replace(/^\/\/\s*/, ""), src];
  });

// The set-up runs before the clock starts; the body is a function body.
const wrap = (body, pre = "") => `${pre}\nconst t0 = Date.now(); const v = (() => { ${body}\n})(); ({ ms: Date.now() - t0, v })`;

function runGoja(body, pre, runner = opt.runner) {
  const line = JSON.stringify({ type: "execute", id: "c", code: wrap(body, pre), options: { timeoutMs: 120000, memoryLimitBytes: 2 ** 30 }, providers: [] });
  const out = spawnSync(runner, [], { input: line + "\n", encoding: "utf8" });
  const done = JSON.parse(out.stdout.trim().split("\n").pop());
  if (!done.ok) throw new Error(JSON.stringify(done.error));
  return done.result;
}

let quickjs = null;
try {
  const { getQuickJS } = await import(new URL("./node_modules/quickjs-emscripten/dist/index.mjs", import.meta.url));
  quickjs = await getQuickJS();
} catch {
  // Not installed: report goja alone.
}
function runQuickJS(body, pre) {
  const vm = quickjs.newContext();
  vm.runtime.setMemoryLimit(2 ** 30);
  // The default 1 MiB stack is too small for 20,000-element spreads.
  vm.runtime.setMaxStackSize(0);
  try {
    const r = vm.evalCode(wrap(body, pre));
    const v = vm.unwrapResult(r);
    const res = vm.dump(v);
    v.dispose();
    return res;
  } finally {
    vm.dispose();
  }
}

const best = (f, body, pre, ...rest) => {
  let min = Infinity, v;
  for (let i = 0; i < RUNS; i++) { const r = f(body, pre, ...rest); min = Math.min(min, r.ms); v = r.v; }
  return { ms: min, v };
};
const pick = (list) => list.filter(([name]) => name.includes(opt.only));

console.log(`best of ${RUNS}, ms of guest work; runner: ${opt.runner}${quickjs ? "; QuickJS: quickjs-emscripten (WASM) in Node" : "; QuickJS not installed (npm install --prefix scripts/bench)"}\n`);
console.log("| program | goja (runner) | QuickJS | goja / QuickJS |");
console.log("|---|---|---|---|");
const results = {};
for (const [name, body] of pick(programs)) {
  const g = best(runGoja, body);
  const q = quickjs ? best(runQuickJS, body) : null;
  if (q && q.v !== g.v) throw new Error(`${name}: results differ (${g.v} vs ${q.v})`);
  results[name] = g.ms;
  console.log(`| ${name} | ${g.ms} | ${q ? q.ms : "—"} | ${q ? (g.ms / Math.max(q.ms, 1)).toFixed(2) + "×" : "—"} |`);
}
const ratio = (a, b) => (results[a] / Math.max(results[b], 1)).toFixed(1);
console.log(`\nstring building in goja: s += x over push + join: ${ratio("string building, s += x, 1e4 appends", "string building, push + join, 1e4")}× at 1e4 appends, ${ratio("string building, s += x, 4e4 appends", "string building, push + join, 4e4")}× at 4e4 (a ratio that rises with n would mean quadratic building)`);

console.log(`\n### Agent-shaped workloads (scripts/bench/agent/, ${opt.records || "20,000"} records, set-up not timed)\n`);
const B = opt.baseline;
if (B) console.log(`baseline: ${B} (a value that differs from QuickJS's is marked †)\n`);
console.log(`| workload |${B ? " baseline |" : ""} goja (runner) | QuickJS |${B ? " baseline / QuickJS |" : ""} goja / QuickJS |`);
console.log(`|---|${B ? "---|" : ""}---|---|${B ? "---|" : ""}---|`);
const over = (a, b) => Math.max(a, 1) / Math.max(b, 1);
const gm = { g: [0, 0], b: [0, 0] };
let worst = 0;
for (const [name, body] of pick(agent)) {
  const g = best(runGoja, body, setup);
  const b = B ? best(runGoja, body, setup, B) : null;
  const q = quickjs ? best(runQuickJS, body, setup) : null;
  if (q && q.v !== g.v) throw new Error(`${name}: results differ\n goja:    ${g.v}\n QuickJS: ${q.v}`);
  const cells = [name];
  if (B) cells.push(b.ms + (q && b.v !== q.v ? " †" : ""));
  cells.push(g.ms, q ? q.ms : "—");
  if (q) {
    const rg = over(g.ms, q.ms);
    gm.g[0] += Math.log(rg); gm.g[1]++; worst = Math.max(worst, rg);
    if (B) { const rb = over(b.ms, q.ms); gm.b[0] += Math.log(rb); gm.b[1]++; cells.push(rb.toFixed(2) + "×"); }
    cells.push(rg.toFixed(2) + "×");
  } else cells.push(...(B ? ["—", "—"] : ["—"]));
  console.log(`| ${cells.join(" | ")} |`);
}
const mean = ([sum, k]) => `**${Math.exp(sum / k).toFixed(2)}×**`;
if (gm.g[1]) console.log(`| **geometric mean** (worst ${worst.toFixed(2)}×; target ≤ 1.5×, none above 2.5×) |${B ? " |" : ""} | |${B ? ` ${mean(gm.b)} |` : ""} ${mean(gm.g)} |`);
