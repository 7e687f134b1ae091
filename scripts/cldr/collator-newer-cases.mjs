// Writes intl/testdata/collator-newer.json.gz: random pairs of strings of
// the characters Unicode assigned after 6.2 (golang.org/x/text's tables,
// listed by `go run ./scripts/cldr/xtextgaps`): newer emoji and symbols,
// the scripts of Unicode 7 to 17, letters added to older scripts,
// combining marks, CJK extensions E to J; mixed with a few older letters,
// digits, marks and symbols, so that where the newer ones fall among
// those counts; and neighbours in ICU's order. Compared by Node 20's ICU under a few option sets and
// languages, for intl/collator_test.go (TestCollatorNewerAgainstNode).
// Seeded: the file is the same at every run with the same Node.
//
//   node scripts/cldr/collator-newer-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "../..");
const { gaps, anchors } = JSON.parse(execFileSync("go", ["run", "./scripts/cldr/xtextgaps"], { cwd: root }).toString());
const newer = [];
for (const [lo, hi] of gaps) {
  for (let c = lo; c <= hi; c++) {
    const s = String.fromCodePoint(c);
    if (/\p{Assigned}/u.test(s) && !/\p{Co}/u.test(s) && s.normalize("NFD") === s) newer.push(s);
  }
}
const older = [..."aAzZéß0917 -!$😀🚀αΩяЖกअमא中文가あア", "\u0301", "\u0308"];
let seed = 20240620;
const rnd = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const ch = () => (rnd(10) < 7 ? newer[rnd(newer.length)] : older[rnd(older.length)]);
const str = () => {
  let s = "";
  const n = 1 + rnd(3);
  for (let i = 0; i < n; i++) s += ch();
  return s;
};
const pairs = [];
for (let i = 0; i < 2000; i++) {
  const a = str();
  const r = rnd(3);
  // A third share a first character, where the second decides.
  pairs.push([a, r === 0 ? [...a][0] + str() : str()]);
}
// Neighbours: pairs of characters next to each other (or one apart) in
// ICU's order of every newer character and every older one x/text weighs
// by one primary, one of them newer, where a place found one off shows.
const und = new Intl.Collator("und");
const all = [...newer.filter((s) => !/\p{Script=Han}/u.test(s)), ...anchors.map(([cp]) => String.fromCodePoint(cp))].sort(und.compare);
const isNewer = new Set(newer);
const neighbours = [];
while (neighbours.length < 3000) {
  const k = rnd(all.length - 2);
  const pair = [all[k], all[k + 1 + rnd(2)]];
  if (!isNewer.has(pair[0]) && !isNewer.has(pair[1])) continue;
  neighbours.push(rnd(2) ? pair : pair.reverse());
}
const sets = [];
for (const [locale, options] of [["en", {}], ["en", { sensitivity: "base" }], ["en", { sensitivity: "accent" }], ["en", { caseFirst: "upper" }],
  ["en", { numeric: true }], ["ru", {}], ["ja", {}], ["zh", {}]]) {
  const c = new Intl.Collator(locale, options);
  sets.push({ locale, options, resolved: c.resolvedOptions(), out: pairs.map(([a, b]) => c.compare(a, b)), neighbours: neighbours.map(([a, b]) => c.compare(a, b)) });
}
writeFileSync(path.join(root, "intl/testdata/collator-newer.json.gz"),
  gzipSync(JSON.stringify({ node: process.version, icu: process.versions.icu, unicode: process.versions.unicode, newer: newer.length, pairs, neighbours, sets }) + "\n", { level: 9, mtime: 0 }));
console.error(`${newer.length} newer characters; ${pairs.length} pairs and ${neighbours.length} neighbours in ${sets.length} sets`);
