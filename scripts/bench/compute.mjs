// Guest-compute benchmark: the same programs in execbox-runner (goja) and,
// when scripts/bench/node_modules has it, in quickjs-emscripten, the engine
// of execbox's own runner. Each figure is the best of RUNS wall times of
// the guest's own work, measured inside the guest with Date.now() so that
// process start-up is not counted.
//
//   node scripts/bench/compute.mjs [--runner bin/execbox-runner] [--runs 3]
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values: opt } = parseArgs({
  options: {
    runner: { type: "string", default: "bin/execbox-runner" },
    runs: { type: "string", default: "3" },
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

const wrap = (body) => `const t0 = Date.now(); const v = (() => { ${body} })(); ({ ms: Date.now() - t0, v })`;

function runGoja(body) {
  const line = JSON.stringify({ type: "execute", id: "c", code: wrap(body), options: { timeoutMs: 120000, memoryLimitBytes: 2 ** 30 }, providers: [] });
  const out = spawnSync(opt.runner, [], { input: line + "\n", encoding: "utf8" });
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
function runQuickJS(body) {
  const vm = quickjs.newContext();
  vm.runtime.setMemoryLimit(2 ** 30);
  try {
    const r = vm.evalCode(wrap(body));
    const v = vm.unwrapResult(r);
    const res = vm.dump(v);
    v.dispose();
    return res;
  } finally {
    vm.dispose();
  }
}

const best = (f, body) => {
  let min = Infinity, v;
  for (let i = 0; i < RUNS; i++) { const r = f(body); min = Math.min(min, r.ms); v = r.v; }
  return { ms: min, v };
};

console.log(`best of ${RUNS}, ms of guest work; runner: ${opt.runner}${quickjs ? "; QuickJS: quickjs-emscripten (WASM) in Node" : "; QuickJS not installed (npm install --prefix scripts/bench)"}\n`);
console.log("| program | goja (runner) | QuickJS | goja / QuickJS |");
console.log("|---|---|---|---|");
const results = {};
for (const [name, body] of programs) {
  const g = best(runGoja, body);
  const q = quickjs ? best(runQuickJS, body) : null;
  if (q && q.v !== g.v) throw new Error(`${name}: results differ (${g.v} vs ${q.v})`);
  results[name] = g.ms;
  console.log(`| ${name} | ${g.ms} | ${q ? q.ms : "—"} | ${q ? (g.ms / Math.max(q.ms, 1)).toFixed(2) + "×" : "—"} |`);
}
const ratio = (a, b) => (results[a] / Math.max(results[b], 1)).toFixed(1);
console.log(`\nstring building in goja: s += x over push + join: ${ratio("string building, s += x, 1e4 appends", "string building, push + join, 1e4")}× at 1e4 appends, ${ratio("string building, s += x, 4e4 appends", "string building, push + join, 4e4")}× at 4e4 (a ratio that rises with n would mean quadratic building)`);
