// Writes intl/data/*.json.gz, the compact CLDR tables the intl package
// embeds, from the CLDR JSON packages installed next to this script:
//
//   cd scripts/cldr && npm ci && node generate.mjs
//
// The versions are pinned in package.json to CLDR 48.0, the CLDR of
// Node 20's ICU 78.2, the reference the runner's Intl is compared with.
// Only the fields the intl package reads are kept, for the locales it
// formats exactly; a locale's data is merged along CLDR's parent chain
// (en-GB: en, en-001, en-GB) so that each file stands alone.

import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { deflateRawSync, gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "package.json"));
const out = path.join(here, "../../intl/data");
// A locale or table dropped from the data leaves no file behind.
rmSync(path.join(out, "locale"), { recursive: true, force: true });
rmSync(path.join(out, "locale.bin"), { force: true });
rmSync(path.join(out, "locale.idx"), { force: true });
rmSync(path.join(out, "supplemental"), { recursive: true, force: true });

// The data locales: every CLDR locale (availableLocales "full") that
// Node 20's ICU formats, each merged along CLDR's parent chain
// (parentLocales, else truncation, up to und): en-IN is und, en, en-001,
// en-IN. Each is stored as its difference from its parent (deepDiff), so
// that en-IN's file holds what en-001 does not already say.
const nodeKnows = (tag) => Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
const cldrLocales = require("cldr-core/availableLocales.json").availableLocales.full;
const parentTable = require("cldr-core/supplemental/parentLocales.json").supplemental.parentLocales.parentLocale;
function parentOf(l) {
  if (l === "und") return null;
  if (parentTable[l]) return parentTable[l];
  const i = l.lastIndexOf("-");
  return i < 0 ? "und" : l.slice(0, i);
}
function chainOf(l) {
  const c = [];
  for (let x = l; x; x = parentOf(x)) c.unshift(x);
  return c;
}
const locales = {};
for (const l of ["und", ...cldrLocales]) {
  if (l !== "und" && !nodeKnows(l)) continue;
  locales[l] = chainOf(l);
}

// The simple units of ECMA-402 (sanctioned units), and the compound
// units CLDR names itself.
const units = ["acre", "bit", "byte", "celsius", "centimeter", "day", "degree", "fahrenheit", "fluid-ounce",
  "foot", "gallon", "gigabit", "gigabyte", "gram", "hectare", "hour", "inch", "kilobit", "kilobyte", "kilogram",
  "kilometer", "liter", "megabit", "megabyte", "meter", "microsecond", "mile", "mile-scandinavian", "milliliter",
  "millimeter", "millisecond", "minute", "month", "nanosecond", "ounce", "percent", "petabyte", "pound", "second",
  "stone", "terabit", "terabyte", "week", "yard", "year", "kilometer-per-hour", "mile-per-hour",
  "meter-per-second", "liter-per-kilometer", "mile-per-gallon"];

// write stores one table as gzipped JSON (`zcat` reads it): 470 KB of
// JSON is 90 KB in the binary.
function write(file, data) {
  writeFileSync(path.join(out, file), gzipSync(JSON.stringify(data) + "\n", { level: 9, mtime: 0 }));
}

function merge(a, b) {
  if (b === undefined) return a;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return b;
  const o = { ...a };
  for (const [k, v] of Object.entries(b)) o[k] = merge(a[k], v);
  return o;
}

function load(pkg, file, loc) {
  try {
    return require(`${pkg}/main/${loc}/${file}`).main[loc];
  } catch {
    return undefined;
  }
}

function chain(pkg, file, locs) {
  return locs.reduce((acc, l) => merge(acc, load(pkg, file, l)), {});
}

// Plural counts in a CLDR object: {"x-count-one": v, ...} -> {one: v}.
function counts(obj, prefix) {
  const o = {};
  for (const [k, v] of Object.entries(obj || {})) {
    if (k.startsWith(prefix + "-count-")) o[k.slice(prefix.length + 7)] = v;
  }
  return o;
}

// Compact patterns: {"1000-count-one": "0K"} -> {"1000": {one: "0K"}}.
function compact(obj) {
  const o = {};
  for (const [k, v] of Object.entries(obj || {})) {
    const m = /^(\d+)-count-(\w+)$/.exec(k);
    if (!m) continue;
    (o[m[1]] ||= {})[m[2]] = v;
  }
  return o;
}

function flatten(o) {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === "object" ? v._value : v]));
}

const regionCurrency = require("cldr-core/supplemental/currencyData.json").supplemental.currencyData.region;
// The currency a region uses today (the tender one without an end date).
function currencyOf(region) {
  for (const entry of regionCurrency[region] ?? []) {
    const [code, v] = Object.entries(entry)[0];
    if (!v._to && v._tender !== "false") return code;
  }
  return undefined;
}

// deepDiff is what b says that a does not: the keys of b whose values
// differ, recursively into objects; a key of a that b lacks is null.
function deepDiff(a, b) {
  const isObj = (x) => typeof x === "object" && x !== null && !Array.isArray(x);
  if (!isObj(a) || !isObj(b)) return JSON.stringify(a) === JSON.stringify(b) ? undefined : b;
  const o = {};
  for (const [k, v] of Object.entries(b)) {
    const d = k in a ? deepDiff(a[k], v) : v;
    if (d !== undefined) o[k] = d;
  }
  for (const k of Object.keys(a)) if (!(k in b)) o[k] = null;
  return Object.keys(o).length ? o : undefined;
}

