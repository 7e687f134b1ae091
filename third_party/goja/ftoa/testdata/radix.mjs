// Records what Node 20 (V8) prints for Number.prototype.toString(radix)
// over a fixed set of doubles and every radix but 10, into radix.txt.gz (gzipped text):
// one line per value and radix, "BITS RADIX TEXT", BITS the double's
// IEEE-754 bits in hex. ftobasestr_test.go checks FToBaseStr against it.
//
//   node third_party/goja/ftoa/testdata/radix.mjs
//
// The values are a fixed pseudo-random sample (a seeded xorshift, so the
// file is the same on every run) of every magnitude, plus the cases that
// show the algorithm's edges: small integers, powers of the radices,
// 2^53 and beyond, halves, thirds, tenths, denormals and the extremes.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const buf = new DataView(new ArrayBuffer(8));
const bits = (x) => { buf.setFloat64(0, x); return buf.getBigUint64(0).toString(16).padStart(16, "0"); };
const fromBits = (b) => { buf.setBigUint64(0, b); return buf.getFloat64(0); };

let s = 0x2545f4914f6cdd1dn;
const mask = (1n << 64n) - 1n;
const next = () => { s ^= (s << 13n) & mask; s ^= s >> 7n; s ^= (s << 17n) & mask; return s; };

const values = new Set([0, 1, 2, 7, 35, 36, 255, 0.5, 0.25, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, Math.PI, Math.E,
  0.75, 1e-7, 1e21, 1e-300, 123.456, 2 ** 52, 2 ** 53, 2 ** 53 + 2, 2 ** 60 + 12345, 2 ** 64, 2 ** 70 + 2 ** 20,
  Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, Number.EPSILON, 2.2250738585072014e-308,
  0.8466400793967279, 4.35, 0.000001, 1.5, 2.5, 3.5, 1e300, 5e-324 * 3, 9007199254740993.5]);
for (let r = 2; r <= 36; r++) for (const e of [3, 17, 40]) { values.add(r ** e); values.add(r ** -e); values.add(r ** (e / 2) + 0.5); }
for (let i = 0; i < 40; i++) {
  // Uniform over the bit patterns: every exponent, denormals included.
  let x = fromBits(next() & ~(1n << 63n));
  if (Number.isFinite(x)) values.add(x);
  // Moderate magnitudes, where agent code lives.
  values.add(Number(next() % 1000000n) / 1000);
  values.add(Number(next() >> 11n) / 2 ** 53 * 10 ** Number(next() % 30n));
}
const lines = [];
let i = 0;
for (const v of values) {
  i++;
  // The sign is a prefix: a sample of negatives is enough.
  for (const x of i % 5 === 0 ? [v, -v] : [v]) {
    if (Object.is(x, -0)) continue;
    for (let r = 2; r <= 36; r++) if (r !== 10) lines.push(`${bits(x)} ${r} ${x.toString(r)}`);
  }
}
writeFileSync(path.join(here, "radix.txt.gz"), gzipSync(lines.join("\n") + "\n", { level: 9 }));
console.log(`${lines.length} lines`);
