// Writes intl/testdata/locales.json.gz: a sample of every service in every
// locale Node 20 has (the tags of intl/data/supplemental/tags.txt, which
// generate.mjs takes from Node's ICU): numbers, the locale's currency and
// US dollars, percent, compact, units, dates and times, plural rules,
// lists and relative times, each with the resolved locale, numbering
// system and calendar. intl's TestEveryLocaleMatchesNode replays it.
//
//   TZ=UTC node scripts/cldr/locale-cases.mjs

import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "package.json"));
// tags.txt's lines are "tag\tdata locale\tregion".
const supp = { tags: Object.fromEntries(readFileSync(path.join(here, "../../intl/data/supplemental/tags.txt"), "utf8")
  .trimEnd().split("\n").map((l) => { const [t, ...f] = l.split("\t"); return [t, f]; })) };
const tags = Object.keys(supp.tags).sort();
const regionCurrency = require("cldr-core/supplemental/currencyData.json").supplemental.currencyData.region;
// The currency a region uses today (the one without an end date).
function currencyOf(region) {
  for (const entry of regionCurrency[region] ?? []) {
    const [code, v] = Object.entries(entry)[0];
    if (!v._to && v._tender !== "false") return code;
  }
  return "EUR";
}

const cases = [];
const numbers = [0, 1, 2, -1234.5, 1234567.891, 0.05, 1e6];
const dates = [Date.UTC(2024, 2, 1, 13, 5, 9), Date.UTC(1999, 11, 31, 23, 59, 59)];
for (const locale of tags) {
  const cur = currencyOf(supp.tags[locale][1] || "US");
  for (const options of [{}, { style: "currency", currency: cur }, { style: "currency", currency: "USD" },
    { style: "currency", currency: cur, currencyDisplay: "name" }, { style: "percent" },
    { notation: "compact" }, { notation: "compact", compactDisplay: "long" }, { style: "unit", unit: "kilometer-per-hour" },
    { style: "unit", unit: "liter", unitDisplay: "long" }, { maximumSignificantDigits: 2 }]) {
    const nf = new Intl.NumberFormat(locale, options);
    const r = nf.resolvedOptions();
    cases.push({ kind: "number", locale, options, values: numbers.map(String), out: numbers.map((v) => nf.format(v)),
      resolved: { locale: r.locale, numberingSystem: r.numberingSystem } });
  }
  for (const type of ["cardinal", "ordinal"]) {
    const pr = new Intl.PluralRules(locale, { type });
    const vals = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 21, 22, 100, 101, 102, 1000000, 1.5, 0.1, 2.5];
    cases.push({ kind: "plural", locale, options: { type }, values: vals.map(String), out: vals.map((v) => pr.select(v)),
      resolved: { locale: pr.resolvedOptions().locale } });
  }
  for (const options of [{}, { type: "disjunction" }, { type: "unit", style: "short" }]) {
    const lf = new Intl.ListFormat(locale, options);
    const lists = [["A", "B"], ["A", "B", "C"], ["A", "B", "C", "D"]];
    cases.push({ kind: "list", locale, options, values: lists.map((l) => JSON.stringify(l)), out: lists.map((l) => lf.format(l)),
      resolved: { locale: lf.resolvedOptions().locale } });
  }
  for (const options of [{}, { numeric: "auto" }, { style: "short" }]) {
    const rtf = new Intl.RelativeTimeFormat(locale, options);
    const pairs = [[-1, "day"], [0, "day"], [1, "day"], [-3, "hour"], [2, "week"], [5, "year"], [-10, "minute"], [1, "month"]];
    const r = rtf.resolvedOptions();
    cases.push({ kind: "relative", locale, options, values: pairs.map((p) => JSON.stringify(p)), out: pairs.map(([v, u]) => rtf.format(v, u)),
      resolved: { locale: r.locale, numberingSystem: r.numberingSystem } });
  }
  for (const options of [{}, { dateStyle: "full" }, { dateStyle: "long" }, { dateStyle: "medium" }, { dateStyle: "short" },
    { timeStyle: "short" }, { dateStyle: "medium", timeStyle: "short" }, { year: "numeric", month: "long", day: "numeric" },
    { month: "short", day: "numeric" }, { weekday: "long" }, { month: "long", year: "numeric" },
    { hour: "numeric", minute: "2-digit" }, { hour: "numeric", minute: "numeric", second: "numeric" }]) {
    for (const [method, extra] of [["DateTimeFormat", ["any", "date"]], ["toLocaleString", ["any", "all"]]]) {
      if (method === "toLocaleString" && Object.keys(options).length) continue;
      const o = { timeZone: "UTC", ...options };
      const f = new Intl.DateTimeFormat(locale, o);
      const r = f.resolvedOptions();
      const out = dates.map((d) => (method === "DateTimeFormat" ? f.format(d) : new Date(d).toLocaleString(locale, o)));
      cases.push({ kind: "date", locale, options: o, values: dates.map(String), out, extra,
        resolved: { locale: r.locale, numberingSystem: r.numberingSystem, calendar: r.calendar, hourCycle: r.hourCycle } });
    }
  }
}
writeFileSync(path.join(here, "../../intl/testdata/locales.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
console.log(`${tags.length} locales, ${cases.length} cases, ${cases.reduce((n, c) => n + c.out.length, 0)} values`);