// The other calendars DateTimeFormat formats with the calendar option or
// -u-ca- (none is a locale's default in Node 20): japanese, roc, the
// arithmetic islamic ones (islamic-civil, -tbla and -umalqura, whose
// names and patterns ICU reads from islamic's), hebrew, coptic, ethiopic
// (and ethioaa) and indian. Each is a part of its own: its eras, its
// month names where it has its own (japanese and roc use the Gregorian
// ones), its date formats (with the numbering a style asks for: he's
// Hebrew numerals, ja's 元年), available and interval formats.
//
// CLDR's JSON packages of these calendars stop at older versions than
// 48 (pinned in package.json). Their patterns are resolved: where a
// locale has none of the calendar's own, they are its generic calendar's
// of that version, which ICU 78 reads from CLDR 48's generic calendar. So
// a pattern equal to the old generic one is taken from CLDR 48's generic
// calendar (the cldr-dates-full of the package's version is installed
// under an alias to tell), and one of the calendar's own is kept.
const otherCalendars = {
  japanese: { pkg: "cldr-cal-japanese-full", generic: "cldr-dates-full-39", months: false },
  roc: { pkg: "cldr-cal-roc-full", generic: "cldr-dates-full-28", months: false },
  islamic: { pkg: "cldr-cal-islamic-full", months: true },
  hebrew: { pkg: "cldr-cal-hebrew-full", months: true },
  coptic: { pkg: "cldr-cal-coptic-full", generic: "cldr-dates-full-28", months: true },
  ethiopic: { pkg: "cldr-cal-ethiopic-full", generic: "cldr-dates-full-46", months: true },
  indian: { pkg: "cldr-cal-indian-full", generic: "cldr-dates-full-28", months: true },
  // chinese and dangi: CLDR's JSON has them only at version 28. Their
  // leap-month patterns and sexagenary year names are the package's.
  chinese: { pkg: "cldr-cal-chinese-full", generic: "cldr-dates-full-28", months: true },
  dangi: { pkg: "cldr-cal-dangi-full", generic: "cldr-dates-full-28", months: true },
};
// Era names, and month names where the package is older than CLDR 48,
// are asked of Node's ICU (the packages' are stale: en's Ethiopic eras
// are "ERA0", ICU's "AA"): each era's name at a day of it, each month's
// at a day of it, its format form beside a day, its stand-alone form
// alone. und's are the names most languages have.
const jdnTime = (jdn) => (jdn - 2440588) * 86400000 + 43200000;
const julianJdn = (y, m, d) => {
  const a = Math.floor((14 - m) / 12), yy = y + 4800 - a, mm = m + 12 * a - 3;
  const jdn = d + Math.floor((153 * mm + 2) / 5) + 365 * yy + Math.floor(yy / 4) - 32083;
  return jdn < 2299161 ? jdn : Math.floor(Date.UTC(y, m - 1, d) / 86400000) + 2440588;
};
const eraDays = {
  japanese: Object.values(require("cldr-core/supplemental/calendarData.json").supplemental.calendarData.japanese.eras)
    .map(({ _start }) => julianJdn(..._start.split("-").map(Number))),
  roc: [2415021, 2451545], islamic: [2451545], hebrew: [2451545], coptic: [1500000, 2451545],
  ethiopic: [1500000, 2451545], ethioaa: [2451545], indian: [2451545], chinese: [], dangi: [],
};
const nodeMonths = { coptic: true, ethiopic: true, indian: true, chinese: true, dangi: true };
function nodeNames(cal, tag) {
  const fmt = (o) => new Intl.DateTimeFormat(`${tag}-u-ca-${cal}-nu-latn`, { timeZone: "UTC", ...o });
  const partOf = (f, t, type) => f.formatToParts(t).find((x) => x.type === type)?.value ?? "";
  const eras = {};
  for (const [key, width] of [["eraNames", "long"], ["eraAbbr", "short"], ["eraNarrow", "narrow"]]) {
    const f = fmt({ era: width, year: "numeric" });
    eras[key] = Object.fromEntries(eraDays[cal].map((jdn, i) => [String(i), partOf(f, jdnTime(jdn), "era")]));
  }
  if (!nodeMonths[cal]) return { eras };
  // A day of each month: the days of a year from 1 September 2023.
  // (Numbered in en, which writes every calendar's months as numbers:
  // zh writes the Chinese calendar's 二月 for month: "numeric".)
  const num = new Intl.DateTimeFormat(`en-u-ca-${cal}-nu-latn`, { timeZone: "UTC", month: "numeric" });
  const days = {};
  for (let jdn = 2460189; jdn < 2460189 + 366; jdn += 5) days[Number(partOf(num, jdnTime(jdn), "month"))] ??= jdn;
  const months = { format: {}, "stand-alone": {} };
  for (const [key, width] of [["abbreviated", "short"], ["wide", "long"], ["narrow", "narrow"]]) {
    const withDay = fmt({ month: width, day: "numeric" });
    const alone = fmt({ month: width });
    months.format[key] = Object.fromEntries(Object.entries(days).map(([m, jdn]) => [m, partOf(withDay, jdnTime(jdn), "month")]));
    months["stand-alone"][key] = Object.fromEntries(Object.entries(days).map(([m, jdn]) => [m, partOf(alone, jdnTime(jdn), "month")]));
  }
  // Where the locale writes the month as a number beside a day or alone
  // (bg's "d.MM"), the name is the package's.
  const pkgMonths = nearestCalendar(otherCalendars[cal].pkg, `ca-${cal}.json`, cal, locales[tag]).at(0).months;
  for (const ctx of Object.keys(months)) {
    for (const [w, names] of Object.entries(months[ctx])) {
      for (const [m, v] of Object.entries(names)) if (/^[0-9]+$/.test(v) && w !== "narrow") names[m] = pkgMonths[ctx][w][m];
    }
  }
  if (cal !== "chinese" && cal !== "dangi") return { eras, months };
  return { eras, months, ...nodePatterns(cal, tag, months) };
}

