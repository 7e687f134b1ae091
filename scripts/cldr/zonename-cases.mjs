// Writes intl/testdata/zonegeneric.json.gz: the generic time zone names
// (timeZoneName shortGeneric and longGeneric) Node 20's ICU gives every
// zone it knows, in the eight locales, at a few times, for
// intl/zonegeneric_test.go.
//
//   node scripts/cldr/zonename-cases.mjs

import { readFileSync, writeFileSync } from "node:fs";
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

// Every locale Node 20 has (intl/data/supplemental/tags.txt), on a sample
// of zones (metazones, single-zone countries, cities), into
// zonegeneric-locales.json.gz, in the same form.
const tags = readFileSync(path.join(here, "../../intl/data/supplemental/tags.txt"), "utf8").trimEnd().split("\n").map((l) => l.split("\t")[0]);
const sampleZones = ["America/New_York", "America/Los_Angeles", "America/Chicago", "America/Sao_Paulo", "America/Mexico_City",
  "Europe/London", "Europe/Berlin", "Europe/Paris", "Europe/Moscow", "Europe/Istanbul", "Europe/Kiev", "Asia/Tokyo", "Asia/Shanghai",
  "Asia/Kolkata", "Asia/Dubai", "Asia/Tehran", "Asia/Bangkok", "Asia/Jerusalem", "Africa/Cairo", "Africa/Lagos", "Australia/Sydney",
  "Pacific/Auckland", "America/Phoenix", "America/Indiana/Knox", "UTC"];
const sampleTimes = [Date.UTC(2024, 0, 15, 12), Date.UTC(2024, 6, 15, 12)];
const every = [];
for (const locale of tags) {
  for (const timeZoneName of ["shortGeneric", "longGeneric"]) {
    for (const timeZone of sampleZones) {
      const f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName });
      every.push({ locale, timeZoneName, timeZone, out: sampleTimes.map((t) => f.formatToParts(t).find((p) => p.type === "timeZoneName").value) });
    }
  }
}
writeFileSync(path.join(here, "../../intl/testdata/zonegeneric-locales.json.gz"),
  gzipSync(JSON.stringify({ node: process.version, times: sampleTimes, cases: every }) + "\n", { level: 9, mtime: 0 }));
console.error(`${tags.length} locales, ${every.length * sampleTimes.length} names`);
