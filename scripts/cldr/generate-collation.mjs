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
const zigzag = (d) => (d >= 0 ? 2 * d : -2 * d - 1);

// writeBlocks writes a file of entries (a Map by code point) in blocks,
// each entry its code point's distance from the one before less one, then
// what enc.entry writes.
const writeBlocks = (name, entries, prims, header, enc) => {
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
    let prevCp = (k << blockBits) - 1;
    enc.start();
    for (const cp of cps) {
      if (cp >> blockBits !== k) continue;
      varint(cp - prevCp - 1);
      enc.entry(cp, entries.get(cp), varint);
      prevCp = cp;
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
};

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
  let prevPrim = 0;
  writeBlocks(name, entries, prims, header, {
    start() {
      prevPrim = 0;
    },
    entry(cp, e, varint) {
      varint(zigzag(e.prim - prevPrim) * 2 + (e.low ? 1 : 0));
      if (e.low) {
        varint(e.low);
        if (!(e.low & 1)) varint(zigzag(e.head - cp));
      }
      prevPrim = e.prim;
    },
  });
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

// newer.bin: the characters Unicode assigned after golang.org/x/text's
// tables (6.2), which x/text weighs as unassigned code points, each
// placed where Node's ICU sorts it: after the last character x/text
// weighs by one primary (its anchor), at the rank-th primary after it
// (0: the anchor's own), with its place among the secondary and tertiary
// variants there. A newer mark ICU ignores at the primary level is placed
// among x/text's marks (the anchor is a mark, compared after "a"), and
// one ICU ignores at every level is ignorable. Han is in the tables
// above. The older characters x/text weighs out of ICU's order are
// placed the same way. An entry (after the code point, as in the others): a varint
// d<<2 | kind (0 placed, 1 a mark, 2 ignorable, then d is 0, 3 a tertiary
// variant before its anchor, ter steps before); for kinds 0, 1 and 3, d is the rank's distance from the entry before's (zigzag), then
// the anchor's distance from the entry before's (zigzag, from 0 at the
// block's start, as the rank) and sec<<8 | u<<7 | ter, u set for an
// uppercase letter.
import { execFileSync } from "node:child_process";
{
  const xt = JSON.parse(execFileSync("go", ["run", "./scripts/cldr/xtextgaps"], { cwd: path.join(here, "../..") }).toString());
  const expand = (ranges) => ranges.flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, i) => String.fromCodePoint(lo + i)));
  // Han the root's table above has is left to it (not 𖿰 and 𖿱, Han
  // marks ICU sorts among the others).
  const rootHan = new Set(root);
  const newer = expand(xt.gaps).filter((s) => /\p{Assigned}/u.test(s) && !/\p{Co}/u.test(s) && s.normalize("NFD") === s && !rootHan.has(s));
  const base = new Intl.Collator("und", { sensitivity: "base" });
  const accent = new Intl.Collator("und", { sensitivity: "accent" });
  const entries = new Map();
  // upper is the bit of an uppercase or titlecase letter, which
  // caseFirst "upper" puts first.
  const upper = (s) => (/[\p{Lu}\p{Lt}]/u.test(s) || s.toLowerCase() !== s ? 0x80 : 0);
  // place walks a sorted list of anchors and newer characters.
  const weight = new Map([...xt.anchors, ...xt.marks]);
  const place = (sorted, isAnchor, kind, cmpBase, cmpAccent, cmpFull) => {
    let anchor = 0, rank = 0, sec = 0, ter = 0, head = 0;
    for (let i = 0; i < sorted.length; i++) {
      const s = sorted[i];
      // head is the first anchor of ICU's primary group, which a newer
      // character of the group weighs as at the primary level (x/text
      // may weigh the group's others apart: ' and ‛).
      if (i > 0 && cmpBase(sorted[i - 1], s) !== 0) head = 0;
      if (isAnchor.has(s)) {
        if (!head) head = s.codePointAt(0);
        // Of anchors ICU weighs alike, the first (1 of the digits one
        // alike, which x/text weighs apart).
        if (anchor && rank === 0 && sec === 0 && ter === 0 && cmpFull(String.fromCodePoint(anchor), s) === 0) continue;
        anchor = s.codePointAt(0);
        rank = sec = ter = 0;
        continue;
      }
      if (!anchor) throw new Error(`newer: ${s} sorts before every anchor`);
      const prev = sorted[i - 1];
      if (cmpBase(prev, s) !== 0) {
        rank++;
        sec = ter = 0;
      } else if (cmpAccent(prev, s) !== 0) {
        sec++;
        ter = 0;
      } else if (cmpFull(prev, s) !== 0) {
        ter++;
      }
      if (ter > 0x7f || sec > 0xfff) throw new Error(`newer: variants overflow at ${s}`);
      // The last anchor, unless x/text weighs it apart from the head.
      const a = rank === 0 && weight.get(anchor) !== weight.get(head) ? head : anchor;
      entries.set(s.codePointAt(0), { kind, anchor: a, rank, low: (sec << 8) | ter | upper(s) });
    }
    if (kind !== 0) return;
    // A newer character ICU weighs as a tertiary variant of the anchor
    // after it (ꭰ, Cherokee's newer lowercase, before its older
    // uppercase Ꭰ) is that anchor's, before it: kind 3, ter steps
    // before.
    let next = null, steps = 0;
    for (let i = sorted.length - 1; i >= 0; i--) {
      const s = sorted[i];
      if (isAnchor.has(s)) {
        next = s;
        steps = 0;
        continue;
      }
      const e = entries.get(s.codePointAt(0));
      if (!next || e.rank === 0 || cmpAccent(s, next) !== 0) {
        next = null;
        continue;
      }
      if (cmpFull(s, sorted[i + 1]) !== 0) steps++;
      entries.set(s.codePointAt(0), { kind: 3, anchor: next.codePointAt(0), rank: 0, low: steps | upper(s) });
    }
  };
  const ignorable = newer.filter((s) => base.compare(s, "") === 0);
  const placed = newer.filter((s) => base.compare(s, "") !== 0);
  // The anchors are the characters x/text weighs in the order ICU sorts
  // them: the longest run of them, in ICU's order, whose x/text weights
  // never fall (CLDR 23's root and 48's disagree on some, ₨ a currency
  // sign in one and "Rs" in the other).
  const inOrder = (pairs, cmp) => {
    const sorted = pairs.map(([cp, w]) => [String.fromCodePoint(cp), w]).sort((a, b) => cmp(a[0], b[0]));
    // Patience sorting: tails[k] ends the best run of length k+1.
    const tails = [], prev = new Array(sorted.length);
    for (let i = 0; i < sorted.length; i++) {
      let lo = 0, hi = tails.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[tails[mid]][1] <= sorted[i][1]) lo = mid + 1;
        else hi = mid;
      }
      prev[i] = lo > 0 ? tails[lo - 1] : -1;
      tails[lo] = i;
    }
    const keep = [];
    for (let i = tails[tails.length - 1]; i >= 0; i = prev[i]) keep.push(sorted[i][0]);
    console.error(`newer: ${keep.length} of ${sorted.length} anchors in order`);
    const kept = new Set(keep);
    return [keep.reverse(), sorted.map(([s]) => s).filter((s) => !kept.has(s))];
  };
  // The others (׳, a variant of the apostrophe in ICU, a letter of its
  // own in x/text; U+180E, ignorable since 6.3) are placed as the newer
  // characters are.
  const [anchors, outOfOrder] = inOrder(xt.anchors, und.compare);
  const placedAll = [...placed, ...outOfOrder.filter((s) => base.compare(s, "") !== 0)];
  for (const s of outOfOrder) {
    if (base.compare(s, "") === 0 && und.compare("a" + s, "a") === 0) entries.set(s.codePointAt(0), { kind: 2, rank: 0 });
  }
  place([...anchors, ...placedAll].sort(und.compare), new Set(anchors), 0, base.compare, accent.compare, und.compare);
  const [marks] = inOrder(xt.marks, (x, y) => und.compare("a" + x, "a" + y));
  const newerMarks = ignorable.filter((s) => accent.compare("a" + s, "a") !== 0);
  const withA = (c) => (x, y) => c.compare("a" + x, "a" + y);
  place([...marks, ...newerMarks].sort(withA(und)), new Set(marks), 1, withA(accent), withA(und), withA(und));
  for (const s of ignorable) {
    if (newerMarks.includes(s)) continue;
    if (und.compare("a" + s, "a") !== 0) throw new Error(`newer: ${s} weighs at the tertiary level alone`);
    entries.set(s.codePointAt(0), { kind: 2, rank: 0 });
  }
  // intl/collator_newer.go looks up nothing below U+037F (newerFirst).
  const first = Math.min(...entries.keys());
  if (first < 0x37f) throw new Error(`newer: U+${first.toString(16)} is below U+037F`);
  let prevAnchor = 0, prevRank = 0;
  writeBlocks("newer", entries, 0, 0, {
    start() {
      prevAnchor = prevRank = 0;
    },
    entry(cp, e, varint) {
      if (e.kind === 2) {
        varint(2);
        return;
      }
      varint((zigzag(e.rank - prevRank) << 2) | e.kind);
      varint(zigzag(e.anchor - prevAnchor));
      varint(e.low);
      prevAnchor = e.anchor;
      prevRank = e.rank;
    },
  });
}
