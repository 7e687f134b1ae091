// Writes intl/testdata/fsdrange.json.gz: formatRange with
// fractionalSecondDigits in some locales, for instants equal, a few
// milliseconds, seconds, an hour and days apart, in locales.json.gz's
// form (kind "dateRange": each value is "start,end"). intl's
// TestFractionalSecondRangesMatchNode replays it.
//
//   node scripts/cldr/fsdrange-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const base = Date.UTC(2024, 0, 1, 10, 0, 0, 120);
const pairs = [0, 1, 7, 450, 5000, 61000, 3600000, 43200000, 86400000 * 40].map((d) => [base, base + d]);
const cases = [];
for (const locale of ["en", "en-GB", "de", "fr", "ja", "zh", "ar-EG", "ru", "ko", "hi", "es", "pt-BR"]) {
  for (const fields of [{ hour: "numeric", minute: "numeric", second: "numeric" }, { minute: "numeric", second: "numeric" }, { second: "numeric" },
    { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" },
    { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false }, {}]) {
    for (const fractionalSecondDigits of [1, 2, 3]) {
      const o = { timeZone: "UTC", ...fields, fractionalSecondDigits };
      const f = new Intl.DateTimeFormat(locale, o);
      cases.push({ kind: "dateRange", locale, options: o, values: pairs.map((p) => p.join(",")), out: pairs.map(([a, b]) => f.formatRange(a, b)), extra: ["any", "date"] });
    }
  }
}
writeFileSync(path.join(here, "../../intl/testdata/fsdrange.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
console.log(`${cases.length} cases, ${cases.reduce((n, c) => n + c.out.length, 0)} values`);
