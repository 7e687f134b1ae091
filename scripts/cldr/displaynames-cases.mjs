// Writes intl/testdata/displaynames.json.gz: what Node 20's ICU answers
// for Intl.DisplayNames's of() in the eight locales, every style and
// fallback, over every language, script, region and currency code CLDR
// names, tags combining them, and malformed codes (whose RangeError is
// recorded), for intl/displaynames_test.go.
//
//   node scripts/cldr/displaynames-cases.mjs

import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "package.json"));
const en = (file, key) => Object.keys(require(`cldr-localenames-full/main/en/${file}`).main.en.localeDisplayNames[key]).filter((k) => !k.includes("-alt-"));
const languages = en("languages.json", "languages");
const scripts = en("scripts.json", "scripts");
const regions = en("territories.json", "territories");
const currencies = Object.keys(require("cldr-core/supplemental/currencyData.json").supplemental.currencyData.fractions).filter((c) => c !== "DEFAULT");
const combos = [];
for (const l of ["en", "fr", "de", "es", "pt", "zh", "ja", "sr", "xyz", "nl", "ar"]) {
  for (const r of ["US", "GB", "CA", "FR", "CH", "BR", "PT", "419", "CN", "TW", "HK", "BE", "001", "XY"]) combos.push(`${l}-${r}`);
  for (const s of ["Latn", "Cyrl", "Hans", "Hant", "Arab"]) combos.push(`${l}-${s}`, `${l}-${s}-US`, `${l}-${s}-CN`);
}
combos.push("en-US-posix", "de-CH-1996", "en-u-ca-buddhist", "en-x-priv", "EN", "en-gb", "i-klingon", "und", "root",
  "en_US", "e", "en-", "123", "", "en--US", "zh-Hant-TW");
const codes = {
  language: [...languages, ...combos],
  region: [...regions, "us", "gb", "XY", "ZZ", "U", "USA", "1234", "12", "", "001", "999"],
  script: [...scripts, "latn", "Qaaa", "Lat", "Latin", "1234"],
  currency: [...currencies, "usd", "eur", "XYZ", "US", "USDX", "U1D"],
  calendar: ["gregory", "japanese", "buddhist", "chinese", "islamic", "iso8601", "ethioaa", "roc", "foo", "ab", "toolongvalue"],
  dateTimeField: ["era", "year", "quarter", "month", "weekOfYear", "weekday", "day", "dayPeriod", "hour", "minute", "second", "timeZoneName", "week", "foo"],
};
const cases = [];
for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  for (const [type, list] of Object.entries(codes)) {
    for (const style of ["long", "short", "narrow"]) {
      for (const fallback of ["code", "none"]) {
        for (const languageDisplay of type === "language" ? ["dialect", "standard"] : [undefined]) {
          const options = { type, style, fallback, ...(languageDisplay && { languageDisplay }) };
          const d = new Intl.DisplayNames(locale, options);
          const out = list.map((c) => {
            try {
              const v = d.of(c);
              return v === undefined ? null : v;
            } catch (e) {
              return { error: `${e.name}: ${e.message}` };
            }
          });
          cases.push({ locale, options, codes: type, out });
        }
      }
    }
  }
}
const out = path.join(here, "../../intl/testdata/displaynames.json.gz");
writeFileSync(out, gzipSync(JSON.stringify({ node: process.version, codes, cases }) + "\n", { level: 9, mtime: 0 }));
console.error(`${cases.reduce((n, c) => n + c.out.length, 0)} names`);

// Every locale Node 20 has (intl/data/supplemental/tags.txt), on a sample
// of codes of each type, into displaynames-locales.json.gz, in the same
// form.
const tags = readFileSync(path.join(here, "../../intl/data/supplemental/tags.txt"), "utf8").trimEnd().split("\n").map((l) => l.split("\t")[0]);
const sample = {
  language: ["en", "fr", "de", "es", "zh", "ja", "ar", "ru", "hi", "pt", "sw", "en-US", "en-GB", "zh-Hant", "es-419", "sr-Latn",
    "fr-CA", "pt-BR", "nl-BE", "en-Latn-US", "de-CH-1996", "xyz"],
  region: ["US", "GB", "DE", "FR", "CN", "JP", "IN", "BR", "RU", "ZA", "001", "419", "EU", "HK", "MO", "PS", "XY"],
  script: ["Latn", "Cyrl", "Arab", "Hans", "Hant", "Deva", "Grek", "Hebr", "Jpan", "Kore", "Thai", "Qaaa"],
  currency: ["USD", "EUR", "JPY", "GBP", "CNY", "INR", "XYZ"],
  calendar: ["gregory", "buddhist", "persian", "islamic", "japanese", "chinese", "iso8601"],
  dateTimeField: ["era", "year", "quarter", "month", "weekOfYear", "weekday", "day", "dayPeriod", "hour", "minute", "second", "timeZoneName"],
};
const every = [];
for (const locale of tags) {
  for (const [type, list] of Object.entries(sample)) {
    for (const style of type === "language" || type === "region" || type === "dateTimeField" ? ["long", "short"] : ["long"]) {
      const options = { type, style, fallback: "none" };
      const d = new Intl.DisplayNames(locale, options);
      every.push({ locale, options, codes: type, out: list.map((c) => d.of(c) ?? null) });
    }
  }
}
writeFileSync(path.join(here, "../../intl/testdata/displaynames-locales.json.gz"),
  gzipSync(JSON.stringify({ node: process.version, codes: sample, cases: every }) + "\n", { level: 9, mtime: 0 }));
console.error(`${tags.length} locales, ${every.reduce((n, c) => n + c.out.length, 0)} names`);
