// Process-level benchmark: drives bin/execbox-runner the way a Node
// dispatcher does, next to the floor program (a protocol-only Go process,
// scripts/bench/floor) and /bin/true, alternating runs pair by pair.
// Every figure that matters is a ratio measured in the same run.
//
//   node scripts/bench/process.mjs [--runs 200] [--runner bin/execbox-runner]
//                                  [--floor bin/floor] [--args=--no-supervise]
//
// --walls runs only the walls' spawn price: spawn → done of `1+1` with the
// walls and the watchdog against the same binary with `--sandbox=off
// --no-supervise`, interleaved run by run; with --before OTHER-BINARY, the
// same pair for that binary too, all four interleaved, so that a change's
// before and after ratios come from the same minutes of the same machine.
//
// --baseline OTHER-RUNNER compares this runner with another build (an
// older commit, say) and nothing else: spawn → done and peak RSS of `1+1`
// and of a run that formats no locale, the two binaries alternating run by
// run, each row the median of the per-pair ratios.
import { spawn, spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values: opt } = parseArgs({
  options: {
    runs: { type: "string", default: "200" },
    warmup: { type: "string", default: "20" },
    runner: { type: "string", default: "bin/execbox-runner" },
    floor: { type: "string", default: "bin/floor" },
    args: { type: "string", default: "" },
    walls: { type: "boolean", default: false },
    before: { type: "string", default: "" },
    baseline: { type: "string", default: "" },
  },
});
const RUNS = Number(opt.runs);
const WARMUP = Number(opt.warmup);
const runnerArgs = opt.args ? opt.args.split(/\s+/) : [];

const toolProvider = [{ name: "tools", tools: { echo: { safeName: "echo", originalName: "echo" } }, types: "" }];
function execute(code, providers = []) {
  return JSON.stringify({ type: "execute", id: "bench", code, options: { timeoutMs: 10000 }, providers }) + "\n";
}

// run spawns cmd, optionally waits idleMs, writes the execute, answers tool
// calls with echo results, and resolves with milliseconds from the start
// point (spawn, or the execute write when idleMs > 0) to the done line.
function run(cmd, args, line, { idleMs = 0, env } = {}) {
  return new Promise((resolve, reject) => {
    let t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "ignore"], env: env ? { ...process.env, ...env } : process.env });
    let buf = "";
    let doneAt = null;
    const finish = () => resolve(Number((doneAt ?? process.hrtime.bigint()) - t0) / 1e6);
    child.on("error", reject);
    child.stdin.on("error", () => {});
    child.stdout.on("data", (chunk) => {
      buf += chunk;
      let nl;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const l = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (l.includes('"tool_call"')) {
          const m = JSON.parse(l);
          child.stdin.write(JSON.stringify({ type: "tool_result", callId: m.callId, ok: true, result: m.input ?? null }) + "\n");
        } else if (l.includes('"done"')) {
          doneAt = process.hrtime.bigint();
          child.stdin.end();
        }
      }
    });
    child.on("exit", () => setImmediate(finish));
    const send = () => {
      if (idleMs > 0) t0 = process.hrtime.bigint();
      if (line) child.stdin.write(line);
      else child.stdin.end();
    };
    if (idleMs > 0) setTimeout(send, idleMs);
    else send();
  });
}

function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p90: q(0.9), p99: q(0.99) };
}
const median = (xs) => stats(xs).median;

// pairwise runs a and b alternately and returns both samples and the
// median of the per-pair ratios a/b.
async function pairwise(a, b, runs = RUNS) {
  for (let i = 0; i < WARMUP; i++) { await a(); await b(); }
  const as = [], bs = [], ratios = [];
  for (let i = 0; i < runs; i++) {
    const x = await a(), y = await b();
    as.push(x); bs.push(y); ratios.push(x / y);
  }
  return { a: stats(as), b: stats(bs), ratio: median(ratios) };
}

