// Records how Node 20's RegExp matches characters case-insensitively, and
// generates the table the runner's RegExp engines fold case with.
//
//   node scripts/casefold/record.mjs
//
// With the i flag, two characters match when ECMAScript's Canonicalize
// gives the same value for both (ECMA-262 22.2.2.7.3): without the u or v
// flag, a code unit's uppercase form (kept as it is when that form is
// several characters, or ASCII for a character that is not); with u or v,
// simple case folding. Canonicalize partitions the characters into classes,
// and this script reads the classes off V8 itself, never off a table:
//
// - without u: every BMP code unit x is searched for with /\uXXXX/gi in
//   the string of all 65,536 code units; the positions it matches are x's
//   class.
// - with u: the code points that match some other code point are found by
//   halving: for each aligned block, the class of the block's lower half
//   searched in its upper half and the other way round (every pair of
//   different code points is split at exactly one level). Each of those is
//   then searched for with /\u{X}/giu among them.
//
// It writes third_party/goja/testdata/casefold_v8.json (the classes of two
// or more characters, as Node gives them; third_party/goja's
// TestCaseFoldTablesMatchNode compares the table with it, and
// TestCaseFoldMatchesNode runs every matching path of the runner's RegExp
// against it) and third_party/regexp2/syntax/execbox_casefold_tables.go.

import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "../..");
const hex = (c) => c.toString(16).toUpperCase().padStart(4, "0");

function nonUnicodeClasses() {
  let s = "";
  for (let c = 0; c < 0x10000; c++) s += String.fromCharCode(c);
  const classes = new Map();
  for (let x = 0; x < 0x10000; x++) {
    const re = new RegExp("\\u" + hex(x), "gi");
    const members = [];
    for (let m; (m = re.exec(s)); ) members.push(m.index);
    if (members.length === 1 && members[0] === x) continue;
    if (!members.includes(x)) throw new Error(`U+${hex(x)} does not match itself`);
    classes.set(x, members);
  }
  return partition(classes, "non-unicode");
}

const esc = (c) => `\\u{${c.toString(16)}}`;
const isSurrogate = (c) => c >= 0xd800 && c <= 0xdfff;
function stringOf(lo, hi) {
  const parts = [];
  for (let c = lo; c <= hi; c++) if (!isSurrogate(c)) parts.push(String.fromCodePoint(c));
  return parts;
}
function classOf(lo, hi) {
  // A class of one range, surrogates left out (they are code points of
  // their own with u, and match only themselves).
  const parts = [];
  if (lo < 0xd800) parts.push(`${esc(lo)}-${esc(Math.min(hi, 0xd7ff))}`);
  if (hi > 0xdfff) parts.push(`${esc(Math.max(lo, 0xe000))}-${esc(hi)}`);
  return parts.length ? new RegExp(`[${parts.join("")}]`, "giu") : null;
}

function unicodeClasses() {
  const active = new Set();
  const probe = (clsLo, clsHi, textLo, textHi) => {
    const re = classOf(clsLo, clsHi);
    if (!re) return;
    const text = stringOf(textLo, textHi).join("");
    for (const m of text.matchAll(re)) active.add(m[0].codePointAt(0));
  };
  for (let size = 2; size <= 0x200000; size *= 2) {
    for (let lo = 0; lo <= 0x10ffff; lo += size) {
      const mid = lo + size / 2;
      if (mid > 0x10ffff) break;
      const hi = Math.min(lo + size - 1, 0x10ffff);
      probe(lo, mid - 1, mid, hi);
      probe(mid, hi, lo, mid - 1);
    }
  }
  const list = [...active].sort((a, b) => a - b);
  const text = list.map((c) => String.fromCodePoint(c)).join("");
  const classes = new Map();
  for (const x of list) {
    const members = [...text.matchAll(new RegExp(esc(x), "giu"))].map((m) => m[0].codePointAt(0));
    if (!members.includes(x)) throw new Error(`U+${hex(x)} does not match itself with u`);
    classes.set(x, members);
  }
  return partition(classes, "unicode");
}

// partition checks that the relation is an equivalence (each member's
// class is the same list) and returns the classes, each sorted, in order
// of their first member.
function partition(classes, what) {
  const out = [];
  for (const [x, members] of classes) {
    const key = members.join();
    for (const m of members) {
      if (classes.get(m)?.join() !== key) throw new Error(`${what}: U+${hex(x)} and U+${hex(m)} have different classes`);
    }
    if (members[0] === x) out.push(members);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

// The Go table: every member of a class of two or more, sorted, each with
// the next member of its class (the last with the first), packed as
// member<<shift | next. Static data: nothing is built when a process
// starts.
function goTable(name, classes, doc, type, shift) {
  const pairs = [];
  for (const members of classes) {
    members.forEach((m, i) => pairs.push([m, members[(i + 1) % members.length]]));
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const lines = [];
  for (let i = 0; i < pairs.length; i += 6) {
    lines.push("\t" + pairs.slice(i, i + 6).map(([m, n]) => `0x${(BigInt(m) << BigInt(shift) | BigInt(n)).toString(16)},`).join(" "));
  }
  return `${doc}\nvar ${name} = [...]${type}{\n${lines.join("\n")}\n}\n`;
}

const nonUnicode = nonUnicodeClasses();
const unicode = unicodeClasses();
const fixture = {
  node: process.version,
  unicodeVersion: process.versions.unicode,
  nonUnicode: nonUnicode.map((c) => c.map(hex)),
  unicode: unicode.map((c) => c.map(hex)),
};
writeFileSync(path.join(root, "third_party/goja/testdata/casefold_v8.json"), JSON.stringify(fixture, null, 0).replace(/\],\[/g, "],\n[") + "\n");

const go = `// Code generated by scripts/casefold/record.mjs from ${process.version} (Unicode ${process.versions.unicode}); DO NOT EDIT.

package syntax

${goTable("ecmaFoldNonUnicode", nonUnicode, "// ecmaFoldNonUnicode: the classes of BMP code units that match each other\n// with the i flag and without u or v.", "uint32", 16)}
${goTable("ecmaFoldUnicode", unicode, "// ecmaFoldUnicode: the classes of code points that match each other with the\n// i flag and u or v (simple case folding).", "uint64", 21)}`;
writeFileSync(path.join(root, "third_party/regexp2/syntax/execbox_casefold_tables.go"), go);
console.log(`non-unicode: ${nonUnicode.length} classes of ${nonUnicode.flat().length} code units; unicode: ${unicode.length} classes of ${unicode.flat().length} code points`);