// The chinese and dangi calendars' patterns are ICU's (CLDR 48), which
// CLDR's JSON no longer publishes (its last package is version 28): read
// back from Node's parts for each date style and for the skeletons V8
// asks its pattern generator for, at a day whose month and day are below
// 10 (so that a zero-padded field shows) and whose day is 5 (初五 in
// hanidays, 五 in hanidec). Each part's type gives the field: r, U, y,
// G, M or L (the width and context whose name the value is), d, E.
const lunisolarDay = 2460414; // 13 April 2024: the third month's fifth day
const lunisolarSkeletons = {
  y: { year: "numeric" }, yM: { year: "numeric", month: "numeric" }, yMd: { year: "numeric", month: "numeric", day: "numeric" },
  yMEd: { year: "numeric", month: "numeric", day: "numeric", weekday: "short" },
  yMMM: { year: "numeric", month: "short" }, yMMMd: { year: "numeric", month: "short", day: "numeric" },
  yMMMEd: { year: "numeric", month: "short", day: "numeric", weekday: "short" },
  yMMMM: { year: "numeric", month: "long" }, yMMMMd: { year: "numeric", month: "long", day: "numeric" },
  yMMMMEEEEd: { year: "numeric", month: "long", day: "numeric", weekday: "long" },
  GyMMMEEEEd: { era: "short", year: "numeric", month: "short", day: "numeric", weekday: "long" },
  Gy: { era: "short", year: "numeric" }, GyMMMd: { era: "short", year: "numeric", month: "short", day: "numeric" },
  M: { month: "numeric" }, Md: { month: "numeric", day: "numeric" }, MEd: { month: "numeric", day: "numeric", weekday: "short" },
  MMM: { month: "short" }, MMMd: { month: "short", day: "numeric" }, MMMEd: { month: "short", day: "numeric", weekday: "short" },
  MMMM: { month: "long" }, MMMMd: { month: "long", day: "numeric" },
};
const lunisolarDay2 = 2460533; // 10 August 2024: the seventh month's seventh day, a Saturday
function nodePatterns(cal, tag, months) {
  // At 13:05:06 and 09:07:08, so that an hour's letter and padding show.
  const t = jdnTime(lunisolarDay) + 3906000;
  const t2 = jdnTime(lunisolarDay2) - 10372000;
  // A name's width: the one asked for where its name is the value, else
  // the first whose names are the values at both days.
  const widthOf = (v, v2, asked, names) => {
    const fits = names.filter(([, at]) => at(1) === v && at(2) === v2);
    if (!fits.length) throw new Error(`${tag} ${cal}: name ${v}`);
    return (fits.find(([k]) => k === asked) ?? fits[0])[0];
  };
  const monthNames = [];
  for (const [ctx, c] of [["format", "M"], ["stand-alone", "L"]]) {
    for (const [w, n] of [["abbreviated", 3], ["wide", 4], ["narrow", 5]]) monthNames.push([c.repeat(n), (i) => months[ctx][w][i === 1 ? "3" : "7"]]);
  }
  // Weekdays beside a day (format) and alone (stand-alone, c).
  const dayNames = [];
  for (const [ctx, c] of [["format", "E"], ["stand-alone", "c"]]) {
    for (const [w, n] of [["long", 4], ["short", 3], ["narrow", 5]]) {
      const f = new Intl.DateTimeFormat(`${tag}-u-ca-${cal}-nu-latn`, { timeZone: "UTC", weekday: w, ...(ctx === "format" ? { day: "numeric" } : {}) });
      dayNames.push([c.repeat(n), (i) => f.formatToParts(i === 1 ? t : t2).find((p) => p.type === "weekday").value]);
    }
  }
  const quote = (s) => /[A-Za-z']/.test(s) ? s.replace(/[A-Za-z']+/g, (x) => x === "'" ? "''" : `'${x.replaceAll("'", "''")}'`) : s;
  const read = (o) => {
    let pattern = "", numbers = "";
    const f = new Intl.DateTimeFormat(`${tag}-u-ca-${cal}-nu-latn`, { timeZone: "UTC", ...o });
    const parts = f.formatToParts(t);
    const parts2 = f.formatToParts(t2);
    if (parts.length !== parts2.length) throw new Error(`${tag} ${cal}: parts differ between days`);
    for (const [i, { type, value }] of parts.entries()) {
      const value2 = parts2[i].value;
      switch (type) {
        case "literal": pattern += quote(value); break;
        case "relatedYear": pattern += "r"; break;
        case "yearName": pattern += "U"; break;
        case "year": pattern += "y"; break;
        case "era": pattern += "G"; break;
        case "month":
          pattern += /^[0-9]+$/.test(value) ? (value.length === 2 ? "MM" : "M")
            : widthOf(value, value2, { short: "MMM", long: "MMMM", narrow: "MMMMM" }[o.month], monthNames);
          break;
        case "day":
          pattern += value === "05" ? "dd" : "d";
          if (value === "初五") numbers = "d=hanidays";
          else if (value === "五") numbers = "hanidec";
          else if (!/^[0-9]+$/.test(value)) throw new Error(`${tag} ${cal}: day ${value}`);
          break;
        case "weekday": pattern += widthOf(value, value2, { short: "EEE", long: "EEEE", narrow: "EEEEE" }[o.weekday], dayNames); break;
        case "hour":
          if (value === "13") pattern += value2 === "09" ? "HH" : "H";
          else if (value === "1" || value === "01") pattern += value2 === "09" ? "hh" : "h";
          else throw new Error(`${tag} ${cal}: hour ${value}`);
          break;
        case "minute": pattern += value === "05" ? "mm" : "m"; break;
        case "second": pattern += value === "06" ? "ss" : "s"; break;
        case "dayPeriod": pattern += "a"; break;
        case "timeZoneName": pattern += value.length > 5 ? "zzzz" : "z"; break;
        default: throw new Error(`${tag} ${cal}: part ${type}`);
      }
    }
    return numbers ? { _value: pattern, _numbers: numbers } : pattern;
  };
  const styles = ["full", "long", "medium", "short"];
  const dateFormats = Object.fromEntries(styles.map((s) => [s, read({ dateStyle: s })]));
  const timeFormats = Object.fromEntries(styles.map((s) => { const r = read({ timeStyle: s }); return [s, r._value ?? r]; }));
  // The glue of a date style and a time: the pattern of both with the
  // date's pattern and the short time's taken out.
  const dateTimeFormats = {};
  for (const s of styles) {
    // (M and L compared alike: where their names are the same, the
    // reading cannot tell them apart.)
    const r = read({ dateStyle: s, timeStyle: "short" });
    const both = r._value ?? r;
    const d = dateFormats[s]._value ?? dateFormats[s];
    const ml = (x) => x.replaceAll("L", "M");
    const at = ml(both).indexOf(ml(d)), tt = both.lastIndexOf(timeFormats.short);
    // (Where the date is not found in both, as where a date style with
    // a time takes another date pattern, the Gregorian glue is kept.)
    if (at < 0 || tt < 0 || (tt < at + d.length && tt + timeFormats.short.length > at)) continue;
    dateTimeFormats[s] = at < tt
      ? both.slice(0, at) + "{1}" + both.slice(at + d.length, tt) + "{0}" + both.slice(tt + timeFormats.short.length)
      : both.slice(0, tt) + "{0}" + both.slice(tt + timeFormats.short.length, at) + "{1}" + both.slice(at + d.length);
  }
  const availableFormats = Object.fromEntries(Object.entries(lunisolarSkeletons).map(([k, o]) => {
    const p = read(o);
    return [k, typeof p === "string" ? p : p._value];
  }));
  // The sexagenary years' names (U), where the locale's year shows one:
  // the years from 1984 (甲子, the cycle's first) at 1 July.
  const y = new Intl.DateTimeFormat(`${tag}-u-ca-${cal}-nu-latn`, { timeZone: "UTC", dateStyle: "long" });
  let cyclicYears;
  if (y.formatToParts(t).some((p) => p.type === "yearName")) {
    cyclicYears = {};
    for (let i = 0; i < 60; i++) cyclicYears[String(i + 1)] = y.formatToParts(Date.UTC(1984 + i, 6, 1)).find((p) => p.type === "yearName").value;
  }
  return { patterns: { dateFormats, availableFormats, timeFormats, dateTimeFormats }, cyclicYears };
}
const nodeNamesOf = {};
for (const cal of Object.keys(eraDays)) {
  nodeNamesOf[cal] = {};
  const count = {};
  for (const l of Object.keys(locales)) {
    if (l === "und") continue;
    const n = nodeNames(cal, l);
    nodeNamesOf[cal][l] = n;
    if (!l.includes("-")) {
      const k = JSON.stringify(n);
      count[k] = (count[k] ?? 0) + 1;
    }
  }
  nodeNamesOf[cal].und = JSON.parse(Object.entries(count).sort((a, b) => b[1] - a[1])[0][0]);
}
// The calendar of the nearest locale of the chain a package has (the
// JSON calls und root in older versions).
function nearestCalendar(pkg, file, cal, locs) {
  for (const l of [...locs].reverse()) {
    for (const n of l === "und" ? ["und", "root"] : [l]) {
      const c = load(pkg, file, n)?.dates.calendars[cal];
      if (c) return [c, n];
    }
  }
  throw new Error(`${pkg}: no ${cal} calendar for ${locs.at(-1)}`);
}
// The generic calendar's patterns, which the other calendars' data
// is said as its difference from.
function genericPatterns(locs) {
  const g = chain("cldr-dates-full", "ca-generic.json", locs).dates.calendars.generic;
  // ICU keeps a calendar's time formats in one resource with its date
  // formats: they are those of the nearest locale with date formats of
  // its own (af-NA's are af's "HH:mm", where the JSON resolves af-NA's
  // Gregorian "h:mm a" into them).
  let own = locs.length;
  const dateFormatsAt = (n) => JSON.stringify(chain("cldr-dates-full", "ca-generic.json", locs.slice(0, n)).dates.calendars.generic.dateFormats);
  while (own > 2 && dateFormatsAt(own) === dateFormatsAt(own - 1)) own--;
  const times = chain("cldr-dates-full", "ca-generic.json", locs.slice(0, own)).dates.calendars.generic.timeFormats;
  // Its skeletons are kept as they are: ICU matches "yMd" before
  // "yyyyMd" (agq's "d/M/y" before "G y-MM-dd").
  return {
    dateFormats: flatten(g.dateFormats), timeFormats: flatten(times),
    availableFormats: keepFormats(g.dateTimeFormats.availableFormats),
    intervalFormats: g.dateTimeFormats.intervalFormats,
  };
}
const keepFormats = (o) => Object.fromEntries(Object.entries(o).filter(([k]) => !k.includes("-count-") && !k.includes("-alt-")));
function otherCalendar(cal, locs, gen) {
  const { pkg, generic, months } = otherCalendars[cal];
  const [c, at] = nearestCalendar(pkg, `ca-${cal}.json`, cal, locs);
  let dateFormats = c.dateFormats;
  let available = keepFormats(c.dateTimeFormats.availableFormats);
  let intervals = c.dateTimeFormats.intervalFormats;
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  // What the calendar says apart from what old (its version's generic
  // calendar) says.
  const own = (o, old) => Object.fromEntries(Object.entries(o).filter(([k, v]) => !same(v, old?.[k])));
  if (generic) {
    // A pattern is the locale's own where it differs from the old
    // generic one and the locale does not merely inherit it: en-GB's
    // Japanese patterns of CLDR 39 are en's, which CLDR 48 no longer
    // has (ICU's root aliases the generic calendar's, so und has none).
    const sections = [(x) => x.dateFormats, (x) => keepFormats(x.dateTimeFormats.availableFormats), (x) => x.dateTimeFormats.intervalFormats];
    const owns = sections.map(() => ({}));
    let prev = nearestCalendar(pkg, `ca-${cal}.json`, cal, locs.slice(0, 1))[0];
    for (let j = 2; j <= locs.length; j++) {
      const [pj, atJ] = nearestCalendar(pkg, `ca-${cal}.json`, cal, locs.slice(0, j));
      const oldJ = nearestCalendar(generic, "ca-generic.json", "generic", locs.slice(0, locs.indexOf(atJ === "root" ? "und" : atJ) + 1))[0];
      sections.forEach((sec, i) => {
        const next = {};
        for (const [k, v] of Object.entries(sec(pj))) {
          if (same(v, sec(oldJ)?.[k])) continue;
          if (same(v, sec(prev)?.[k]) && !(k in owns[i])) continue;
          next[k] = v;
        }
        owns[i] = next;
      });
      prev = pj;
    }
    [dateFormats, available, intervals] = owns;
  }
  const names = nodeNamesOf[cal][locs.at(-1)];
  if (names.patterns) {
    dateFormats = names.patterns.dateFormats;
    available = names.patterns.availableFormats;
  }
  const numbers = {};
  for (const [k, v] of Object.entries(dateFormats)) if (v._numbers) numbers[k] = v._numbers;
  return {
    eras: names.eras, months: nodeMonths[cal] ? names.months : months ? c.months : undefined,
    // ethioaa's one era, which ICU names apart from ethiopic's first.
    aaEras: cal === "ethiopic" ? nodeNamesOf.ethioaa[locs.at(-1)].eras : undefined,
    // chinese's and dangi's time formats and date-time glue (ICU's
    // own for these calendars: root's "HH:mm", en's "hh:mm a").
    timeFormats: names.patterns?.timeFormats, dateTimeFormats: names.patterns?.dateTimeFormats,
    // chinese's and dangi's leap months ("闰{0}") and years (U).
    monthPatterns: c.monthPatterns,
    cyclicYears: names.cyclicYears ?? c.cyclicNameSets?.years?.format?.abbreviated,
    // The patterns that differ from the locale's generic calendar's.
    dateFormats: own(flatten(dateFormats), gen.dateFormats),
    // (Said in full for chinese and dangi, so that a variant without
    // one drops its parent's: zh-Hant-HK writes days in digits.)
    dateNumbers: Object.keys(numbers).length || names.patterns ? numbers : undefined,
    availableFormats: own(available, gen.availableFormats),
    intervalFormats: own(intervals, gen.intervalFormats),
  };
}

