// Records what Node 20 (Unicode 17) does with every code point where
// Unicode's data matters outside RegExp: String's case mapping
// (toUpperCase, toLowerCase), normalize in its four forms, identifier
// characters and white space. It writes
// third_party/goja/testdata/unicode17_v8.json.gz; the goja copy's
// TestUnicode17Tables derives from it the override tables
// (execbox_unicode17_tables.go here and in parser/), by comparing each
// code point with what Go's Unicode 15 tables give, and checks that the
// checked-in tables are those.
//
//   node scripts/unicode17/record.mjs
//   UPDATE_UNICODE17=1 go test -run TestUnicode17Tables ./third_party/goja
//
// Only results other than the code point itself are stored (case and
// normalization), and identifier and space characters as ranges. For
// normalize beyond single code points: each code point's canonical
// combining class (ccc, read off reordering against yardstick marks) and,
// for each that decomposes, what NFC makes of its decomposition (composed:
// itself unless Unicode excludes it from composition). The
// Hangul syllables (U+AC00..U+D7A3), which both decompose by arithmetic,
// are left out.

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../../third_party/goja/testdata/unicode17_v8.json.gz");
const hex = (c) => c.toString(16).toUpperCase().padStart(4, "0");
const cps = (s) => [...s].map((c) => hex(c.codePointAt(0))).join(" ");

const maps = { upper: {}, lower: {}, NFC: {}, NFD: {}, NFKC: {}, NFKD: {}, composed: {} };
const ccc = {};

// Canonical combining classes, read off canonical reordering: a mark of
// class v is reordered before one of a higher class and after one of a
// lower class, and not against one of class v. These marks (one per class
// Unicode had in version 15) are the yardsticks; TestUnicode17Tables checks
// their classes with Go's tables.
const yardsticks = [[1, 0x0334], [6, 0x16FF0], [7, 0x093C], [8, 0x3099], [9, 0x094D], [10, 0x05B0], [11, 0x05B1], [12, 0x05B2],
  [13, 0x05B3], [14, 0x05B4], [15, 0x05B5], [16, 0x05B6], [17, 0x05B7], [18, 0x05B8], [19, 0x05B9], [20, 0x05BB], [21, 0x05BC],
  [22, 0x05BD], [23, 0x05BF], [24, 0x05C1], [25, 0x05C2], [26, 0xFB1E], [27, 0x064B], [28, 0x064C], [29, 0x064D], [30, 0x0618],
  [31, 0x0619], [32, 0x061A], [33, 0x0651], [34, 0x0652], [35, 0x0670], [36, 0x0711], [84, 0x0C55], [91, 0x0C56], [103, 0x0E38],
  [107, 0x0E48], [118, 0x0EB8], [122, 0x0EC8], [129, 0x0F71], [130, 0x0F72], [132, 0x0F74], [202, 0x0321], [214, 0x1DCE],
  [216, 0x031B], [218, 0x1DFA], [220, 0x0316], [222, 0x059A], [224, 0x302E], [226, 0x1D16D], [228, 0x05AE], [230, 0x0300],
  [232, 0x0315], [233, 0x035C], [234, 0x035D], [240, 0x0345]];
const kept = (a, b) => (a + b).normalize("NFD") === a + b;
function combiningClass(s) {
  if (s.normalize("NFD") !== s) return 0; // decomposes: its parts have the classes
  const lowest = String.fromCodePoint(0x0334), highest = String.fromCodePoint(0x0345);
  if (kept(s, lowest) && kept(highest, s)) return 0;
  for (const [v, r] of yardsticks) {
    const y = String.fromCodePoint(r);
    if (kept(s, y) && kept(y, s)) return v;
  }
  throw new Error(`U+${hex(s.codePointAt(0))}: a combining class no yardstick has`);
}
const sets = { idStart: [], idPart: [], space: [] };
const inSet = { idStart: false, idPart: false, space: false };
const mark = (name, c, yes) => {
  if (yes !== inSet[name]) {
    if (yes) sets[name].push([c, c]);
    inSet[name] = yes;
  } else if (yes) sets[name][sets[name].length - 1][1] = c;
};
const valid = (src) => {
  try {
    new Function(src);
    return true;
  } catch {
    return false;
  }
};
for (let c = 0; c <= 0x10ffff; c++) {
  if (c >= 0xd800 && c <= 0xdfff) continue;
  const s = String.fromCodePoint(c);
  const up = s.toUpperCase(), low = s.toLowerCase();
  if (up !== s) maps.upper[hex(c)] = cps(up);
  if (low !== s) maps.lower[hex(c)] = cps(low);
  if (!(c >= 0xac00 && c <= 0xd7a3)) {
    for (const f of ["NFC", "NFD", "NFKC", "NFKD"]) {
      const n = s.normalize(f);
      if (n !== s) maps[f][hex(c)] = cps(n);
    }
    const d = s.normalize("NFD");
    if (d !== s) maps.composed[hex(c)] = cps(d.normalize("NFC"));
  }
  const v = combiningClass(s);
  if (v) ccc[hex(c)] = v;
  // An identifier's first and later characters, as the parser reads them
  // in source (inside a function's name: white space would end the name
  // and leave a valid declaration, "function *b" is a generator); and white
  // space as trim removes it.
  const part = valid(`function a${s}b() {}`);
  mark("idPart", c, part);
  mark("idStart", c, part && valid(`function ${s}b() {}`));
  mark("space", c, ("a" + s + "a").trim() === "a" + s + "a" && (s + "a").trim() === "a");
}
const data = {
  node: process.version,
  unicode: process.versions.unicode,
  ...maps,
  ccc,
  yardsticks: yardsticks.map(([v, r]) => [v, hex(r)]),
  ...Object.fromEntries(Object.entries(sets).map(([k, v]) => [k, v.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}..${hex(b)}`))])),
};
writeFileSync(out, gzipSync(JSON.stringify(data)));
console.log(Object.entries(maps).map(([k, v]) => `${k} ${Object.keys(v).length}`).join(", "),
  Object.entries(sets).map(([k, v]) => `${k} ${v.length} ranges`).join(", "));
