// Writes intl/testdata/localeinfo.json.gz: Intl.Locale's info getters
// (calendars, collations, hourCycles, numberingSystems, textInfo,
// timeZones, weekInfo) as Node 20 answers them for every locale it has
// (the tags of intl/data/supplemental/tags.txt), each tag also with one
// -u- keyword that changes an answer (-u-ca-iso8601, -u-fw-, -u-rg-,
// -u-sd-, -u-nu-, -u-hc-, -u-co-, taken in turn), and for tags the list
// does not have: every territory and grouping as a region (und-XX,
// en-XX), scripts a language is not written in (ar-Latn, en-Arab-IR),
// unknown languages and keywords ICU reads oddly (-u-rg-001zzzz, -u-nu
// alone). intl's TestLocaleInfoMatchesNode replays it.
//
//   node scripts/cldr/localeinfo-cases.mjs

import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "package.json"));
const tags = readFileSync(path.join(here, "../../intl/data/supplemental/tags.txt"), "utf8")
  .trimEnd().split("\n").map((l) => l.split("\t")[0]).sort();
const containment = require("cldr-core/supplemental/territoryContainment.json").supplemental.territoryContainment;
const regions = new Set(["XX", "ZZ", "UK", "SU"]);
for (const [k, v] of Object.entries(containment)) {
  if (k.includes("-status")) continue;
  regions.add(k);
  for (const m of v._contains ?? []) regions.add(m);
}

const keywords = (i) => {
  const rs = [...regions];
  return [
    "-u-ca-iso8601", "-u-fw-tue", `-u-rg-${rs[i % rs.length].toLowerCase()}zzzz`, "-u-nu-arab", "-u-hc-h24",
    "-u-co-phonebk", "-u-ca-iso8601-fw-sun", "-u-sd-gbsct", "-u-nu-foo", "-u-ca-japanese", "-u-fw-sat", "-u-rg-mvzzzz",
  ][i % 12];
};
const inputs = [];
tags.forEach((t, i) => {
  inputs.push(t, `${t}${keywords(i)}`);
});
for (const r of [...regions].sort()) inputs.push(`und-${r}`, `en-${r}`, `en-u-rg-${r.toLowerCase()}zzzz`);
inputs.push("und", "xx", "xx-YY", "de-XX", "ar-Latn", "ar-Arab", "ar-Arab-EG", "ar-Arab-AE", "en-Arab", "en-Arab-IR",
  "fa-Latn", "zh-Hans-TW", "zh-Hant-CN", "zh-Latn", "sr-Latn-XX", "pa-XX", "ms-Arab", "ku-Arab", "und-Arab", "und-Adlm",
  "en-Hebr", "he-Latn", "ca-ES-valencia", "sl-rozaj", "en-u-rg-001zzzz", "en-u-rg-ukzzzz", "en-u-rg-dezz", "en-u-rg-de",
  "en-u-sd", "en-u-ca", "en-u-co", "en-u-hc", "en-u-nu", "en-u-fw", "en-u-ca-iso8601-fw-foo", "en-u-ca-iso8601-fw",
  "und-u-rg-thzzzz", "xx-u-rg-dezzzz", "en-u-nu-native", "en-u-nu-traditio", "en-u-nu-finance", "en-u-nu-roman",
  "en-u-nu-hanidays", "en-u-nu-ccccc", "en-u-hc-h23-nu-foo", "en-u-ca-islamicc", "en-u-ca-foo", "en-u-co-foo",
  "und-Zzzz", "und-Zzzz-ZZ", "zh-Zzzz-TW", "en-Zzzz-ZZ", "fr-ZZ");

const cases = [];
for (const input of inputs) {
  const l = new Intl.Locale(input);
  const c = { tag: l.toString() };
  for (const k of ["calendars", "collations", "hourCycles", "numberingSystems", "textInfo", "timeZones", "weekInfo"]) {
    try {
      const v = l[k];
      c[k] = v === undefined ? null : v;
    } catch (e) {
      c[k] = `${e.name}: ${e.message}`;
    }
  }
  cases.push(c);
}
writeFileSync(path.join(here, "../../intl/testdata/localeinfo.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
console.log(`${tags.length} locales, ${cases.length} tags, ${cases.length * 7} values`);
