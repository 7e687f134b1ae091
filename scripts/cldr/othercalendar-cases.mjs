// Writes intl/testdata/othercalendars.json.gz: dates in every data
// locale in the calendars intl computes besides the Gregorian, Buddhist
// and Persian (japanese, roc, chinese, dangi, islamic, islamic-rgsa, islamic-civil, islamic-tbla,
// islamic-umalqura, hebrew, coptic, ethiopic, ethioaa, indian), by
// date style and by components, and ranges of two date formats, in
// locales.json.gz's form (kind "dateRange": each value is "start,end").
// intl's TestOtherCalendarsMatchNode replays it.
//
//   node scripts/cldr/othercalendar-cases.mjs

import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const locales = [...new Set(readFileSync(path.join(here, "../../intl/data/locale.idx"), "utf8").split("\n")
  .map((l) => l.split("/")[0]).filter((l) => l && l !== "und" && !l.startsWith("~")))];
const calendars = ["japanese", "roc", "chinese", "dangi", "islamic", "islamic-rgsa", "islamic-civil", "islamic-tbla", "islamic-umalqura", "hebrew", "coptic", "ethiopic", "ethioaa", "indian"];
// 1 March 2024 (Adar I of a Hebrew leap year), 1 June 2019 (the first
// year of Reiwa), 10 September 2023 (the Coptic and Ethiopic thirteenth
// month), 15 March 1850.
const dates = [Date.UTC(2024, 2, 1, 13, 5), Date.UTC(2019, 5, 1, 9), Date.UTC(2023, 8, 10, 18, 30), Date.UTC(1850, 2, 15, 12)];
const optionSets = [{}, { dateStyle: "full" }, { dateStyle: "long" }, { dateStyle: "medium" }, { dateStyle: "short" },
  { year: "numeric", month: "long" }, { era: "short", year: "numeric", month: "short", day: "numeric", weekday: "long" },
  { month: "long", day: "numeric" }, { dateStyle: "long", timeStyle: "short" }];
const cases = [];
for (const locale of locales) {
  for (const calendar of calendars) {
    for (const options of optionSets) {
      const o = { timeZone: "UTC", calendar, ...options };
      const f = new Intl.DateTimeFormat(locale, o);
      const r = f.resolvedOptions();
      cases.push({ kind: "date", locale, options: o, values: dates.map(String), out: dates.map((d) => f.format(d)), extra: ["any", "date"],
        resolved: { locale: r.locale, calendar: r.calendar } });
    }
  }
}
// Ranges within a month, across months and across years (Hebrew,
// Coptic, ... years begin in September).
const pairs = [[Date.UTC(2024, 2, 1), Date.UTC(2024, 2, 5)], [Date.UTC(2024, 2, 1), Date.UTC(2024, 4, 20)],
  [Date.UTC(2023, 8, 1), Date.UTC(2024, 2, 1)], [Date.UTC(2019, 3, 20), Date.UTC(2019, 4, 10)]];
for (const locale of locales) {
  for (const calendar of calendars) {
    for (const options of [{ dateStyle: "medium" }, { year: "numeric", month: "short", day: "numeric" }]) {
      const o = { timeZone: "UTC", calendar, ...options };
      const f = new Intl.DateTimeFormat(locale, o);
      cases.push({ kind: "dateRange", locale, options: o, values: pairs.map((p) => p.join(",")), out: pairs.map(([a, b]) => f.formatRange(a, b)), extra: ["any", "date"] });
    }
  }
}
writeFileSync(path.join(here, "../../intl/testdata/othercalendars.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
console.log(`${locales.length} locales, ${cases.length} cases, ${cases.reduce((n, c) => n + c.out.length, 0)} values`);