// wallsPrice prints, for each binary, the median spawn → done of `1+1` with
// walls and watchdog, without both, and the median of the per-round ratios.
async function wallsPrice(bins) {
  const line = execute("1+1");
  const arms = bins.flatMap((bin) => [
    { bin, label: "walls", f: () => run(bin, runnerArgs, line) },
    { bin, label: "--sandbox=off --no-supervise", f: () => run(bin, [...runnerArgs, "--sandbox=off", "--no-supervise"], line) },
  ]);
  for (let i = 0; i < WARMUP; i++) for (const a of arms) await a.f();
  const times = arms.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    // Rotate the order each round so that no arm always follows another.
    for (let k = 0; k < arms.length; k++) {
      const j = (i + k) % arms.length;
      times[j].push(await arms[j].f());
    }
  }
  console.log(`walls' spawn price, ${RUNS} rounds after ${WARMUP} warm-up, arms interleaved; times in ms\n`);
  console.log("| binary | walls + watchdog median | p90 | --sandbox=off --no-supervise median | p90 | ratio (median of rounds) |");
  console.log("|---|---|---|---|---|---|");
  for (let b = 0; b < bins.length; b++) {
    const w = times[2 * b], o = times[2 * b + 1];
    const ratio = median(w.map((x, i) => x / o[i]));
    console.log(`| ${bins[b]} | ${fmt(stats(w).median)} | ${fmt(stats(w).p90)} | ${fmt(stats(o).median)} | ${fmt(stats(o).p90)} | ${ratio.toFixed(2)}× |`);
  }
}
const fmt = (x) => x.toFixed(2);
if (opt.walls) {
  await wallsPrice(opt.before ? [opt.before, opt.runner] : [opt.runner]);
  process.exit(0);
}

// peakRSS runs cmd once on line and returns its peak resident set in MB:
// GNU time's %M, the largest of the process and of the children it waited
// for (the runner's, whose watchdog it does not wait for).
function peakRSS(cmd, args, line) {
  const out = spawnSync("/usr/bin/time", ["-f", "%M", cmd, ...args], { input: line, stdio: ["pipe", "ignore", "pipe"] }).stderr.toString();
  return Number(out.trim().split("\n").pop()) / 1024;
}

// A run that formats no locale: records built, grouped, sorted and
// serialized, as agent code does, without Intl or toLocale*.
const noLocale = execute(`const rows = Array.from({ length: 500 }, (_, i) => ({ id: i, region: "r" + (i % 7), amount: (i * 37) % 101 }));
const by = {};
for (const r of rows) (by[r.region] ??= []).push(r);
const out = Object.entries(by).map(([k, v]) => ({ k, n: v.length, sum: v.reduce((a, r) => a + r.amount, 0) })).sort((a, b) => b.sum - a.sum);
JSON.stringify(out).length`);

