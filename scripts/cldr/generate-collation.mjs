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
// A language's file begins with a varint, how many primary weights the
// root's order has (its Han after what the language puts first); then,
// as the root's file, a list of varints, one entry each: the code point's distance
// from the previous entry's (zigzag) times 4 plus how it differs from the
// previous entry: 0 at the primary level, 1 at the secondary, 2 at the
// tertiary or not at all; 3 is a run, followed by a count n: the next n
// code points, each at a new primary.
import { writeFileSync, mkdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
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

const write = (name, sorted, rels, header) => {
  const bytes = [];
  const varint = (v) => {
    while (v >= 0x80) {
      bytes.push((v & 0x7f) | 0x80);
      v = Math.floor(v / 128);
    }
    bytes.push(v);
  };
  if (header !== undefined) varint(header);
  let prev = 0;
  for (let i = 0; i < sorted.length; i++) {
    const cp = sorted[i].codePointAt(0);
    let n = 0;
    if (rels[i] === 0) {
      while (i + n + 1 < sorted.length && sorted[i + n + 1].codePointAt(0) === cp + n + 1 && rels[i + n + 1] === 0) n++;
    }
    const d = cp - prev;
    const z = d >= 0 ? 2 * d : -2 * d - 1;
    if (n >= 2) {
      varint(z * 4 + 3);
      varint(n);
      i += n;
      prev = cp + n;
    } else {
      varint(z * 4 + rels[i]);
      prev = cp;
    }
  }
  const gz = gzipSync(Buffer.from(bytes), { level: 9, mtime: 0 });
  writeFileSync(path.join(out, `${name}.bin.gz`), gz);
  console.error(`${name}: ${sorted.length} code points, ${gz.length} bytes`);
};

// The root: Han after the last letter of the other scripts (々 and 〻,
// Han too, sort among the symbols, where the rest of the collation puts
// them).
const und = new Intl.Collator("und");
const root = han.filter((s) => und.compare(s, "ꀀ") > 0).sort(und.compare);
const rootRels = relations("und", root);
write("root", root, rootRels);
const rootPrims = rootRels.filter((r) => r === 0).length;
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
