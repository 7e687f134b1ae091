// Generates third_party/goja/regexp_unicode_tables.go: the code point sets
// that ECMAScript's Unicode property escapes (\p{...}, \P{...}) name, for
// the goja copy the runner carries.
//
//   cd scripts/unicode && npm ci && node gen.mjs
//
// The sets come from regenerate-unicode-properties (the data Babel compiles
// \p{...} with), pinned in package.json to the Unicode version of the Node
// the runner is measured against (Node 20.20: ICU 78, Unicode 17.0). The
// names and aliases come from the unicode-property-*-ecmascript packages,
// which list exactly what ECMAScript accepts. Before writing anything, every
// name is checked against this Node's own RegExp: a name Node rejects is
// left out (so that it stays a SyntaxError), and with --verify every set is
// compared with what Node matches, code point by code point.
//
// The Go file holds the sets as one constant string of LEB128 varints (gap,
// length per range) and the names as sorted arrays of strings: constant
// data, so a process that never uses \p pays nothing at start-up.

import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const require = createRequire(import.meta.url);
const properties = require("regenerate-unicode-properties");
const unicodeVersion = require("regenerate-unicode-properties/unicode-version.js");
const propertyAliases = require("unicode-property-aliases-ecmascript");
const valueAliases = require("unicode-property-value-aliases-ecmascript");
const canonicalNames = require("unicode-canonical-property-names-ecmascript");
const verify = process.argv.includes("--verify");

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../../third_party/goja/regexp_unicode_tables.go");

function accepted(body) {
  try {
    new RegExp(`\\p{${body}}`, "u");
    return true;
  } catch {
    return false;
  }
}

// ranges turns a regenerate set into [lo, hi] pairs.
function ranges(prop, value) {
  const file = value === undefined ? `${prop}` : `${prop}/${value}`;
  const set = require(`regenerate-unicode-properties/${file}.js`).characters;
  const data = set.data; // [start, end) pairs
  const out = [];
  for (let i = 0; i < data.length; i += 2) out.push([data[i], data[i + 1] - 1]);
  return out;
}

function check(body, rs) {
  const re = new RegExp(`^\\p{${body}}$`, "u");
  let k = 0;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    while (k < rs.length && rs[k][1] < cp) k++;
    const inSet = k < rs.length && rs[k][0] <= cp;
    if (re.test(String.fromCodePoint(cp)) !== inSet) {
      throw new Error(`\\p{${body}}: U+${cp.toString(16)} is ${inSet ? "in" : "not in"} the set, Node says otherwise`);
    }
  }
}

const sets = []; // encoded strings, deduplicated
const setIndex = new Map();
function addSet(rs) {
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
  for (const [lo, hi] of rs) {
    varint(lo - prev - 1);
    varint(hi - lo);
    prev = hi;
  }
  const key = Buffer.from(bytes).toString("latin1");
  if (!setIndex.has(key)) {
    setIndex.set(key, sets.length);
    sets.push(key);
  }
  return setIndex.get(key);
}

// One name list per kind of escape: lone names (\p{L}, \p{Alphabetic}) and
// the values of the three properties that take one (\p{sc=Greek}).
const lists = { lone: new Map(), gc: new Map(), sc: new Map(), scx: new Map() };
const rejected = [];
const verified = new Set();
function add(list, body, name, rs) {
  if (!accepted(body)) {
    rejected.push(body);
    return;
  }
  const index = addSet(rs);
  // Each distinct set is compared with Node once, through the first name
  // that reaches it; the other names are only checked to be accepted.
  if (verify && !verified.has(index)) {
    check(body, rs);
    verified.add(index);
  }
  lists[list].set(name, index);
}