if (opt.baseline) {
  const B = opt.baseline;
  const rows = [];
  const add = (name, r) => rows.push(`| ${name} | ${fmt(r.a.median)} | ${fmt(r.a.p90)} | ${fmt(r.b.median)} | ${fmt(r.b.p90)} | ${r.ratio.toFixed(3)}× |`);
  for (const [name, line] of [["`1+1`", execute("1+1")], ["no-locale run", noLocale]]) {
    add(`spawn → done, ${name} (ms)`, await pairwise(() => run(opt.runner, runnerArgs, line), () => run(B, runnerArgs, line)));
    const pr = await pairwise(async () => peakRSS(opt.runner, runnerArgs, line), async () => peakRSS(B, runnerArgs, line));
    add(`peak RSS, ${name} (MB)`, pr);
  }
  console.log(`${RUNS} pairs after ${WARMUP} warm-up, alternating; runner: ${opt.runner} ${runnerArgs.join(" ")}; baseline: ${B}\n`);
  console.log("| scenario | runner median | p90 | baseline median | p90 | ratio (median of pairs) |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows) console.log(r);
  process.exit(0);
}

const R = (line, o) => () => run(opt.runner, runnerArgs, line, o);
const F = (line, o) => () => run(opt.floor, [], line, o);
const rows = [];
function row(name, r, target) {
  rows.push(`| ${name} | ${fmt(r.a.median)} | ${fmt(r.a.p90)} | ${fmt(r.a.p99)} | ${fmt(r.b.median)} | ${r.ratio.toFixed(2)}× | ${target} |`);
}

const oneplusone = execute("1+1");
const tools = (n) => execute(`for (let i = 0; i < ${n}; i++) await tools.echo({ i }); 2`, toolProvider);

row("spawn → done, `1+1`", await pairwise(R(oneplusone), F(oneplusone)), "≤ 2.0×");
const t = await pairwise(() => run("/bin/true", [], null), F(oneplusone));
rows.push(`| /bin/true spawn → exit (reference) | ${fmt(t.a.median)} | ${fmt(t.a.p90)} | ${fmt(t.a.p99)} | ${fmt(t.b.median)} | ${t.ratio.toFixed(2)}× | |`);
row("spawn → done, 1 tool call", await pairwise(R(tools(1)), F(tools(1), { env: { FLOOR_CALLS: "1" } })), "");
row("spawn → done, 10 tool calls", await pairwise(R(tools(10)), F(tools(10))), "");
row("prespawned (idle 40 ms) execute → done, `1+1`", await pairwise(R(oneplusone, { idleMs: 40 }), F(oneplusone, { idleMs: 40 }), Math.min(RUNS, 100)), "≤ 1.5×");

// What the walls cost (package sandbox): the same runner with them and
// with --sandbox=off, pair by pair. In the "floor" columns: --sandbox=off.
{
  const off = [...runnerArgs.filter((a) => !a.startsWith("--sandbox")), "--sandbox=off"];
  const Roff = (line, o) => () => run(opt.runner, off, line, o);
  const sb = await pairwise(R(oneplusone), Roff(oneplusone));
  rows.push(`| walls vs --sandbox=off: spawn → done, \`1+1\` | ${fmt(sb.a.median)} | ${fmt(sb.a.p90)} | ${fmt(sb.a.p99)} | ${fmt(sb.b.median)} | ${sb.ratio.toFixed(2)}× | |`);
  const sp = await pairwise(R(oneplusone, { idleMs: 40 }), Roff(oneplusone, { idleMs: 40 }), Math.min(RUNS, 100));
  rows.push(`| walls vs --sandbox=off: prespawned execute → done, \`1+1\` | ${fmt(sp.a.median)} | ${fmt(sp.a.p90)} | ${fmt(sp.a.p99)} | ${fmt(sp.b.median)} | ${sp.ratio.toFixed(2)}× | |`);
}

// Marginal cost of a tool call: prespawned, 10 calls against none.
{
  const n = Math.min(RUNS, 100);
  const r0 = await pairwise(R(oneplusone, { idleMs: 40 }), R(tools(10), { idleMs: 40 }), n);
  const f0 = await pairwise(F(oneplusone, { idleMs: 40 }), F(tools(10), { idleMs: 40 }), n);
  const rPer = (r0.b.median - r0.a.median) / 10, fPer = (f0.b.median - f0.a.median) / 10;
  rows.push(`| marginal cost per tool call (prespawned, 10 vs 0) | ${fmt(rPer)} | | | ${fmt(fPer)} | ${(rPer / fPer).toFixed(2)}× | ≤ 1.5× |`);
}

// A 1 MB result, against the runner's own `1+1`.
{
  const big = await pairwise(R(execute("'x'.repeat(1 << 20)")), R(oneplusone));
  rows.push(`| spawn → done, 1 MB result (vs runner \`1+1\`) | ${fmt(big.a.median)} | ${fmt(big.a.p90)} | ${fmt(big.a.p99)} | ${fmt(big.b.median)} | ${big.ratio.toFixed(2)}× | |`);
}

// Throughput with two parallel host loops against one, for the runner and,
// in the same run, for the floor: Node spawns every process from one
// thread, so even the floor does not reach 2×.
{
  const n = Math.min(RUNS, 200);
  const throughput = async (one) => {
    const loop = async (count) => { for (let i = 0; i < count; i++) await one(); };
    let t0 = performance.now(); await loop(n); const single = n / ((performance.now() - t0) / 1000);
    t0 = performance.now(); await Promise.all([loop(n / 2), loop(n / 2)]); const two = n / ((performance.now() - t0) / 1000);
    return { single, two };
  };
  const r = await throughput(R(oneplusone)), f = await throughput(F(oneplusone));
  rows.push(`| throughput, 1 loop (executions/s) | ${r.single.toFixed(0)} | | | ${f.single.toFixed(0)} | ${(r.single / f.single).toFixed(2)}× | |`);
  rows.push(`| throughput, 2 parallel loops (executions/s) | ${r.two.toFixed(0)} | | | ${f.two.toFixed(0)} | ${(r.two / f.two).toFixed(2)}× | |`);
  rows.push(`| throughput scaling, 2 loops ÷ 1 loop | ${(r.two / r.single).toFixed(2)}× | | | ${(f.two / f.single).toFixed(2)}× | | ≥ 1.8× |`);
}

// Peak RSS of a trivial execution, the whole process tree (GNU time reports
// the largest of the process and the children it waited for).
{
  const rss = (cmd, args) => peakRSS(cmd, args, oneplusone);
  const rs = [], fs = [];
  for (let i = 0; i < 20; i++) { rs.push(rss(opt.runner, runnerArgs)); fs.push(rss(opt.floor, [])); }
  rows.push(`| peak RSS, trivial execution (MB) | ${fmt(median(rs))} | | | ${fmt(median(fs))} | ${(median(rs) / median(fs)).toFixed(2)}× | ≤ 12 MB |`);
}

console.log(`runs per scenario: ${RUNS} after ${WARMUP} warm-up; times in ms; runner: ${opt.runner} ${runnerArgs.join(" ")}\n`);
console.log("| scenario | runner median | p90 | p99 | floor median | ratio (median of pairs) | target |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) console.log(r);
