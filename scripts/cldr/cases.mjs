// Writes intl/testdata/cases.json.gz: what Node 20 (V8, full ICU) gives for a
// grid of locales, options and values. intl's Go tests replay the grid
// against the package and compare every string and part.
//
//   node scripts/cldr/cases.mjs      (with TZ=UTC)

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN", "en", "de", "pt", "zh"];
const cases = [];
const str = (v) => (Object.is(v, -0) ? "-0" : String(v));

const numberOptions = [
  {}, { maximumFractionDigits: 0 }, { minimumFractionDigits: 2 }, { maximumSignificantDigits: 3 },
  { minimumSignificantDigits: 4 }, { minimumIntegerDigits: 3 }, { useGrouping: false }, { useGrouping: "always" },
  { useGrouping: "min2" }, { signDisplay: "always" }, { signDisplay: "exceptZero" }, { signDisplay: "never" },
  { signDisplay: "negative" }, { style: "percent" }, { style: "percent", maximumFractionDigits: 1 },
  { style: "currency", currency: "USD" }, { style: "currency", currency: "EUR" }, { style: "currency", currency: "JPY" },
  { style: "currency", currency: "BRL" }, { style: "currency", currency: "GBP" }, { style: "currency", currency: "CNY" },
  { style: "currency", currency: "CHF" }, { style: "currency", currency: "USD", currencyDisplay: "code" },
  { style: "currency", currency: "USD", currencyDisplay: "name" }, { style: "currency", currency: "EUR", currencyDisplay: "name" },
  { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }, { style: "currency", currency: "CAD" },
  { style: "currency", currency: "USD", currencySign: "accounting" }, { style: "currency", currency: "EUR", currencySign: "accounting" },
  { style: "currency", currency: "USD", maximumFractionDigits: 0 }, { style: "currency", currency: "EUR", signDisplay: "always" },
  { notation: "compact" }, { notation: "compact", compactDisplay: "long" },
  { notation: "compact", maximumFractionDigits: 1 }, { notation: "compact", style: "currency", currency: "USD" },
  { notation: "compact", style: "currency", currency: "EUR" }, { notation: "compact", style: "percent" },
  { style: "unit", unit: "kilometer" }, { style: "unit", unit: "kilometer-per-hour" }, { style: "unit", unit: "megabyte", unitDisplay: "long" },
  { style: "unit", unit: "second", unitDisplay: "narrow" }, { style: "unit", unit: "celsius" }, { style: "unit", unit: "liter", unitDisplay: "long" },
  { style: "unit", unit: "megabyte-per-second" }, { style: "unit", unit: "hour", unitDisplay: "long" }, { style: "unit", unit: "percent" },
  { style: "unit", unit: "kilogram", unitDisplay: "long" }, { style: "unit", unit: "byte", unitDisplay: "narrow" },
  { maximumFractionDigits: 2, roundingPriority: "lessPrecision", maximumSignificantDigits: 2 },
];
const values = [0, -0, 1, -1, 0.5, 1.5, 2, 12.345, -1234.5, 1234, 12345.678, 999999, 1234567.891, 0.000123, 1e15, NaN, -Infinity, 21, 1000000, 0.995];
for (const locale of locales) {
  for (const options of numberOptions) {
    const nf = new Intl.NumberFormat(locale, options);
    const out = values.map((v) => [nf.format(v), nf.formatToParts(v)]);
    cases.push({ kind: "number", locale, options, values: values.map(str), out, resolved: nf.resolvedOptions() });
  }
  for (const options of [{}, { type: "ordinal" }, { minimumFractionDigits: 1 }]) {
    const pr = new Intl.PluralRules(locale, options);
    const vals = [0, 1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101, 1.5, 0.5, 1000000, 2000000, 1e6 + 1];
    cases.push({ kind: "plural", locale, options, values: vals.map(String), out: vals.map((v) => pr.select(v)), resolved: pr.resolvedOptions() });
  }
  for (const options of [{}, { type: "disjunction" }, { type: "unit" }, { style: "short" }, { style: "narrow" },
    { type: "disjunction", style: "short" }, { type: "unit", style: "narrow" }]) {
    const lf = new Intl.ListFormat(locale, options);
    const lists = [[], ["a"], ["a", "b"], ["a", "b", "c"], ["apples", "bananas", "cherries", "dates"],
      ["Juan", "Ignacio"], ["siete", "ocho"], ["uno", "Hilario", "hielo"], ["a", "11"], ["a", "honor"]];
    cases.push({ kind: "list", locale, options, values: lists.map((l) => JSON.stringify(l)), out: lists.map((l) => [lf.format(l), lf.formatToParts(l)]), resolved: lf.resolvedOptions() });
  }
  for (const options of [{}, { numeric: "auto" }, { style: "short" }, { style: "narrow", numeric: "auto" }]) {
    const rtf = new Intl.RelativeTimeFormat(locale, options);
    const units = ["second", "minutes", "hour", "day", "days", "week", "month", "quarter", "year"];
    const vals = [0, -0, 1, -1, 2, -2, 3, -3, 1.5, -21, 1000];
    const values = [];
    const out = [];
    for (const u of units) for (const v of vals) {
      values.push(JSON.stringify([str(v), u]));
      out.push([rtf.format(v, u), rtf.formatToParts(v, u)]);
    }
    cases.push({ kind: "relative", locale, options, values, out, resolved: rtf.resolvedOptions() });
  }
  const dateOptions = [
    undefined, {}, { dateStyle: "full" }, { dateStyle: "long" }, { dateStyle: "medium" }, { dateStyle: "short" },
    { timeStyle: "medium" }, { timeStyle: "short" }, { dateStyle: "long", timeStyle: "short" },
    { dateStyle: "full", timeStyle: "medium" }, { dateStyle: "short", timeStyle: "short" }, { dateStyle: "medium", timeStyle: "medium" },
    { weekday: "long", year: "numeric", month: "long", day: "numeric" }, { year: "numeric", month: "short", day: "numeric" },
    { month: "short", day: "numeric" }, { month: "long", day: "numeric" }, { month: "long", year: "numeric" },
    { year: "numeric", month: "2-digit", day: "2-digit" }, { weekday: "short" }, { weekday: "long" }, { month: "long" },
    { year: "numeric" }, { hour: "numeric", minute: "2-digit" }, { hour: "2-digit", minute: "2-digit" },
    { hour: "numeric" }, { hour: "numeric", minute: "numeric", second: "numeric" }, { hour: "numeric", hour12: false },
    { hour: "numeric", minute: "numeric", hour12: true }, { hour: "numeric", minute: "numeric", hourCycle: "h23" },
    { weekday: "short", hour: "numeric", minute: "numeric" }, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
    { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "numeric" },
    { weekday: "long", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit" },
    { timeZone: "America/New_York" }, { timeZone: "Asia/Tokyo", dateStyle: "medium", timeStyle: "short" },
    { timeZone: "Europe/Berlin", hour: "numeric", minute: "numeric" }, { timeZone: "Australia/Sydney", dateStyle: "short", timeStyle: "short" },
    { year: "2-digit", month: "2-digit", day: "2-digit" }, { month: "narrow" }, { era: "short", year: "numeric" },
    { weekday: "narrow", day: "numeric" }, { minute: "2-digit", second: "2-digit" },
    { timeStyle: "long" }, { timeStyle: "full" }, { dateStyle: "full", timeStyle: "full", timeZone: "America/New_York" },
    { dateStyle: "medium", timeStyle: "long", timeZone: "Europe/Berlin" }, { timeStyle: "long", timeZone: "Asia/Kolkata" },
    { timeStyle: "full", timeZone: "Europe/London" },
    // timeZoneName: specific names (zone, metazone, daylight or not) and
    // the offset fallbacks, alone and with the fields it joins.
    ...["America/New_York", "Europe/Berlin", "Europe/London", "Asia/Kolkata", "Australia/Sydney", "America/Sao_Paulo",
      "Asia/Tokyo", "UTC", "America/Los_Angeles", "Asia/Shanghai", "Europe/Paris", "Pacific/Honolulu", "Asia/Kathmandu",
      "America/St_Johns", "Europe/Dublin", "America/Phoenix"].flatMap((timeZone) =>
      ["short", "long", "shortOffset", "longOffset"].map((timeZoneName) => ({ timeZone, timeZoneName }))),
    ...["short", "long", "shortOffset", "longOffset"].flatMap((timeZoneName) => [
      { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit", timeZoneName },
      { timeZone: "Europe/Madrid", weekday: "short", hour: "2-digit", minute: "2-digit", timeZoneName },
      { timeZone: "Asia/Kolkata", month: "long", day: "numeric", hour: "numeric", timeZoneName },
      { timeZone: "America/Denver", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", timeZoneName },
      { timeZone: "Asia/Tokyo", hour: "numeric", minute: "numeric", hour12: false, timeZoneName },
    ]),
  ];
  const dates = [Date.UTC(2024, 0, 15, 15, 4, 5), Date.UTC(2023, 11, 31, 23, 59, 59), Date.UTC(2024, 6, 4, 0, 0, 0), Date.UTC(1999, 1, 28, 12, 30, 0), 0];
  for (const options of dateOptions) {
    for (const [method, req, def] of [["DateTimeFormat", "any", "date"], ["toLocaleString", "any", "all"], ["toLocaleDateString", "date", "date"], ["toLocaleTimeString", "time", "time"]]) {
      let out;
      try {
        if (method === "DateTimeFormat") {
          const f = new Intl.DateTimeFormat(locale, options);
          out = dates.map((d) => [f.format(d), f.formatToParts(d)]);
          cases.push({ kind: "date", locale, options: options ?? null, values: dates.map(String), out, resolved: f.resolvedOptions(), extra: [req, def] });
        } else {
          out = dates.map((d) => [new Date(d)[method](locale, options), null]);
          cases.push({ kind: "date", locale, options: options ?? null, values: dates.map(String), out, extra: [req, def] });
        }
      } catch (e) {
        cases.push({ kind: "date", locale, options: options ?? null, values: [], out: [], error: e.name, extra: [req, def] });
      }
    }
  }
  // formatRange: each option set over pairs of times that differ from
  // the year down to the millisecond.
  const base = Date.UTC(2024, 0, 15, 15, 4, 5);
  const ends = [base, base + 1, base + 7000, base + 30 * 60e3, base + 3 * 3600e3, base - 10 * 3600e3, base + 5 * 86400e3,
    Date.UTC(2024, 2, 3, 9, 0), Date.UTC(2025, 5, 1, 12, 0)];
  for (const options of [{}, { year: "numeric", month: "short", day: "numeric" }, { month: "long", day: "numeric" },
    { month: "short", year: "numeric" }, { year: "numeric" }, { weekday: "short", month: "short", day: "numeric" },
    { hour: "numeric", minute: "2-digit" }, { hour: "numeric", minute: "2-digit", hour12: false }, { hour: "numeric" },
    { year: "numeric", month: "2-digit", day: "2-digit" }, { month: "numeric", day: "numeric" },
    { hour: "2-digit", minute: "2-digit", second: "2-digit" }, { day: "numeric" },
    { month: "short", day: "numeric", hour: "numeric", minute: "numeric" }, { dateStyle: "medium" },
    { timeZone: "America/New_York", year: "numeric", month: "long", day: "numeric" }]) {
    const f = new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options });
    const values = [];
    const out = [];
    for (const e of ends) {
      values.push(JSON.stringify([base, e]));
      try {
        out.push([f.formatRange(base, e), f.formatRangeToParts(base, e)]);
      } catch (err) {
        out.push([err.name, null]);
      }
    }
    cases.push({ kind: "daterange", locale, options: { timeZone: "UTC", ...options }, values, out });
  }
  const words = ["résumé", "resume", "Resume", "résume", "apple", "Apple", "äpfel", "Zebra", "zebra", "ñu", "nube", "oso",
    "file10.txt", "file2.txt", "File1.txt", "file-3.txt", "file_4.txt", "a b", "ab", "a-b", "A", "a", "Ä", "ä", "z", "ß", "ss",
    "chico", "cosa", "llama", "luz", "Ölfarbe", "Offen", "éclair", "eclair", "Eclair", "中国", "北京", "上海", "阿", "日本", "東京",
    "あいう", "アイウ", "かな", "カナ", "漢字", "1", "10", "9", "", " ", "!", "#tag", "@user", "😀", "x1y", "x10y", "x2y"];
  for (const options of [{}, { numeric: true }, { sensitivity: "base" }, { sensitivity: "accent" }, { ignorePunctuation: true },
    { numeric: true, sensitivity: "base" }]) {
    const c = new Intl.Collator(locale, options);
    // The words sorted, and each word compared with its neighbours.
    const sorted = [...words].sort(c.compare);
    const values = [JSON.stringify(words)];
    const out = [sorted];
    for (let i = 0; i < words.length; i++) {
      const pair = [words[i], words[(i * 7 + 3) % words.length]];
      values.push(JSON.stringify(pair));
      out.push(c.compare(...pair));
    }
    cases.push({ kind: "collator", locale, options, values, out, resolved: c.resolvedOptions() });
  }
  const texts = ["e\u0301👍🏽 family: 👨‍👩‍👧‍👦 flags 🇯🇵🇺🇸!", "Hello, world! It's 3.14 o'clock; e-mail me@example.com.",
    "naïve café — déjà vu", "can't won't", "한국어 텍스트", "Ünïcödé 123,456.78 $5", "a\r\nb\tc", "👋🏻 hi"];
  for (const granularity of ["grapheme", "word"]) {
    const seg = new Intl.Segmenter(locale, { granularity });
    const out = texts.map((t) => [...seg.segment(t)].map((s) => [s.index, s.segment.length, s.isWordLike ?? null]));
    cases.push({ kind: "segmenter", locale, options: { granularity }, values: texts, out, resolved: seg.resolvedOptions() });
  }
}
writeFileSync(path.join(here, "../../intl/testdata/cases.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