const resolvedData = {};
// Each part of each locale, as JSON, by "NAME/PART": written deflated as
// one blob (locale.bin) with a sorted index of where each part lies
// (locale.idx), which the intl package reads in place.
const localeParts = {};
// The parts a language stores as its difference from und's.
const undBased = new Set(["persian", ...Object.keys(otherCalendars)]);
// Parents first: a child's difference is taken from its parent's data.
for (const [name, locs] of Object.entries(locales).sort((a, b) => a[1].length - b[1].length)) {
  const numbers = chain("cldr-numbers-full", "numbers.json", locs).numbers;
  // The locale's default numbering system (arab for ar-EG), whose symbols
  // and patterns ICU uses; latn's where it gives none.
  const ns = numbers.defaultNumberingSystem;
  const pick = (k) => numbers[`${k}-numberSystem-${ns}`] ? merge(numbers[`${k}-numberSystem-latn`], numbers[`${k}-numberSystem-${ns}`]) : numbers[`${k}-numberSystem-latn`];
  const sym = pick("symbols");
  const dec = pick("decimalFormats");
  const cur = pick("currencyFormats");
  // The alphaNextToNumber variant of a currency pattern applies only where
  // it comes from the locale that gives the pattern itself or a nearer
  // one (ICU reads both from the same bundle): agq's "#,##0.00¤" is not
  // und's "¤ #,##0.00".
  // The JSON files repeat und's variant in every locale, so a variant
  // equal to und's beside a pattern of the locale's own is und's.
  const undCur = load("cldr-numbers-full", "numbers.json", "und").numbers["currencyFormats-numberSystem-latn"];
  const alpha = (key) => {
    const alt = cur[`${key}-alphaNextToNumber`];
    if (!alt || (alt === undCur[`${key}-alphaNextToNumber`] && cur[key] !== undCur[key])) return cur[key];
    return alt;
  };
  const num = {
    numberingSystem: ns,
    symbols: {
      decimal: sym.decimal, group: sym.group, percent: sym.percentSign, plus: sym.plusSign,
      minus: sym.minusSign, exponential: sym.exponential, infinity: sym.infinity, nan: sym.nan,
      approximately: sym.approximatelySign,
      // A currency's own separators where the locale has them (de-AT's
      // "€ 1.234,50" beside "1 234,5").
      currencyGroup: sym.currencyGroup, currencyDecimal: sym.currencyDecimal,
    },
    // latn's symbols where the default numbering system has others, for
    // numberingSystem "latn" (ar-EG's 1,234.5 beside ١٬٢٣٤٫٥).
    latnSymbols: ns === "latn" ? undefined : (({ decimal, group, percentSign, plusSign, minusSign }) => ({
      decimal, group, percent: percentSign, plus: plusSign, minus: minusSign,
    }))(numbers["symbols-numberSystem-latn"]),
    minimumGroupingDigits: Number(numbers.minimumGroupingDigits),
    decimal: dec.standard,
    percent: pick("percentFormats").standard,
    currency: cur.standard,
    currencyAlpha: alpha("standard"),
    accounting: cur.accounting,
    accountingAlpha: alpha("accounting"),
    currencyInsert: cur.currencySpacing.beforeCurrency.insertBetween,
    currencyUnitPattern: counts(cur, "unitPattern"),
    short: compact(dec.short.decimalFormat),
    long: compact(dec.long.decimalFormat),
    currencyShort: compact(cur.short.standard),
    // formatRange's pattern ("{0}–{1}").
    range: pick("miscPatterns").range,
  };
  // A currency's symbols apart from its names, which only
  // currencyDisplay "name" and DisplayNames read.
  const currencies = {};
  const currencyNames = {};
  const curData = chain("cldr-numbers-full", "currencies.json", locs).numbers.currencies;
  for (const [code, c] of Object.entries(curData)) {
    currencies[code] = {
      symbol: c.symbol, narrow: c["symbol-alt-narrow"],
      // The currency's own separators (the escudo's 1$00).
      decimal: c.decimal, group: c.group,
    };
    currencyNames[code] = { name: c.displayName, names: counts(c, "displayName") };
  }
  const unitData = chain("cldr-units-full", "units.json", locs).units;
  const unitOut = {};
  for (const width of ["long", "short", "narrow"]) {
    const w = { per: unitData[width].per.compoundUnitPattern, units: {} };
    for (const u of units) {
      const key = Object.keys(unitData[width]).find((k) => k.slice(k.indexOf("-") + 1) === u);
      if (!key) throw new Error(`${name}: no unit ${u}`);
      const d = unitData[width][key];
      w.units[u] = { name: d.displayName, patterns: counts(d, "unitPattern"), per: d.perUnitPattern };
    }
    unitOut[width] = w;
  }
  const lists = {};
  for (const [k, v] of Object.entries(chain("cldr-misc-full", "listPatterns.json", locs).listPatterns)) {
    lists[k.replace("listPattern-type-", "")] = v;
  }
  const fields = chain("cldr-dates-full", "dateFields.json", locs).dates.fields;
  const relative = {};
  for (const unit of ["year", "quarter", "month", "week", "day", "hour", "minute", "second"]) {
    for (const suffix of ["", "-short", "-narrow"]) {
      const f = fields[unit + suffix];
      relative[unit + suffix] = {
        relative: Object.fromEntries(Object.entries(f).filter(([k]) => k.startsWith("relative-type-"))
          .map(([k, v]) => [k.slice(14), v])),
        future: counts(f["relativeTime-type-future"], "relativeTimePattern"),
        past: counts(f["relativeTime-type-past"], "relativeTimePattern"),
      };
    }
  }
  const g = chain("cldr-dates-full", "ca-gregorian.json", locs).dates.calendars.gregorian;
  const gregorian = {
    months: g.months, days: g.days, dayPeriods: g.dayPeriods, eras: g.eras,
    // A pattern with its own numbering of a field (haw's M=romanlow) is
    // kept as the pattern alone.
    dateFormats: flatten(g.dateFormats), timeFormats: flatten(g.timeFormats),
    dateTimeFormats: { full: g.dateTimeFormats.full, long: g.dateTimeFormats.long, medium: g.dateTimeFormats.medium, short: g.dateTimeFormats.short },
    dateTimeFormatsAtTime: g["dateTimeFormats-atTime"]?.standard,
    availableFormats: Object.fromEntries(Object.entries(g.dateTimeFormats.availableFormats).filter(([k]) => !k.includes("-count-") && !k.includes("-alt-"))),
    intervalFormats: g.dateTimeFormats.intervalFormats,
  };
  const tzNames = chain("cldr-dates-full", "timeZoneNames.json", locs).dates.timeZoneNames;
  // The specific (standard and daylight) names of metazones and of the
  // zones that have their own (Europe/London's British Summer Time), for
  // timeZoneName; generic names and exemplar cities are left out.
  const specific = (n) => {
    const o = {};
    for (const w of ["long", "short"]) {
      for (const t of ["standard", "daylight"]) if (n?.[w]?.[t]) (o[w] ||= {})[t] = n[w][t];
    }
    return Object.keys(o).length ? o : undefined;
  };
  const zoneNames = {};
  const walk = (node, prefix) => {
    for (const [k, v] of Object.entries(node)) {
      const id = prefix ? `${prefix}/${k}` : k;
      if (v._type === "zone") {
        const n = specific(v);
        if (n) zoneNames[id] = n;
      } else walk(v, id);
    }
  };
  walk(tzNames.zone ?? {}, "");
  const metazoneNames = {};
  for (const [k, v] of Object.entries(tzNames.metazone ?? {})) {
    const n = specific(v);
    if (n) metazoneNames[k] = n;
  }
  // A child locale that gives a metazone long names and no short ones
  // blocks the parent's short ones (en-001's "∅∅∅", which the JSON drops):
  // en-GB writes New York's zone as GMT-5, not EST.
  const shorts = {};
  locs.forEach((l, i) => {
    for (const [k, v] of Object.entries(load("cldr-dates-full", "timeZoneNames.json", l)?.dates.timeZoneNames.metazone ?? {})) {
      if (v.short) shorts[k] = true;
      else if (v.long && i > 0) delete shorts[k];
    }
  });
  for (const [k, n] of Object.entries(metazoneNames)) if (!shorts[k]) delete n.short;
  const zones = {
    gmtFormat: tzNames.gmtFormat, gmtZeroFormat: tzNames.gmtZeroFormat, hourFormat: tzNames.hourFormat,
    zoneNames, metazoneNames,
  };
  // The Buddhist calendar, the default in Thailand, where the locale has
  // its own (th): its eras and patterns over the Gregorian names. CLDR's
  // JSON packages stopped publishing calendars other than the Gregorian
  // at CLDR 39, whose Thai Buddhist calendar package.json pins.
  let buddhist;
  const b = name !== "und" && load("cldr-cal-buddhist-full", "ca-buddhist.json", name)?.dates.calendars.buddhist;
  if (b) {
    buddhist = {
      eras: b.eras, dateFormats: flatten(b.dateFormats),
      // ICU reads "yyyy" in a skeleton as "y".
      availableFormats: Object.fromEntries(Object.entries(b.dateTimeFormats.availableFormats)
        .filter(([k]) => !k.includes("-count-") && !k.includes("-alt-")).map(([k, v]) => [k.replace(/y+/, "y"), v])),
    };
  }
  // The Persian calendar, the default in Iran and Afghanistan (fa,
  // ps-AF, ...) and any locale's with calendar "persian": its eras,
  // months and patterns over the Gregorian names. CLDR's JSON packages of
  // calendars other than the Gregorian stop at CLDR 46.1, which
  // package.json pins for it.
  const pc = load("cldr-cal-persian-full", "ca-persian.json", name)?.dates.calendars.persian;
  const persian = pc && {
    eras: pc.eras, months: pc.months, dateFormats: flatten(pc.dateFormats),
    availableFormats: Object.fromEntries(Object.entries(pc.dateTimeFormats.availableFormats)
      .filter(([k]) => !k.includes("-count-") && !k.includes("-alt-")).map(([k, v]) => [k.replace(/y+/, "y"), v])),
    intervalFormats: pc.dateTimeFormats.intervalFormats,
  };
  const generic = genericPatterns(locs);
  const others = Object.fromEntries(Object.keys(otherCalendars).map((c) => [c, otherCalendar(c, locs, generic)]));
  // Intl.DisplayNames's names: languages, scripts, regions and variants
  // (with their "-alt-short" forms, the others left out), the locale
  // pattern, calendars and date fields.
  const kept = (obj) => Object.fromEntries(Object.entries(obj ?? {}).filter(([k]) => !k.includes("-alt-") || k.endsWith("-alt-short")));
  const ldn = (file) => chain("cldr-localenames-full", file, locs).localeDisplayNames ?? {};
  const fieldNames = {};
  for (const [k, v] of Object.entries(fields)) if (v.displayName) fieldNames[k] = v.displayName;
  const displayNames = {
    pattern: ldn("localeDisplayNames.json").localeDisplayPattern,
    scripts: kept(ldn("scripts.json").scripts), variants: kept(ldn("variants.json").variants),
    calendars: ldn("localeDisplayNames.json").types?.calendar ?? {}, fields: fieldNames,
  };
  const languageNames = kept(ldn("languages.json").languages);
  const regionNames = kept(ldn("territories.json").territories);
  // The generic zone names (timeZoneName shortGeneric/longGeneric):
  // the zones' and metazones' own, exemplar cities, the region and
  // fallback formats (the region names are regionNames').
  const zoneGeneric = {};
  const exemplar = {};
  const metazoneGeneric = {};
  locs.map((l) => load("cldr-dates-full", "timeZoneNames.json", l)?.dates.timeZoneNames ?? {}).forEach((layer, i) => {
    const walkZones = (node, prefix) => {
      for (const [k, v] of Object.entries(node ?? {})) {
        const id = prefix ? `${prefix}/${k}` : k;
        if (v._type !== "zone") {
          walkZones(v, id);
          continue;
        }
        // A city named as its ID's last part says (Berlin) is left to
        // the intl package, which makes that name itself.
        if (v.exemplarCity && v.exemplarCity !== k.replaceAll("_", " ")) exemplar[id] = v.exemplarCity;
        else if (v.exemplarCity) delete exemplar[id];
        for (const w of ["long", "short"]) if (v[w]?.generic) (zoneGeneric[id] ||= {})[w] = v[w].generic;
      }
    };
    walkZones(layer.zone, "");
    for (const [k, v] of Object.entries(layer.metazone ?? {})) {
      const g = metazoneGeneric[k] ||= {};
      if (v.long?.generic) g.long = v.long.generic;
      if (v.short?.generic) g.short = v.short.generic;
      // A child locale that gives a metazone long names and no short ones
      // blocks the parent's short ones (en-001's "∅∅∅", which the JSON
      // drops), as for the specific names.
      else if (v.long && i > 0) delete g.short;
    }
  });
  for (const [k, g] of Object.entries(metazoneGeneric)) if (!g.long && !g.short) delete metazoneGeneric[k];
  const genericNames = { regionFormat: tzNames.regionFormat, fallbackFormat: tzNames.fallbackFormat, zoneGeneric, metazoneGeneric, exemplar };
  // Each part is a file of its own (locale/NAME/PART.json.gz), decoded
  // at the first call that needs it: a number format reads core alone.
  const data = {
    core: { number: num, lists, zones: { gmtFormat: zones.gmtFormat, gmtZeroFormat: zones.gmtZeroFormat, hourFormat: zones.hourFormat } },
    currencies, currencyNames, units: unitOut, relative, gregorian, buddhist: buddhist ?? null, persian: persian ?? null, generic, ...others,
    zoneNames: { zoneNames: zones.zoneNames, metazoneNames: zones.metazoneNames },
    displayNames, languageNames, regionNames, genericNames,
  };
  resolvedData[name] = data;
  // A language (whose parent is und) is stored whole, so that its first
  // use merges nothing; a variant as its difference from its parent, a
  // part it does not change left out.
  const parent = parentOf(name);
  for (const [part, value] of Object.entries(data)) {
    // A language's Persian calendar is stored as its difference from
    // und's, which most languages keep but for their month names.
    const base = parent && parent !== "und" ? resolvedData[parent]?.[part] : undBased.has(part) && name !== "und" ? resolvedData.und[part] : undefined;
    const diff = base !== undefined ? deepDiff(base, value) : value;
    if (diff !== undefined) localeParts[`${name}/${part}`] = JSON.stringify(diff) + "\n";
  }
}

