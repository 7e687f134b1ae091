// Writes intl/testdata/daterange.json.gz: what Node 20 (V8, ICU 78,
// CLDR 48) gives for Intl.DateTimeFormat's formatRange and
// formatRangeToParts over the shapes intl/testdata/cases.json.gz's grid
// leaves out: a timeZoneName of every kind, dateStyle/timeStyle with zone
// names, a time with a month, weekday or year but no day, eras (BC dates
// included), a month or year alone, and the hour cycles, in several time
// zones and across their daylight-saving transitions; a minute or second
// alone; and format's zone names before 1970. intl's Go tests
// (daterange_icu_test.go) replay every case.
//
//   TZ=UTC node scripts/cldr/daterange-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"];
const zones = ["UTC", "America/New_York", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney"];
const attempt = (fn) => {
  try {
    return fn();
  } catch (e) {
    return { error: e.name, message: e.message };
  }
};

const options = [
  // timeZoneName, alone and with the fields agents ask for.
  ...["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"].map((timeZoneName) => ({ hour: "numeric", minute: "2-digit", timeZoneName })),
  { timeZoneName: "short" }, { timeZoneName: "longGeneric" },
  { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", second: "2-digit", timeZoneName: "long" },
  { hour: "numeric", minute: "2-digit", hour12: false, timeZoneName: "short" },
  { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZoneName: "shortOffset" },
  { weekday: "short", hour: "numeric", timeZoneName: "shortGeneric" },
  // Styles, the long and full times with their zone names.
  { timeStyle: "full" }, { timeStyle: "long" }, { timeStyle: "short" }, { dateStyle: "long" },
  { dateStyle: "full", timeStyle: "full" }, { dateStyle: "long", timeStyle: "long" }, { dateStyle: "medium", timeStyle: "long" },
  { dateStyle: "short", timeStyle: "full" }, { dateStyle: "full", timeStyle: "short" },
  // A time with a month, weekday or year but no day.
  { month: "short", hour: "numeric" }, { month: "long", hour: "numeric", minute: "2-digit" }, { weekday: "long", hour: "numeric", minute: "2-digit" },
  { weekday: "short", hour: "numeric" }, { year: "numeric", month: "short", hour: "numeric", minute: "2-digit" }, { year: "numeric", hour: "numeric" },
  { month: "numeric", hour: "numeric", minute: "2-digit" }, { day: "numeric", hour: "numeric" },
  // Eras.
  { era: "short", year: "numeric" }, { era: "long", year: "numeric", month: "long", day: "numeric" },
  { era: "short", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  { era: "short", year: "numeric", month: "short", day: "numeric" },
  // A month, weekday or year alone.
  { month: "long" }, { month: "short" }, { year: "2-digit" }, { month: "long", year: "numeric" }, { weekday: "long" },
  // A minute or second alone (ICU's canonical items).
  { minute: "2-digit" }, { second: "numeric" },
  // Hour cycles.
  { hour: "numeric", minute: "2-digit", hourCycle: "h11" }, { hour: "numeric", minute: "2-digit", hourCycle: "h24" },
  { hour: "numeric", hour12: true }, { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: true, timeZoneName: "short" },
];

// Pairs of instants: differences from the year down to the second, both
// orders, BC dates, and the daylight-saving transitions of New York
// (spring and the repeated hour of autumn), Berlin and Sydney.
const base = Date.UTC(2024, 0, 15, 14, 0, 0);
const pairs = [
  [base, base + 1000], [base, base + 30 * 60e3], [base, base + 2 * 3600e3], [base, base + 10 * 3600e3], [base, base - 6 * 3600e3],
  [base, base + 5 * 86400e3], [base, Date.UTC(2024, 2, 3, 9, 0)], [base, Date.UTC(2025, 5, 1, 12, 0)],
  [Date.UTC(2024, 2, 10, 6, 30), Date.UTC(2024, 2, 10, 7, 30)], [Date.UTC(2024, 10, 3, 5, 30), Date.UTC(2024, 10, 3, 6, 30)],
  [Date.UTC(2024, 2, 31, 0, 30), Date.UTC(2024, 2, 31, 1, 30)], [Date.UTC(2024, 3, 6, 15, 30), Date.UTC(2024, 3, 6, 16, 30)],
];
// BC dates: in a named zone they fall before the zone's standard time,
// where ICU names the local mean time by its offset.
const bc = [[Date.UTC(-100, 0, 15, 12), base], [Date.UTC(-100, 0, 15, 12), Date.UTC(-100, 0, 20, 12)]];
const cases = [];
for (const locale of locales) {
  for (const timeZone of zones) {
    for (const o of options) {
      const opts = { timeZone, ...o };
      const f = new Intl.DateTimeFormat(locale, opts);
      const these = [...pairs, ...bc];
      cases.push({
        kind: "daterange", locale, options: opts, values: these.map((p) => JSON.stringify(p)),
        out: these.map(([a, b]) => attempt(() => [f.formatRange(a, b), f.formatRangeToParts(a, b)])),
      });
    }
  }
}
// Zone names before 1970, where ICU's metazones begin: offsets (the
// local mean time's with seconds) and locations instead of metazone names.
const old = [Date.UTC(1850, 0, 1), Date.UTC(1900, 0, 1, 12), Date.UTC(1944, 6, 1), Date.UTC(1960, 0, 1), Date.UTC(1969, 11, 31, 23, 59),
  Date.UTC(1970, 0, 1), Date.UTC(1975, 6, 1)];
for (const locale of locales) {
  for (const timeZone of [...zones, "Europe/London", "America/Los_Angeles", "Asia/Kolkata", "Europe/Paris"]) {
    for (const timeZoneName of ["short", "long", "shortGeneric", "longGeneric", "shortOffset"]) {
      const f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName });
      cases.push({ kind: "zoneformat", locale, options: { timeZone, timeZoneName }, values: old.map(String), out: old.map((d) => f.format(d)) });
    }
  }
}
// A minute or second alone formats as ICU's canonical item ("5").
for (const locale of locales) {
  for (const o of [{ minute: "2-digit" }, { minute: "numeric" }, { second: "2-digit" }, { second: "numeric" }]) {
    const options = { timeZone: "UTC", ...o };
    const f = new Intl.DateTimeFormat(locale, options);
    const values = [Date.UTC(2024, 0, 15, 14, 5, 9), Date.UTC(2024, 0, 15, 14, 45, 59)];
    cases.push({ kind: "dateformat", locale, options, values: values.map(String), out: values.map((d) => [f.format(d), f.formatToParts(d)]), resolved: f.resolvedOptions() });
  }
}
writeFileSync(path.join(here, "../../intl/testdata/daterange.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
