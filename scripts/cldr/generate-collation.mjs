// Writes intl/data/collation/*.bin.gz: the orders ICU's collations give
// Han, and where Chinese, Japanese and Korean place it, read from the ICU
// that Node 20 carries (ICU 78.2) by sorting every Han code point with its
// Intl.Collator. CLDR's JSON packages carry no collation rules, and ICU's
// compiled tailorings (coll/*.res) are tries of collation elements that
// would take a second implementation of ICU's collation data to read;
// sorting with Node gives the same order, and the cases recorded from Node
// (collator-cases.mjs) check it.
//
//   node scripts/cldr/generate-collation.mjs
//
// root.bin.gz is the root collation's order of Han (radical and stroke
// count): the code points it sorts after the letters of every script.
// Each language's file holds only what its collation puts before the
// rest, which then follows in the root's order: zh's pinyin (zh), stroke
// (zh-stroke, zh-Hant's default) and zhuyin readings, ja's kanji of JIS
// X 0208, and ko's Hanja by their Hangul readings, each reading's
// syllable given before its Hanja (ko.bin.gz).
//
// Each file is read in place, a block of 4,096 code points at a time,
// when a comparison first meets one of them (a locale's first use
// decodes only the blocks its strings touch). It begins with four-byte
// little-endian numbers: how many primary weights its entries take; for
// a language's file, how many the root's order has (0 in the root's);
// the number of blocks n; then n+1 offsets, where each block's bytes
// begin and end (from the file's start). A block is raw deflate of its
// entries in code point order, each a list of varints: the code point's
// distance from the entry before (from the block's start for the first)
// less one; then its primary's distance from the one before (zigzag)
// times 2, plus 1 when more follows: a varint sec<<5 | ter<<1 | r, its
// place among the secondary and tertiary variants of its primary (r=1: a
// Hanja whose primary is its Hangul reading's distance from U+AC00),
// and, for a variant other than a Hanja, its group's head's distance
// from the code point (zigzag).
import { writeFileSync, mkdirSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../../intl/data/collation");
mkdirSync(out, { recursive: true });

const han = [];
for (let c = 0; c < 0x110000; c++) {
  const s = String.fromCodePoint(c);
  if (/\p{Script=Han}/u.test(s) && s.normalize("NFD") === s) han.push(s);
}
const hangul = [];
for (let c = 0xac00; c <= 0xd7a3; c++) hangul.push(String.fromCodePoint(c));

// relations is how each of sorted differs from the one before it.
const relations = (locale, sorted) => {
  const base = new Intl.Collator(locale, { sensitivity: "base" });
  const accent = new Intl.Collator(locale, { sensitivity: "accent" });
  return sorted.map((s, i) => (i === 0 || base.compare(sorted[i - 1], s) !== 0 ? 0 : accent.compare(sorted[i - 1], s) !== 0 ? 1 : 2));
};

const blockBits = 12;
const write = (name, sorted, rels, header) => {
  // The entries, as intl/collator_han.go weighs them.
  const entries = new Map();
  let prim = -1, sec = 0, ter = 0, head = 0, reading = 0;
  for (let i = 0; i < sorted.length; i++) {
    const cp = sorted[i].codePointAt(0);
    if (rels[i] === 0) {
      sec = ter = reading = 0;
      head = cp;
      if (cp >= 0xac00 && cp <= 0xd7a3) {
        // A reading: its Hanja follow as its variants.
        reading = cp;
        continue;
      }
      prim++;
    } else if (rels[i] === 1) {
      sec++;
      ter = 0;
    } else {
      ter++;
    }
    if (sec > 0x1ff || ter > 15) throw new Error(`${name}: Han variants overflow at ${sorted[i]}`);
    entries.set(cp, reading ? { prim: reading - 0xac00, low: (sec << 5) | (ter << 1) | 1, head: 0 }
      : { prim, low: (sec << 5) | (ter << 1), head: sec || ter ? head : 0 });
  }
  const prims = prim + 1;
  const cps = [...entries.keys()].sort((a, b) => a - b);
  const nblocks = (cps[cps.length - 1] >> blockBits) + 1;
  const blocks = [];
  for (let k = 0; k < nblocks; k++) {
    const bytes = [];
    const varint = (v) => {
      while (v >= 0x80) {
        bytes.push((v & 0x7f) | 0x80);
        v = Math.floor(v / 128);
      }
      bytes.push(v);
    };
    const zigzag = (d) => (d >= 0 ? 2 * d : -2 * d - 1);
    let prevCp = (k << blockBits) - 1, prevPrim = 0;
    for (const cp of cps) {
      if (cp >> blockBits !== k) continue;
      const e = entries.get(cp);
      varint(cp - prevCp - 1);
      varint(zigzag(e.prim - prevPrim) * 2 + (e.low ? 1 : 0));
      if (e.low) {
        varint(e.low);
        if (!(e.low & 1)) varint(zigzag(e.head - cp));
      }
      prevCp = cp;
      prevPrim = e.prim;
    }
    blocks.push(bytes.length ? deflateRawSync(Buffer.from(bytes), { level: 9 }) : Buffer.alloc(0));
  }
  const head32 = Buffer.alloc(4 * (3 + nblocks + 1));
  head32.writeUInt32LE(prims, 0);
  head32.writeUInt32LE(header ?? 0, 4);
  head32.writeUInt32LE(nblocks, 8);
  let off = head32.length;
  for (let k = 0; k <= nblocks; k++) {
    head32.writeUInt32LE(off, 12 + 4 * k);
    if (k < nblocks) off += blocks[k].length;
  }
  const file = Buffer.concat([head32, ...blocks]);
  writeFileSync(path.join(out, `${name}.bin`), file);
  console.error(`${name}: ${entries.size} code points, ${file.length} bytes`);
  return prims;
};

// The root: Han after the last letter of the other scripts (々 and 〻,
// Han too, sort among the symbols, where the rest of the collation puts
// them).
const und = new Intl.Collator("und");
const root = han.filter((s) => und.compare(s, "ꀀ") > 0).sort(und.compare);
const rootRels = relations("und", root);
const rootPrims = write("root", root, rootRels);
const rootRank = new Map(root.map((s, i) => [s, i]));

// inBlock says which code points a collation places as one group: between
// the digits and the first Latin letter for zh and ko, after the last
// kana and before Greek for ja.
const tables = {
  zh: { locale: "zh", candidates: han, inBlock: (c, s) => c.compare(s, "9") > 0 && c.compare(s, "a") < 0 },
  "zh-stroke": { locale: "zh-u-co-stroke", candidates: han, inBlock: (c, s) => c.compare(s, "9") > 0 && c.compare(s, "a") < 0 },
  "zh-zhuyin": { locale: "zh-u-co-zhuyin", candidates: han, inBlock: (c, s) => c.compare(s, "9") > 0 && c.compare(s, "a") < 0 },
  "zh-unihan": { locale: "zh-u-co-unihan", candidates: han, inBlock: (c, s) => c.compare(s, "9") > 0 && c.compare(s, "a") < 0 },
  ja: { locale: "ja", candidates: han, inBlock: (c, s) => c.compare(s, "ヿ") > 0 && c.compare(s, "α") < 0 },
  ko: { locale: "ko", candidates: [...hangul, ...han], inBlock: (c, s) => c.compare(s, "9") > 0 && c.compare(s, "a") < 0 },
};
for (const [name, t] of Object.entries(tables)) {
  const c = new Intl.Collator(t.locale);
  const sorted = t.candidates.filter((s) => t.inBlock(c, s)).sort(c.compare);
  const rels = relations(t.locale, sorted);
  // The tail in the root's order, with the root's relations, is left to
  // the root's table.
  let k = sorted.length;
  while (k > 0 && rootRank.has(sorted[k - 1]) && (k === sorted.length || rootRank.get(sorted[k - 1]) < rootRank.get(sorted[k]))) k--;
  const tail = new Set(sorted.slice(k));
  for (let i = k + 1; i < sorted.length; i++) {
    const r = rootRank.get(sorted[i]);
    if (rootRank.get(sorted[i - 1]) === r - 1 && rootRels[r] !== rels[i]) throw new Error(`${name}: ${sorted[i]} differs from the root's relation`);
  }
  const prefixSet = new Set(sorted.slice(0, k));
  const missing = root.filter((s) => !prefixSet.has(s) && !tail.has(s));
  if (missing.length) throw new Error(`${name}: ${missing.length} root Han outside the block`);
  write(name, sorted.slice(0, k), rels.slice(0, k), rootPrims);
}