// Each part is deflated with a preset dictionary of its kind ("~dict/
// core", stored as it is in the same blob): the same part of a few large
// locales, whose keys and patterns most locales repeat. A part alone is
// too small for deflate to find them; with the dictionary the blob is
// about a fifth smaller, and a part still inflates alone, in place.
const dictLocales = ["en", "fr", "de", "es", "ru", "ar", "hi", "zh", "ja", "pt", "it", "pl"];
{
  // A dictionary costs its own bytes: a kind of part whose files are
  // small (a calendar's eras) takes the tail of it that makes the kind
  // smallest in all, or none.
  const byPart = {};
  for (const key of Object.keys(localeParts)) (byPart[key.slice(key.indexOf("/") + 1)] ||= []).push(key);
  const dicts = {};
  const packed = {};
  for (const [part, keys] of Object.entries(byPart)) {
    const full = Buffer.from(dictLocales.map((l) => localeParts[`${l}/${part}`] ?? "").join("")).subarray(-32768);
    let best;
    for (const size of [32768, 16384, 8192, 4096, 2048, 0]) {
      if (size > full.length && size !== 32768) continue;
      const dictionary = full.subarray(full.length - Math.min(size, full.length));
      const p = Object.fromEntries(keys.map((k) => [k, deflateRawSync(localeParts[k], { level: 9, dictionary })]));
      const total = dictionary.length + Object.values(p).reduce((n, b) => n + b.length, 0);
      if (!best || total < best.total) best = { total, dictionary, p };
    }
    dicts[part] = best.dictionary;
    Object.assign(packed, best.p);
  }
  for (const [part, d] of Object.entries(dicts)) packed[`~dict/${part}`] = d;
  const blobs = [];
  let offset = 0;
  const index = [];
  for (const key of Object.keys(packed).sort()) {
    index.push(`${key}\t${offset}\t${packed[key].length}\n`);
    blobs.push(packed[key]);
    offset += packed[key].length;
  }
  writeFileSync(path.join(out, "locale.bin"), Buffer.concat(blobs));
  writeFileSync(path.join(out, "locale.idx"), index.join(""));
}

