// Generates third_party/goja/regexp_unicode_strings_tables.go: the
// properties of strings (\p{RGI_Emoji} and its six parts) that a v-flag
// RegExp may name, for the goja copy the runner carries.
//
//   cd scripts/unicode && npm ci && node gen-strings.mjs
//
// The data comes from regenerate-unicode-properties' Property_of_Strings
// (emoji-sequences.txt and emoji-zwj-sequences.txt of the Unicode version
// package.json pins, the one Node 20.20's ICU 78 carries). Every string and
// every code point is checked against this Node's own RegExp before anything
// is written, so the tables say what Node matches.
//
// Layout: each property's code points as LEB128 varint ranges (as in
// regexp_unicode_tables.go), and its strings of two or more code points as
// UTF-8, each followed by a 0 byte. RGI_Emoji is the union of the other six,
// so the six are laid out one after the other and RGI_Emoji's strings are
// the span that covers them all: stored once.

import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const require = createRequire(import.meta.url);
const unicodeVersion = require("regenerate-unicode-properties/unicode-version.js");

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../../third_party/goja/regexp_unicode_strings_tables.go");

// The parts of RGI_Emoji, in the order their strings are laid out.
const parts = [
  "Basic_Emoji",
  "Emoji_Keycap_Sequence",
  "RGI_Emoji_Flag_Sequence",
  "RGI_Emoji_Modifier_Sequence",
  "RGI_Emoji_Tag_Sequence",
  "RGI_Emoji_ZWJ_Sequence",
];

function load(name) {
  const m = require(`regenerate-unicode-properties/Property_of_Strings/${name}.js`);
  const data = m.characters.data; // [start, end) pairs
  const ranges = [];
  for (let i = 0; i < data.length; i += 2) ranges.push([data[i], data[i + 1] - 1]);
  const strings = m.strings.filter((s) => [...s].length !== 1);
  // A one-code-point string belongs with the code points.
  for (const s of m.strings) {
    if ([...s].length === 1) throw new Error(`${name}: one-code-point string ${s} outside characters`);
  }
  return { ranges, strings };
}

function verify(name, { ranges, strings }) {
  const re = new RegExp(`^\\p{${name}}$`, "v");
  for (const s of strings) {
    if (!re.test(s)) throw new Error(`\\p{${name}}: Node does not match ${JSON.stringify(s)}`);
  }
  let k = 0;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    while (k < ranges.length && ranges[k][1] < cp) k++;
    const inSet = k < ranges.length && ranges[k][0] <= cp;
    if (re.test(String.fromCodePoint(cp)) !== inSet) {
      throw new Error(`\\p{${name}}: U+${cp.toString(16)} is ${inSet ? "in" : "not in"} the set, Node says otherwise`);
    }
  }
}

const sets = Object.fromEntries(parts.map((n) => [n, load(n)]));
const rgi = load("RGI_Emoji");
for (const n of [...parts, "RGI_Emoji"]) verify(n, n === "RGI_Emoji" ? rgi : sets[n]);

// RGI_Emoji must be exactly the union of its parts, whose strings are
// disjoint, and its code points must be Basic_Emoji's.
const union = new Set();
for (const n of parts) {
  for (const s of sets[n].strings) {
    if (union.has(s)) throw new Error(`${s} is in two parts of RGI_Emoji`);
    union.add(s);
  }
}
if (union.size !== rgi.strings.length || !rgi.strings.every((s) => union.has(s))) {
  throw new Error("RGI_Emoji's strings are not the union of its parts");
}
if (JSON.stringify(rgi.ranges) !== JSON.stringify(sets.Basic_Emoji.ranges)) {
  throw new Error("RGI_Emoji's code points are not Basic_Emoji's");
}
for (const n of parts.slice(1)) {
  if (sets[n].ranges.length) throw new Error(`${n} has single code points`);
}