const valueKey = { General_Category: "gc", Script: "sc", Script_Extensions: "scx" };
for (const [prop, values] of properties) {
  if (prop === "Binary_Property") {
    const aliasesOf = (canonical) =>
      [canonical, ...[...propertyAliases].filter(([, c]) => c === canonical).map(([a]) => a)];
    for (const name of values) {
      if (!canonicalNames.has(name)) continue; // not an ECMAScript property
      const rs = ranges("Binary_Property", name);
      for (const alias of new Set(aliasesOf(name))) add("lone", alias, alias, rs);
    }
    continue;
  }
  const key = valueKey[prop];
  if (!key) continue; // Property_of_Strings: only with the v flag, which goja lacks
  const aliases = valueAliases.get(prop);
  for (const value of values) {
    const rs = ranges(prop, value);
    const names = new Set([value, ...[...aliases].filter(([, c]) => c === value).map(([a]) => a)]);
    for (const name of names) {
      for (const propName of [prop, ...[...propertyAliases].filter(([, c]) => c === prop).map(([a]) => a)]) {
        add(key, `${propName}=${name}`, name, rs);
      }
      // A General_Category value may also stand alone.
      if (prop === "General_Category") add("lone", name, name, rs);
    }
  }
}

// Go string literal of the latin1 bytes.
function goString(s) {
  let r = "";
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (c === 0x22 || c === 0x5c) r += "\\" + ch;
    else if (c >= 0x20 && c < 0x7f) r += ch;
    else r += "\\x" + c.toString(16).padStart(2, "0");
  }
  return `"${r}"`;
}

let data = "";
const offsets = [];
for (const s of sets) {
  offsets.push(data.length);
  data += s;
}
offsets.push(data.length);

const lines = [];
lines.push(`// Code generated by scripts/unicode/gen.mjs from regenerate-unicode-properties; DO NOT EDIT.`);
lines.push(``);
lines.push(`package goja`);
lines.push(``);
lines.push(`// unicodePropertyVersion is the Unicode version of the sets below.`);
lines.push(`const unicodePropertyVersion = ${JSON.stringify(unicodeVersion)}`);
lines.push(``);
lines.push(`// unicodePropertySetCount is the number of distinct sets.`);
lines.push(`const unicodePropertySetCount = ${sets.length}`);
lines.push(``);
for (const [list, doc] of [
  ["lone", "names that stand alone: General_Category values and binary properties"],
  ["gc", "values of General_Category (gc)"],
  ["sc", "values of Script (sc)"],
  ["scx", "values of Script_Extensions (scx)"],
]) {
  const entries = [...lists[list]].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const Name = list[0].toUpperCase() + list.slice(1);
  lines.push(`// unicodeProperty${Name}Names are the ${doc}, sorted; unicodeProperty${Name}Sets[i] is the set of unicodeProperty${Name}Names[i].`);
  lines.push(`var unicodeProperty${Name}Names = [...]string{`);
  for (const [n] of entries) lines.push(`\t${JSON.stringify(n)},`);
  lines.push(`}`);
  lines.push(``);
  lines.push(`var unicodeProperty${Name}Sets = [...]uint16{`);
  for (let i = 0; i < entries.length; i += 16) {
    lines.push("\t" + entries.slice(i, i + 16).map(([, s]) => s).join(", ") + ",");
  }
  lines.push(`}`);
  lines.push(``);
}
lines.push(`// unicodePropertySetOffsets[i] is where set i starts in unicodePropertyData; it ends where set i+1 starts.`);
lines.push(`var unicodePropertySetOffsets = [...]uint32{`);
for (let i = 0; i < offsets.length; i += 12) lines.push("\t" + offsets.slice(i, i + 12).join(", ") + ",");
lines.push(`}`);
lines.push(``);
lines.push(`// unicodePropertyData holds every set as LEB128 varints: for each range, its`);
lines.push(`// distance from the end of the previous one (minus one), then its length minus one.`);
lines.push(`const unicodePropertyData = "" +`);
const chunk = 96;
for (let i = 0; i < data.length; i += chunk) {
  const end = i + chunk >= data.length;
  lines.push(`\t${goString(data.slice(i, i + chunk))}${end ? "" : " +"}`);
}
lines.push(``);
writeFileSync(out, lines.join("\n"));
console.error(
  `wrote ${out}: Unicode ${unicodeVersion}, ${sets.length} sets, ${data.length} bytes of data; ` +
    `names: ${lists.lone.size} lone, ${lists.gc.size} gc, ${lists.sc.size} sc, ${lists.scx.size} scx` +
    (rejected.length ? `; left out because this Node rejects them: ${rejected.join(", ")}` : "") +
    (verify ? "; every set verified against this Node" : ""),
);
