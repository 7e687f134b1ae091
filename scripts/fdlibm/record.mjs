// Records what Node's Math functions return, bit for bit, into
// third_party/goja/internal/fdlibm/testdata/v8.txt.gz, the corpus the
// fdlibm package's TestV8Corpus compares against.
//
//   node scripts/fdlibm/record.mjs [--random N] [--out PATH]
//
// --random sets the number of random arguments a function (5000 for the
// checked-in corpus); with --out a larger sweep can be written elsewhere
// and checked once with FDLIBM_CORPUS=PATH go test ./internal/fdlibm (in
// third_party/goja).
//
// The corpus has two parts per function. Special arguments (zeros,
// infinities, NaN, subnormals, multiples of π/2 and their neighbours, the
// overflow thresholds, pow's edge cases) are written out with their
// results. Random arguments are not written: both this script and the Go
// test derive them from a seeded splitmix64 generator by the rules in
// randomArg below (keep the two in step), and only the results are stored,
// one hex float64 a line. The header records a checksum of the arguments,
// so a generator that drifts fails loudly rather than comparing the wrong
// pairs. Run it under Node 20 (V8 11.3): the results are that V8's.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const argv = process.argv.slice(2);
const flag = (name, def) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : def;
};
const RANDOM_PER_FUNCTION = Number(flag("--random", "5000"));
const SEED = 0x19fd1b3n;

if (!process.versions.node.startsWith("20.")) {
  console.error(`record.mjs must run under Node 20 (V8 11.3); this is ${process.versions.node}`);
  process.exit(1);
}

const M64 = (1n << 64n) - 1n;
function splitmix64(state) {
  let s = state;
  return () => {
    s = (s + 0x9e3779b97f4a7c15n) & M64;
    let z = s;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M64;
    return z ^ (z >> 31n);
  };
}

const dv = new DataView(new ArrayBuffer(8));
const fromBits = (b) => (dv.setBigUint64(0, b), dv.getFloat64(0));
const toBits = (x) => (dv.setFloat64(0, x), dv.getBigUint64(0));
const hex = (x) => (Number.isNaN(x) ? "nan" : toBits(x).toString(16).padStart(16, "0"));
const next = (x, n) => fromBits(toBits(x) + BigInt(n)); // n ulps away from 0 (x finite, nonzero)

// Each function's interesting binary exponents, for half of its random
// arguments (the other half spans every exponent, subnormals included).
const unary = {
  sin: [-30, 60], cos: [-30, 60], tan: [-30, 60],
  asin: [-30, 0], acos: [-30, 0], atan: [-30, 70],
  exp: [-30, 10], expm1: [-60, 10],
  log: [-1074, 1023], log1p: [-60, 10], log2: [-1074, 1023], log10: [-1074, 1023],
  sinh: [-30, 10], cosh: [-30, 10], tanh: [-30, 6],
  asinh: [-30, 40], acosh: [0, 40], atanh: [-30, 0],
  cbrt: [-1074, 1023],
};
const binary = { atan2: [-30, 30], pow: [-12, 12] };

// randomArg builds a double from three draws: the exponent (within
// [lo, hi] or over the whole range), 52 bits of mantissa and the sign.
function randomArg(rnd, [lo, hi]) {
  const kind = rnd() & 1n;
  let e;
  if (kind === 0n) e = lo + Number(rnd() % BigInt(hi - lo + 1));
  else e = -1075 + Number(rnd() % 2099n); // -1075..1023: exponent field 0..2046
  const mant = rnd() & ((1n << 52n) - 1n);
  const sign = rnd() & 1n;
  const field = e < -1022 ? 0n : BigInt(e + 1023);
  return fromBits((sign << 63n) | (field << 52n) | mant);
}

// powY: an exponent for pow: an integer, a half-integer or a random double.
function powY(rnd) {
  const kind = rnd() % 4n;
  if (kind === 0n) return Number(rnd() % 129n) - 64;
  if (kind === 1n) return (Number(rnd() % 129n) - 64) + 0.5;
  return randomArg(rnd, binary.pow);
}

