// Writes intl/testdata/weekyear.json.gz: dates whose patterns show the
// week-based year (Y: gl's, my's and te's patterns of the calendars that
// take the generic calendar's), every other day from 2023 to 2026, so
// that the weeks around each year's first day are in it, in
// locales.json.gz's form. intl's TestWeekYearMatchesNode replays it.
//
//   node scripts/cldr/weekyear-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dates = [];
for (let t = Date.UTC(2023, 0, 1, 12); t < Date.UTC(2027, 0, 1); t += 2 * 86400000) dates.push(t);
const cases = [];
for (const locale of ["gl", "gl-ES", "my", "te", "te-IN"]) {
  for (const calendar of ["islamic-civil", "hebrew", "coptic", "indian", "islamic-umalqura"]) {
    for (const options of [{ year: "numeric", month: "long" }, { year: "numeric", month: "short" }]) {
      const o = { timeZone: "UTC", calendar, ...options };
      const f = new Intl.DateTimeFormat(locale, o);
      cases.push({ kind: "date", locale, options: o, values: dates.map(String), out: dates.map((d) => f.format(d)), extra: ["any", "date"] });
    }
  }
}
writeFileSync(path.join(here, "../../intl/testdata/weekyear.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
console.log(`${cases.length} cases, ${cases.reduce((n, c) => n + c.out.length, 0)} values`);