const supp = (f) => require(`cldr-core/supplemental/${f}`).supplemental;
// Plural rules of every language CLDR has rules for (and pt-PT's own);
// a language without ordinal rules has only "other".
const cardinals = supp("plurals.json")["plurals-type-cardinal"];
const ordinals = supp("ordinals.json")["plurals-type-ordinal"];
const langs = [...new Set([...Object.keys(cardinals), ...Object.keys(ordinals)])].filter((l) => l !== "root");
const plurals = {};
for (const l of langs) {
  const clean = (rules) => Object.fromEntries(Object.entries(rules ?? { "pluralRule-count-other": "" }).map(([k, v]) => [k.replace("pluralRule-count-", ""), v.split("@")[0].trim()]));
  plurals[l] = { cardinal: clean(cardinals[l]), ordinal: clean(ordinals[l]) };
}
const fractions = {};
for (const [code, f] of Object.entries(supp("currencyData.json").currencyData.fractions)) {
  fractions[code] = Number(f._digits);
}
const timeData = {};
for (const [k, v] of Object.entries(supp("timeData.json").timeData)) timeData[k] = v._preferred;
// Each zone's metazones over time: [metazone, from, to] with CLDR's
// "yyyy-MM-dd HH:mm" UTC bounds ("" when open). CLDR keys zones by their
// old canonical IDs; tzAliases maps a zone name to the one ICU (and so
// V8) reports for it, the old canonical ID for most of the renamed zones.
const metazones = {};
const mzWalk = (node, prefix) => {
  for (const [k, v] of Object.entries(node)) {
    const id = prefix ? `${prefix}/${k}` : k;
    if (Array.isArray(v)) {
      metazones[id] = v.map(({ usesMetazone: u }) => [u._mzone, u._from ?? "", u._to ?? ""]);
    } else mzWalk(v, id);
  }
};
mzWalk(supp("metaZones.json").metaZones.metazoneInfo.timezone, "");
const tzAliases = {
  "Asia/Kolkata": "Asia/Calcutta", "Asia/Ho_Chi_Minh": "Asia/Saigon", "Asia/Kathmandu": "Asia/Katmandu",
  "Asia/Yangon": "Asia/Rangoon", "Europe/Kyiv": "Europe/Kiev", "America/Nuuk": "America/Godthab",
  "America/Argentina/Buenos_Aires": "America/Buenos_Aires", "America/Argentina/Cordoba": "America/Cordoba",
  "America/Indiana/Indianapolis": "America/Indianapolis", "America/Kentucky/Louisville": "America/Louisville",
  "Atlantic/Faroe": "Atlantic/Faeroe", "Pacific/Chuuk": "Pacific/Truk", "Pacific/Pohnpei": "Pacific/Ponape",
  // These two went the other way: ICU names them by the tz database's
  // current ID, and takes the old one as its alias.
  "Asia/Dacca": "Asia/Dhaka", "Asia/Thimbu": "Asia/Thimphu",
  "America/Atikokan": "America/Coral_Harbour", "Pacific/Kanton": "Pacific/Enderbury",
};
for (const [now, old] of Object.entries(tzAliases)) {
  if (!metazones[now] && metazones[old]) metazones[now] = metazones[old];
}
// Plural ranges: the category of a range from its ends' ("one+other").
const pluralRanges = {};
for (const l of Object.keys(supp("pluralRanges.json").plurals)) {
  pluralRanges[l] = Object.fromEntries(Object.entries(supp("pluralRanges.json").plurals[l])
    .map(([k, v]) => [k.replace(/^pluralRange-start-(\w+)-end-(\w+)$/, "$1+$2"), v]));
}
// The tags Node 20 reports as they are (resolvedOptions().locale === tag):
// the data locales, CLDR's default-content locales (de-DE is de) and the
// region-only tags of locales CLDR writes with a script (zh-TW is
// zh-Hant-TW, pa-PK pa-Arab-PK). Each maps to its data locale and the
// region whose preferences (hour cycle) apply, the tag's or its likely one.
const candidates = new Set(["en-US", ...Object.keys(locales), ...require("cldr-core/defaultContent.json").defaultContent]);
for (const l of [...candidates]) {
  const p = l.split("-");
  if (p.length === 3 && p[1].length === 4) candidates.add(`${p[0]}-${p[2]}`);
}
function dataOf(t) {
  if (locales[t]) return t;
  const m = new Intl.Locale(t).maximize();
  const dflt = new Intl.Locale(m.language).maximize().script;
  for (const c of [`${m.language}-${m.script}-${m.region}`, m.script === dflt && `${m.language}-${m.region}`,
    `${m.language}-${m.script}`, m.script === dflt && m.language]) {
    if (c && locales[c]) return c;
  }
  return undefined;
}
const tags = {};
for (const t of [...candidates].sort()) {
  if (t === "und" || new Intl.NumberFormat(t).resolvedOptions().locale !== t) continue;
  const d = dataOf(t);
  if (!d) throw new Error(`no data locale for ${t}`);
  tags[t] = [d === t ? "" : d, new Intl.Locale(t).maximize().region ?? ""];
}
// Each region's currency today, whose own separators ICU uses for every
// currency in a tag with that region (pt-CV's and kea-CV's 1234$50).
const regionCurrencies = {};
for (const r of Object.keys(regionCurrency)) {
  const c = currencyOf(r);
  if (c) regionCurrencies[r] = c;
}
// Each region's calendars in order of preference (CLDR's
// calendarPreferenceData, in BCP 47 names), where they are not the
// Gregorian alone: the first is the one a locale of the region formats in
// (Thailand's Buddhist), all are Intl.Locale's calendars.
const bcp47Calendar = { gregorian: "gregory", "ethiopic-amete-alem": "ethioaa" };
const calendars = {};
for (const [region, pref] of Object.entries(supp("calendarPreferenceData.json").calendarPreferenceData)) {
  const list = (Array.isArray(pref) ? pref : pref.split(" ")).map((c) => bcp47Calendar[c] ?? c);
  if (list.join() !== "gregory") calendars[region] = list;
}
// Each region's first day of the week (0 Sunday to 6 Saturday), the days
// of the week a year's first week needs, and the first and last days of
// its weekend (CLDR weekData; 001's, Monday, 1, Saturday and Sunday, left
// out), for the week-based year (pattern field Y) and Intl.Locale's
// weekInfo.
const weekData = {};
{
  const wd = supp("weekData.json").weekData;
  const days = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
  const regions = new Set([...Object.keys(wd.firstDay), ...Object.keys(wd.minDays), ...Object.keys(wd.weekendStart), ...Object.keys(wd.weekendEnd)]
    .filter((r) => !r.includes("-") && r !== "001"));
  const day = (table, r) => days.indexOf(table[r] ?? table["001"]);
  for (const r of [...regions].sort()) {
    const row = [day(wd.firstDay, r), Number(wd.minDays[r] ?? wd.minDays["001"]), day(wd.weekendStart, r), day(wd.weekendEnd, r)];
    if (row.join() !== "1,1,6,0") weekData[r] = row.map(String);
  }
}
// The flexible day periods of each language (pattern field B), in minutes
// of the day: [from, before], or [at] for midnight and noon.
const minutes = (s) => { const [h, m] = s.split(":").map(Number); return h * 60 + m; };
const dayPeriods = {};
for (const [lang, rules] of Object.entries(supp("dayPeriods.json").dayPeriodRuleSet)) {
  dayPeriods[lang] = Object.fromEntries(Object.entries(rules).map(([k, r]) => [k, r._at ? [minutes(r._at)] : [minutes(r._from), minutes(r._before)]]));
}
// The tags ICU has no list patterns for, whose ListFormat V8 negotiates
// past (agq is en-US): asked of Node's ICU, as the tags are.
const noLists = Object.keys(tags).filter((t) => new Intl.ListFormat(t).resolvedOptions().locale !== t);
// Each data locale's parent, for the chain its data is merged along.
const parentsOut = Object.fromEntries(Object.keys(locales).filter((l) => l !== "und").map((l) => [l, parentOf(l)]));
// The digits of the numbering systems that are a digit substitution.
const digits = {};
for (const [k, v] of Object.entries(supp("numberingSystems.json").numberingSystems)) {
  if (v._type === "numeric") digits[k] = v._digits;
}
// Each numbering system's symbols, for a numberingSystem the locale has
// none of its own for (en with arab: ١٬٢٣٤٫٥): ICU's root has them, the
// JSON's und does not, so they are taken from the first language (in
// CLDR's order) that defines them.
const nuSymbols = {};
for (const l of Object.keys(locales)) {
  if (l.includes("-")) continue;
  for (const [k, v] of Object.entries(load("cldr-numbers-full", "numbers.json", l)?.numbers ?? {})) {
    const ns = k.slice(21);
    if (k.startsWith("symbols-numberSystem-") && ns !== "latn" && !nuSymbols[ns]) {
      nuSymbols[ns] = { decimal: v.decimal, group: v.group, percent: v.percentSign, plus: v.plusSign, minus: v.minusSign };
    }
  }
}
// Each supplemental table is a file of its own, read at the first call
// that needs it. Those read a key at a time (the tags and parents, which
// every locale's resolution reads; plural rules by language) are sorted
// lines ("key\tvalue...", a JSON value where it is not a string) that the
// intl package searches in place, decoding only the line it needs.
mkdirSync(path.join(out, "supplemental"), { recursive: true });
for (const [k, v] of Object.entries({ metazones, tzAliases, nuSymbols })) {
  write(`supplemental/${k}.json.gz`, v);
}
// A value that is not a string or a list of strings is written as JSON.
const lines = (o) => Object.keys(o).sort().map((k) => {
  const v = o[k];
  return [k, ...(typeof v === "object" && !Array.isArray(v) ? [JSON.stringify(v)] : [v].flat())].join("\t") + "\n";
}).join("");
// The years ICU's Persian calendar counts as common where the 33-year
// rule ((25y + 11) mod 33 < 8) makes them leap, the next year being leap
// instead (its correction table, after the Iranian calendar authority's
// leap years): asked of Node's ICU, whose first day of each year shows
// them.
const persianStart = (y) => (365 * (y - 1) + Math.floor((8 * y + 21) / 33) + 1948320 - 2440588) * 86400000;
const persianFmt = new Intl.DateTimeFormat("en-u-ca-persian-nu-latn", { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" });
const persianNonLeap = {};
for (let y = 2; y <= 9999; y++) {
  const p = Object.fromEntries(persianFmt.formatToParts(new Date(persianStart(y))).map((x) => [x.type, x.value]));
  if (!(Number(p.year) === y && p.month === "1" && p.day === "1")) persianNonLeap[y - 1] = [];
}
// The first day of each era of the Japanese calendar (CLDR's; ICU's
// Gregorian calendar's dates, Julian before 1582).
const japaneseEras = Object.fromEntries(Object.entries(supp("calendarData.json").calendarData.japanese.eras)
  .map(([k, v]) => [k, v._start]));
// ICU's Umm al-Qura calendar, by Saudi Arabia's table for AH 1300 to
// 1600: each year's first day (a Julian day number) and its months'
// lengths (1 for 30 days, 0 for 29), asked of Node's ICU day by day.
const umalqura = {};
{
  const f = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" });
  const ymd = (jdn) => Object.fromEntries(f.formatToParts(new Date((jdn - 2440588) * 86400000 + 43200000)).map((x) => [x.type, x.value]));
  let jdn = 1948440 + 354 * 1299 + Math.floor((3 + 11 * 1300) / 30) - 5;
  while (!(ymd(jdn).year === "1300" && ymd(jdn).month === "1" && ymd(jdn).day === "1")) jdn++;
  for (let y = 1300; y <= 1600; y++) {
    const start = jdn;
    let lengths = "";
    for (let m = 1; m <= 12; m++) {
      jdn += 29;
      lengths += ymd(jdn).day === "30" ? "1" : "0";
      if (ymd(jdn).day === "30") jdn++;
    }
    umalqura[y] = [String(start), lengths];
  }
}
// The scripts each language's collation puts first ([reorder Cyrl] for
// ru), as Node's ICU sorts one letter of each script: the shortest prefix
// of its order after which the other scripts keep the root's order.
// CLDR's JSON packages carry no collation data.
const scriptLetters = { Latn: "a", Grek: "α", Copt: "ⲁ", Cyrl: "а", Glag: "ⰰ", Geor: "ა", Armn: "ա", Hebr: "א", Arab: "ا",
  Syrc: "ܐ", Thaa: "ހ", Nkoo: "ߊ", Tfng: "ⴰ", Ethi: "አ", Deva: "अ", Beng: "অ", Guru: "ਅ", Gujr: "અ", Orya: "ଅ", Taml: "அ",
  Telu: "అ", Knda: "ಅ", Mlym: "അ", Sinh: "අ", Thai: "ก", Laoo: "ກ", Tibt: "ཀ", Mymr: "က", Khmr: "ក", Mong: "ᠠ", Cher: "Ꭰ",
  Cans: "ᐁ", Hang: "가", Hira: "あ", Kana: "ア", Bopo: "ㄅ", Hani: "一", Olck: "ᱚ", Vaii: "ꔀ", Yiii: "ꀀ", Mtei: "ꯑ", Tale: "ᥐ" };
const scriptOrder = (l) => Object.entries(scriptLetters).sort((x, y) => new Intl.Collator(l).compare(x[1], y[1])).map((x) => x[0]);
const rootOrder = scriptOrder("und");
const collationReorder = {};
for (const l of new Set(Object.keys(tags).map((t) => t.split("-")[0]))) {
  const o = scriptOrder(l);
  if (o.join() === rootOrder.join()) continue;
  for (let n = 1; n < o.length; n++) {
    const head = o.slice(0, n);
    if (o.join() === [...head, ...rootOrder.filter((s) => !head.includes(s))].join()) {
      collationReorder[l] = head;
      break;
    }
  }
}
// What Intl.Locale's info getters need beyond the tables above:
// - "algorithmic": the numbering systems that are not ten digits, which
//   ICU knows as well (a -u-nu- it does not know fails hourCycles);
// - "collations/LANG": the collations a language's ICU collation data
//   has beyond the root's (emoji, eor), as Intl.Locale's collations lists
//   them: asked of Node's ICU, since CLDR's JSON packages carry no
//   collation data;
// - "rtl": the tags whose characters go right to left: CLDR's layout
//   (characterOrder) of each tag's data locale, as ICU reads it from the
//   bundle the tag falls back to, else what Node says where its ICU's
//   bundle is not that data locale (printed).
// - "territories": the regions that are a territory, no grouping of
//   others (the leaves of CLDR's territoryContainment), which ICU takes
//   from a -u-rg- or -u-sd- keyword (en-u-rg-gbzzzz has Britain's week).
const localeInfo = {
  algorithmic: Object.entries(supp("numberingSystems.json").numberingSystems).filter(([, v]) => v._type !== "numeric").map(([k]) => k).sort(),
};
{
  const containers = new Set(), members = new Set();
  for (const [k, v] of Object.entries(supp("territoryContainment.json").territoryContainment)) {
    if (k.includes("-status")) continue;
    containers.add(k);
    for (const m of v._contains ?? []) members.add(m);
  }
  localeInfo.territories = [...members].filter((m) => !containers.has(m)).sort();
}
{
  const rootCollations = new Intl.Locale("und").collations.join();
  if (rootCollations !== "emoji,eor") throw new Error(`root collations ${rootCollations}`);
  for (const lang of [...new Set(Object.keys(tags).map((t) => t.split("-")[0]))].sort()) {
    const extra = new Intl.Locale(lang).collations.filter((c) => c !== "emoji" && c !== "eor");
    if (extra.length) localeInfo[`collations/${lang}`] = extra;
  }
  const characterOrder = (d) => {
    for (let x = d; x; x = parentOf(x)) {
      const o = load("cldr-misc-full", "layout.json", x)?.layout?.orientation?.characterOrder;
      if (o) return o;
    }
    return "left-to-right";
  };
  localeInfo.rtl = Object.keys(tags).filter((t) => {
    const cldr = characterOrder(tags[t][0] || t) === "right-to-left";
    const node = new Intl.Locale(t).textInfo.direction === "rtl";
    if (cldr !== node) console.log(`textInfo of ${t}: Node's ICU says ${node ? "rtl" : "ltr"}, CLDR's layout of ${tags[t][0] || t} the other`);
    return node;
  });
}
const noListsTable = Object.fromEntries(noLists.map((t) => [t, []]));
for (const [k, v] of Object.entries({ tags, parents: parentsOut, plurals, pluralRanges, dayPeriods, fractions, timeData, weekData, digits, calendars, regionCurrencies, noLists: noListsTable, persianNonLeap, collationReorder, japaneseEras, umalqura, localeInfo })) {
  writeFileSync(path.join(out, `supplemental/${k}.txt`), lines(v));
}

// The data's licence travels with it (scripts/npm/pack.mjs puts it in the
// platform packages' THIRD_PARTY_NOTICES).
copyFileSync(require.resolve("cldr-core/LICENSE"), path.join(out, "LICENSE"));