const pio2 = Math.PI / 2;
const specials = [0, -0, Infinity, -Infinity, NaN, 5e-324, -5e-324, 2.2250738585072014e-308,
  2.225073858507201e-308, 1e-310, -1e-310, Number.MIN_VALUE * 3, Number.MAX_VALUE, -Number.MAX_VALUE,
  1, -1, 0.5, -0.5, 2, -2, 3, 10, 100, 0.1, -0.1, 1e-300, 1e-20, 2 ** -27, 2 ** -28, 2 ** -29, 2 ** -54,
  2 ** -55, 2 ** -57, 1e22, 1e300, -1e300, 2 ** 19 * pio2, 2 ** 20, 2 ** 28, 2 ** 31, 2 ** 53, 2 ** 60, 2 ** 66, 2 ** 1023,
  709.782712893384, 709.7822265625, 709.79, -745.1332191019411, -745.14, -708.4, 710.4758600739439, 710.476,
  22, -22, 21.99, Math.LN2 / 2, Math.LN2, 1.5 * Math.LN2, 56 * Math.LN2, -56 * Math.LN2, 0.4375, 0.6875,
  1.1875, 2.4375, 0.975, 0.3, 0.78125, 0.6744, Math.SQRT2, Math.SQRT1_2, Math.E, Math.PI, -Math.PI, 1e-5, -0.99999];
for (let k = 1; k <= 64; k++) specials.push(k * pio2, -k * pio2, k * Math.PI / 4);
for (const k of [1e3, 1e5, 1e6, 1e9, 1e12, 1e15]) specials.push(Math.round(k / pio2) * pio2);
const withNeighbours = [];
for (const x of specials) {
  withNeighbours.push(x);
  if (Number.isFinite(x) && x !== 0) for (const n of [-2, -1, 1, 2]) withNeighbours.push(next(x, n));
}
const powSpecial = [0, -0, Infinity, -Infinity, NaN, 1, -1, 2, -2, 0.5, -0.5, 3, -3, 10, 1.5, -1.5, 1e-310,
  -1e-310, 1e300, -1e300, 1.0000000001, 0.9999999999, Math.E, 2 ** 31 + 0.5, 2 ** 53, 2 ** 64, -(2 ** 53) - 2, 1023, 1024,
  1075, -1074, -1075, 0.1];

let sum = 0n;
const note = (x) => { sum = (sum * 31n + toBits(x)) & M64; };
const out = [`# Node ${process.versions.node} (V8 ${process.versions.v8}); seed ${SEED}; ${RANDOM_PER_FUNCTION} random arguments a function`];
const rnd = splitmix64(SEED);
for (const [name, range] of Object.entries(unary)) {
  const f = Math[name];
  out.push(`special ${name} ${withNeighbours.length}`);
  for (const x of withNeighbours) out.push(`${hex(x)} ${hex(f(x))}`);
  out.push(`random ${name} ${RANDOM_PER_FUNCTION}`);
  for (let i = 0; i < RANDOM_PER_FUNCTION; i++) {
    const x = randomArg(rnd, range);
    note(x);
    out.push(hex(f(x)));
  }
}
for (const [name, range] of Object.entries(binary)) {
  const f = name === "pow" ? (x, y) => {
    const r = Math.pow(x, y);
    if (!Object.is(r, x ** y)) throw new Error(`Math.pow(${x}, ${y}) and ** differ`);
    return r;
  } : Math[name];
  const pairs = [];
  for (const x of powSpecial) for (const y of powSpecial) pairs.push([x, y]);
  out.push(`special ${name} ${pairs.length}`);
  for (const [x, y] of pairs) out.push(`${hex(x)} ${hex(y)} ${hex(f(x, y))}`);
  out.push(`random ${name} ${RANDOM_PER_FUNCTION}`);
  for (let i = 0; i < RANDOM_PER_FUNCTION; i++) {
    const x = randomArg(rnd, range);
    const y = name === "pow" ? powY(rnd) : randomArg(rnd, range);
    note(x);
    note(y);
    out.push(hex(f(x, y)));
  }
}
out.push(`checksum ${sum.toString(16)}`);
const path = flag("--out", fileURLToPath(new URL("../../third_party/goja/internal/fdlibm/testdata/v8.txt.gz", import.meta.url)));
writeFileSync(path, gzipSync(out.join("\n") + "\n", { level: 9 }));
console.log(`wrote ${path}: ${out.length} lines`);
