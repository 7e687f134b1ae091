// Writes intl/testdata/zonegeneric.json.gz: the generic time zone names
// (timeZoneName shortGeneric and longGeneric) Node 20's ICU gives every
// zone it knows, in the eight locales, at a few times, for
// intl/zonegeneric_test.go.
//
//   node scripts/cldr/zonename-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const zones = Intl.supportedValuesOf("timeZone");
const times = [0, Date.UTC(2024, 0, 15, 12), Date.UTC(2024, 6, 15, 12), Date.UTC(1995, 3, 1)];
const cases = [];
for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  for (const timeZoneName of ["shortGeneric", "longGeneric"]) {
    for (const timeZone of zones) {
      const f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName });
      cases.push({ locale, timeZoneName, timeZone, out: times.map((t) => f.formatToParts(t).find((p) => p.type === "timeZoneName").value) });
    }
  }
}
const out = path.join(here, "../../intl/testdata/zonegeneric.json.gz");
writeFileSync(out, gzipSync(JSON.stringify({ node: process.version, times, cases }) + "\n", { level: 9, mtime: 0 }));
console.error(`${cases.length * times.length} names`);
