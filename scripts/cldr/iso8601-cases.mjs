// Writes intl/testdata/iso8601.json.gz: the iso8601 calendar in every
// locale Node 20 has (the tags of intl/data/supplemental/tags.txt), in
// locales.json.gz's form: each date style, time styles and both together,
// sets of components (with month and era names, which ICU writes empty
// in this calendar, and an hour cycle), formatToParts (kind "parts", each
// value the parts as JSON), formatRange (kind "dateRange", each value
// "start,end") and Date's toLocaleDateString, toLocaleTimeString and
// toLocaleString (extra: ToDateTimeOptions' required and defaults), with
// resolvedOptions' locale, calendar and components. The calendar is
// asked for by -u-ca-iso8601 in the tag and by the calendar option in
// turn. intl's TestISO8601MatchesNode replays it.
//
//   node scripts/cldr/iso8601-cases.mjs

import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const tags = readFileSync(path.join(here, "../../intl/data/supplemental/tags.txt"), "utf8")
  .trimEnd().split("\n").map((l) => l.split("\t")[0]).sort();
// An afternoon in May (a 12-hour clock's PM), a night before a year's
// end, and a day before 1582's Gregorian reform (ICU's iso8601 calendar
// is Julian there) in the first century.
const dates = [Date.UTC(2024, 4, 5, 14, 7, 9), Date.UTC(1999, 11, 31, 0, 30, 5), Date.UTC(1500, 2, 1, 9, 0), Date.UTC(75, 6, 4, 23, 59)];
const optionSets = [{}, { dateStyle: "full" }, { dateStyle: "long" }, { dateStyle: "medium" }, { dateStyle: "short" },
  { timeStyle: "short" }, { timeStyle: "full" }, { dateStyle: "full", timeStyle: "short" }, { dateStyle: "short", timeStyle: "medium" },
  { dateStyle: "medium", timeStyle: "short", hourCycle: "h23" }, { timeStyle: "medium", hour12: true },
  { month: "long" }, { month: "short" }, { month: "narrow", day: "numeric" }, { year: "numeric", month: "long" },
  { year: "numeric", month: "short", day: "numeric", weekday: "long" }, { month: "numeric", day: "numeric" },
  { weekday: "short", day: "numeric" }, { era: "short", year: "numeric" }, { era: "long", year: "numeric", month: "numeric", day: "numeric" },
  { hour: "numeric", minute: "numeric" }, { hour: "numeric", minute: "numeric", hourCycle: "h23" },
  { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" },
  { month: "long", day: "numeric", hour: "numeric" }, { weekday: "long" }, { year: "2-digit", month: "2-digit" }];
const partSets = [{ dateStyle: "full" }, { dateStyle: "long", timeStyle: "short" }, { year: "numeric", month: "long", day: "numeric", weekday: "short" },
  { era: "long", year: "numeric", month: "short", day: "numeric" }, { month: "short" }];
const rangeSets = [{ dateStyle: "medium" }, { dateStyle: "short" }, { year: "numeric", month: "short", day: "numeric" },
  { month: "long", day: "numeric" }, { hour: "numeric", minute: "numeric" }, { year: "numeric", month: "numeric" }];
const pairs = [[Date.UTC(2024, 4, 5), Date.UTC(2024, 4, 8)], [Date.UTC(2024, 4, 5, 9), Date.UTC(2024, 6, 20, 15)],
  [Date.UTC(2023, 11, 30, 10), Date.UTC(2024, 0, 2, 11)], [Date.UTC(2024, 4, 5, 9, 15), Date.UTC(2024, 4, 5, 16, 45)]];
const components = ["weekday", "era", "year", "month", "day", "hour", "minute", "second", "hourCycle"];

// resolved is resolvedOptions' locale, calendar and components.
function resolved(f) {
  const r = f.resolvedOptions();
  const out = { locale: r.locale, calendar: r.calendar };
  for (const k of components) if (r[k] !== undefined) out[k] = r[k];
  return out;
}

// The calendar by the tag's -u-ca-iso8601 for even sets, by the option
// for odd ones.
function ask(tag, options, i) {
  return i % 2 === 0 ? [`${tag}-u-ca-iso8601`, { timeZone: "UTC", ...options }] : [tag, { timeZone: "UTC", calendar: "iso8601", ...options }];
}

const cases = [];
for (const tag of tags) {
  optionSets.forEach((options, i) => {
    const [locale, o] = ask(tag, options, i);
    const f = new Intl.DateTimeFormat(locale, o);
    cases.push({ kind: "date", locale, options: o, values: dates.map(String), out: dates.map((d) => f.format(d)), extra: ["any", "date"], resolved: resolved(f) });
  });
  partSets.forEach((options, i) => {
    const [locale, o] = ask(tag, options, i + 1);
    const f = new Intl.DateTimeFormat(locale, o);
    cases.push({ kind: "parts", locale, options: o, values: dates.slice(0, 2).map(String),
      out: dates.slice(0, 2).map((d) => JSON.stringify(f.formatToParts(d))), extra: ["any", "date"] });
  });
  rangeSets.forEach((options, i) => {
    const [locale, o] = ask(tag, options, i);
    const f = new Intl.DateTimeFormat(locale, o);
    cases.push({ kind: "dateRange", locale, options: o, values: pairs.map((p) => p.join(",")), out: pairs.map(([a, b]) => f.formatRange(a, b)), extra: ["any", "date"] });
  });
  // Date's methods: ToDateTimeOptions' date, time and any.
  const locale = `${tag}-u-ca-iso8601`;
  for (const [method, extra] of [["toLocaleDateString", ["date", "date"]], ["toLocaleTimeString", ["time", "time"]], ["toLocaleString", ["any", "all"]]]) {
    const o = { timeZone: "UTC" };
    cases.push({ kind: "date", locale, options: o, values: dates.slice(0, 2).map(String), out: dates.slice(0, 2).map((d) => new Date(d)[method](locale, o)), extra });
  }
}
writeFileSync(path.join(here, "../../intl/testdata/iso8601.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
console.log(`${tags.length} locales, ${cases.length} cases, ${cases.reduce((n, c) => n + c.out.length + Object.keys(c.resolved ?? {}).length, 0)} values`);
