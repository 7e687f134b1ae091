// Writes intl/testdata/number.json.gz: what Node 20 (V8, full ICU) gives
// for Intl.NumberFormat's scientific and engineering notations, its v3
// rounding options (roundingMode, roundingIncrement, roundingPriority,
// trailingZeroDisplay, useGrouping strings, signDisplay "negative") and
// formatRange, over the locales the runner supports. intl's Go tests
// (number_v3_test.go) replay every case against the package.
//
//   TZ=UTC node scripts/cldr/number-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"];
const cases = [];
const str = (v) => (Object.is(v, -0) ? "-0" : String(v));
const attempt = (fn) => {
  try {
    return fn();
  } catch (e) {
    return { error: e.name, message: e.message };
  }
};

const modes = ["ceil", "floor", "expand", "trunc", "halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"];
const formatOptions = [
  { notation: "scientific" }, { notation: "engineering" }, { notation: "scientific", maximumFractionDigits: 1 },
  { notation: "engineering", maximumSignificantDigits: 3 }, { notation: "scientific", minimumFractionDigits: 2 },
  { notation: "scientific", style: "percent" }, { notation: "scientific", style: "currency", currency: "EUR" },
  { notation: "engineering", style: "unit", unit: "meter" }, { notation: "scientific", signDisplay: "always" },
  { notation: "engineering", roundingMode: "floor" },
  ...modes.map((roundingMode) => ({ roundingMode, maximumFractionDigits: 1 })),
  ...modes.map((roundingMode) => ({ roundingMode, maximumSignificantDigits: 2 })),
  ...modes.map((roundingMode) => ({ roundingMode, style: "currency", currency: "USD" })),
  { roundingMode: "floor", notation: "compact" }, { roundingMode: "ceil", style: "percent" },
  { roundingIncrement: 5, minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { roundingIncrement: 25, minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { roundingIncrement: 50, maximumFractionDigits: 0 }, { roundingIncrement: 5 }, { roundingIncrement: 10, maximumFractionDigits: 1, minimumFractionDigits: 1 },
  { roundingIncrement: 2500, maximumFractionDigits: 3, minimumFractionDigits: 3 }, { roundingIncrement: 5, style: "currency", currency: "USD" },
  { roundingIncrement: 20, roundingMode: "ceil", maximumFractionDigits: 2, minimumFractionDigits: 2 },
  { roundingIncrement: 5, roundingMode: "halfEven", maximumFractionDigits: 1, minimumFractionDigits: 1 },
  { roundingPriority: "morePrecision", maximumFractionDigits: 1, maximumSignificantDigits: 3 },
  { roundingPriority: "lessPrecision", minimumFractionDigits: 2, minimumSignificantDigits: 2 },
  { roundingPriority: "morePrecision", minimumSignificantDigits: 3, maximumFractionDigits: 0 },
  { trailingZeroDisplay: "stripIfInteger", style: "currency", currency: "USD" },
  { trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2 }, { trailingZeroDisplay: "stripIfInteger", minimumSignificantDigits: 3 },
  { trailingZeroDisplay: "stripIfInteger", style: "percent", minimumFractionDigits: 1 },
  { useGrouping: "min2" }, { useGrouping: "always" }, { useGrouping: "auto" }, { useGrouping: "false" }, { useGrouping: "" },
  { useGrouping: "min2", style: "currency", currency: "EUR" }, { signDisplay: "negative" },
  { signDisplay: "negative", style: "currency", currency: "USD", currencySign: "accounting" },
  // Options Node 20 rejects: the error's kind is compared.
  { roundingMode: "bogus" }, { roundingIncrement: 3 }, { roundingIncrement: 5, maximumSignificantDigits: 2 },
  { roundingIncrement: 5, maximumFractionDigits: 2 }, { roundingIncrement: 5, notation: "compact" }, { trailingZeroDisplay: "x" },
  { roundingPriority: "x" }, { useGrouping: "x" }, { roundingIncrement: 5000.7, maximumFractionDigits: 0 },
];
const values = [0, -0, 1, -1, 1.25, -1.25, 1.35, 2.5, -2.5, 0.05, 12.345, -1234.5, 1234, 12345.678, 999999, 999.96,
  1234567.891, 0.000123, -0.00987, 1e21, 9.9996, NaN, -Infinity, 0.995];
for (const locale of locales) {
  for (const options of formatOptions) {
    const r = attempt(() => {
      const nf = new Intl.NumberFormat(locale, options);
      return { out: values.map((v) => [nf.format(v), nf.formatToParts(v)]), resolved: nf.resolvedOptions() };
    });
    cases.push({ kind: "format", locale, options, values: values.map(str), ...r });
  }
}

// formatRange: pairs of every shape ICU distinguishes (equal, equal once
// rounded, signs, magnitudes in compact, plural ranges of long units).
const rangeOptions = [
  {}, { maximumFractionDigits: 0 }, { style: "currency", currency: "USD" }, { style: "currency", currency: "EUR" },
  { style: "currency", currency: "JPY" }, { style: "currency", currency: "USD", currencyDisplay: "code" },
  { style: "currency", currency: "EUR", currencyDisplay: "name" }, { style: "currency", currency: "CAD" },
  { style: "currency", currency: "USD", currencySign: "accounting" }, { style: "percent" }, { style: "percent", maximumFractionDigits: 1 },
  { style: "unit", unit: "kilometer" }, { style: "unit", unit: "kilometer", unitDisplay: "long" },
  { style: "unit", unit: "kilometer-per-hour" }, { style: "unit", unit: "celsius" }, { style: "unit", unit: "percent" },
  { style: "unit", unit: "megabyte", unitDisplay: "narrow" }, { style: "unit", unit: "hour", unitDisplay: "long" },
  { notation: "compact" }, { notation: "compact", compactDisplay: "long" }, { notation: "compact", style: "currency", currency: "USD" },
  { notation: "compact", style: "percent" }, { notation: "scientific" }, { notation: "engineering" },
  { signDisplay: "always" }, { signDisplay: "exceptZero" }, { signDisplay: "never" }, { signDisplay: "negative" },
  { maximumSignificantDigits: 2 }, { useGrouping: false },
];
const pairs = [[3, 5], [1, 2], [0, 1], [0.5, 1], [1, 1], [3, 3], [2.9, 3.1], [1000, 5000], [3000, 5000000], [1200, 1250],
  [-5, -3], [-3, 5], [3, -5], [-3, -3], [-0, 0], [0, -0], [5, 3], [1234.5, 98765.4321], [0.03, 0.05], [999999, 1000001],
  [Infinity, -Infinity], [1e21, 2e21], [0.001, 0.002]];
for (const locale of locales) {
  for (const options of rangeOptions) {
    const nf = new Intl.NumberFormat(locale, options);
    const out = pairs.map(([a, b]) => attempt(() => [nf.formatRange(a, b), nf.formatRangeToParts(a, b)]));
    cases.push({ kind: "range", locale, options, values: pairs.map((p) => JSON.stringify(p.map(str))), out });
  }
}

// Date ranges beyond intl/testdata/cases.json.gz's grid: dates with
// times and fields missing, over every difference.
const base = Date.UTC(2024, 0, 15, 15, 4, 5);
const ends = [base + 7000, base + 3 * 3600e3, base + 5 * 86400e3, Date.UTC(2024, 2, 3, 9, 0), Date.UTC(2025, 5, 1, 12, 0)];
for (const locale of locales) {
  for (const options of [{ month: "short", hour: "numeric" }, { day: "numeric", hour: "numeric", minute: "2-digit" },
    { month: "long", day: "numeric", hour: "numeric" }, { weekday: "long", hour: "numeric", minute: "2-digit" },
    { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
    { month: "numeric", day: "numeric", hour: "2-digit", minute: "2-digit", hour12: false }]) {
    const f = new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options });
    const values = [];
    const out = [];
    for (const e of ends) {
      values.push(JSON.stringify([base, e]));
      out.push(attempt(() => [f.formatRange(base, e), f.formatRangeToParts(base, e)]));
    }
    cases.push({ kind: "daterange", locale, options: { timeZone: "UTC", ...options }, values, out });
  }
}
writeFileSync(path.join(here, "../../intl/testdata/number.json.gz"), gzipSync(JSON.stringify(cases) + "\n", { level: 9 }));