function varints(ranges) {
  const bytes = [];
  const varint = (n) => {
    do {
      let b = n & 0x7f;
      n = Math.floor(n / 128);
      if (n > 0) b |= 0x80;
      bytes.push(b);
    } while (n > 0);
  };
  let prev = -1;
  for (const [lo, hi] of ranges) {
    varint(lo - prev - 1);
    varint(hi - lo);
    prev = hi;
  }
  return Buffer.from(bytes);
}

// Go string literal of bytes.
function goBytes(buf) {
  let r = "";
  for (const c of buf) {
    if (c === 0x22 || c === 0x5c) r += "\\" + String.fromCharCode(c);
    else if (c >= 0x20 && c < 0x7f) r += String.fromCharCode(c);
    else r += "\\x" + c.toString(16).padStart(2, "0");
  }
  return `"${r}"`;
}

function goLines(buf, chunk) {
  const lines = [];
  for (let i = 0; i < buf.length; i += chunk) {
    const end = i + chunk >= buf.length;
    lines.push(`\t${goBytes(buf.subarray(i, i + chunk))}${end ? "" : " +"}`);
  }
  return lines;
}

const charData = varints(sets.Basic_Emoji.ranges);
const stringChunks = [];
const spans = {};
let at = 0;
for (const n of parts) {
  const start = at;
  for (const s of sets[n].strings) {
    const b = Buffer.from(s + "\0", "utf8");
    stringChunks.push(b);
    at += b.length;
  }
  spans[n] = [start, at];
}
spans.RGI_Emoji = [0, at];
const stringData = Buffer.concat(stringChunks);

const names = [...parts, "RGI_Emoji"].sort();
const lines = [];
lines.push(`// Code generated by scripts/unicode/gen-strings.mjs from regenerate-unicode-properties; DO NOT EDIT.`);
lines.push(``);
lines.push(`package goja`);
lines.push(``);
lines.push(`// unicodeStringPropertyVersion is the Unicode version of the tables below.`);
lines.push(`const unicodeStringPropertyVersion = ${JSON.stringify(unicodeVersion)}`);
lines.push(``);
lines.push(`// unicodeStringPropertyNames are the properties of strings, sorted.`);
lines.push(`var unicodeStringPropertyNames = [...]string{`);
for (const n of names) lines.push(`\t${JSON.stringify(n)},`);
lines.push(`}`);
lines.push(``);
lines.push(`// unicodeStringPropertyHasChars[i] tells whether unicodeStringPropertyNames[i]`);
lines.push(`// holds the code points of unicodeStringPropertyChars (the others hold none).`);
lines.push(`var unicodeStringPropertyHasChars = [...]bool{`);
for (const n of names) lines.push(`\t${n === "Basic_Emoji" || n === "RGI_Emoji"},`);
lines.push(`}`);
lines.push(``);
lines.push(`// unicodeStringPropertySpans[i] is where the strings of unicodeStringPropertyNames[i]`);
lines.push(`// start and end in unicodeStringPropertyStrings.`);
lines.push(`var unicodeStringPropertySpans = [...][2]uint32{`);
for (const n of names) {
  lines.push(`\t// ${n}: ${n === "RGI_Emoji" ? rgi.strings.length : sets[n].strings.length} strings`);
  lines.push(`\t{${spans[n][0]}, ${spans[n][1]}},`);
}
lines.push(`}`);
lines.push(``);
lines.push(`// unicodeStringPropertyChars holds the single code points of Basic_Emoji`);
lines.push(`// (and RGI_Emoji) as LEB128 varints, as unicodePropertyData does.`);
lines.push(`const unicodeStringPropertyChars = "" +`);
lines.push(...goLines(charData, 96));
lines.push(``);
lines.push(`// unicodeStringPropertyStrings holds the strings, UTF-8, each followed by a 0 byte.`);
lines.push(`const unicodeStringPropertyStrings = "" +`);
lines.push(...goLines(stringData, 96));
lines.push(``);
writeFileSync(out, lines.join("\n"));
console.error(
  `wrote ${out}: Unicode ${unicodeVersion}, ${rgi.strings.length} strings (${stringData.length} bytes), ` +
    `${sets.Basic_Emoji.ranges.length} ranges of code points; every string and code point verified against this Node`,
);
