// Writes intl/testdata/calendars.json.gz: dates in the calendars Node 20
// uses by default for some locales (the Persian in Iran and Afghanistan,
// the Buddhist in Thailand) and with the calendar option, around the
// years' first days (Nowruz, with the years ICU corrects from the 33-year
// rule) and their months' ends, in locales.json.gz's form.
// intl's TestCalendarsMatchNode replays it.
//
//   TZ=UTC node scripts/cldr/calendar-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const day = 86400000;
const dates = [];
// Each Nowruz of a sample of years (the day before it, it and the next),
// among them 2124 (AP 1503, the first year ICU corrects) and 2223.
for (const y of [622, 1000, 1899, 1925, 1979, 1996, 1997, 2000, 2008, 2024, 2025, 2026, 2050, 2124, 2125, 2223, 2256, 2500]) {
  for (const d of [19, 20, 21, 22]) dates.push(Date.UTC(y, 2, d, 12));
}
// Month ends of AP 1403 (a leap year) and 1404: 31 days six times, 30
// five times, then Esfand's 30 or 29.
for (let t = Date.UTC(2024, 8, 20); t < Date.UTC(2026, 3, 1); t += 13 * day) dates.push(t);
dates.push(Date.UTC(2025, 2, 20, 23, 59), Date.UTC(2025, 2, 21, 0, 0), Date.UTC(2026, 2, 20, 12), Date.UTC(2026, 2, 21, 12));

const cases = [];
const optionSets = [{}, { dateStyle: "full" }, { dateStyle: "long" }, { dateStyle: "medium" }, { dateStyle: "short" },
  { year: "numeric", month: "long", day: "numeric" }, { year: "numeric", month: "short" }, { month: "long" },
  { year: "2-digit", month: "2-digit", day: "2-digit" }, { era: "long", year: "numeric" }, { era: "short" },
  { month: "narrow", day: "numeric", weekday: "short" }, { dateStyle: "medium", timeStyle: "short" }];
for (const locale of ["fa", "fa-IR", "fa-AF", "lrc-IR", "mzn", "th", "th-TH"]) {
  for (const options of optionSets) add(locale, options);
}
// The calendar option, in locales whose default is another.
for (const locale of ["en", "en-GB", "de", "fr", "ar", "ar-EG", "ja", "ru", "he", "hi", "tr", "zh"]) {
  for (const options of optionSets) add(locale, { calendar: "persian", ...options });
}
for (const locale of ["fa", "fa-AF", "th"]) add(locale, { calendar: "gregory", dateStyle: "long" });
add("fa", { calendar: "persian", dateStyle: "full" });

function add(locale, options) {
  const o = { timeZone: "UTC", ...options };
  const f = new Intl.DateTimeFormat(locale, o);
  const r = f.resolvedOptions();
  cases.push({ kind: "date", locale, options: o, values: dates.map(String), out: dates.map((d) => f.format(d)), extra: ["any", "date"],
    resolved: { locale: r.locale, numberingSystem: r.numberingSystem, calendar: r.calendar } });
}
writeFileSync(path.join(here, "../../intl/testdata/calendars.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
console.log(`${cases.length} cases, ${cases.reduce((n, c) => n + c.out.length, 0)} values`);
