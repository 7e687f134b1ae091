// Records what V8 (Node 20) makes of date strings, for the differential test
// of the runner's Date.parse (third_party/goja/dateparse_v8_test.go).
//
//   node scripts/dateparse/record.mjs
//
// It writes third_party/goja/testdata/dateparse_v8.json: every string of the
// corpus with Date.parse's result under TZ=UTC and under
// TZ=America/New_York (a zone with daylight saving time), null for NaN.
// The corpus is
//   - formats people and models write by hand (HANDPICKED below),
//   - what Date.prototype.toString, toUTCString, toISOString, toDateString
//     and toJSON print for instants across the whole range of time values,
//     in both zones, and the same shapes for years past that range,
//   - strings around the daylight-saving changes of New York,
//   - RANDOM_COUNT strings from a seeded generator that strings together
//     numbers, month and day names, zone words, signs, separators,
//     parentheses and white space, so every rule of the parser is met in
//     combinations no one would write by hand,
//   - CHARACTER_COUNT strings from a second generator that adds single
//     characters: NUL, non-ASCII letters and spaces, an emoji.
// Re-running it gives the same file byte for byte.

import { writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../../third_party/goja/testdata/dateparse_v8.json");
const ZONES = { utc: "UTC", ny: "America/New_York" };
const RANDOM_COUNT = 4000;
const CHARACTER_COUNT = 3000;

if (!process.versions.node.startsWith("20.")) {
  console.error(`Node ${process.versions.node}: the reference is Node 20`);
  process.exit(1);
}

// inZone runs fn's source in a child Node with TZ=zone, passing arg as JSON,
// and returns what it prints as JSON.
function inZone(zone, fn, arg) {
  const src = `const arg = JSON.parse(require("fs").readFileSync(0, "utf8"));
process.stdout.write(JSON.stringify((${fn})(arg)));`;
  const text = execFileSync(process.execPath, ["-e", src], {
    input: JSON.stringify(arg),
    env: { ...process.env, TZ: zone },
    maxBuffer: 1 << 28,
    encoding: "utf8",
  });
  return JSON.parse(text);
}

const HANDPICKED = [
  "Mar 1 2024", "March 1, 2024", "1 March 2024", "1 March 2024 10:00 GMT+0200",
  "March 1, 2024 10:00:00", "March 1, 2024 10:00 AM", "March 1, 2024 10:00 PM",
  "Friday, March 1, 2024", "Fri Mar 01 2024", "Fri, 01 Mar 2024 10:00:00 GMT",
  "Fri, 01 Mar 2024 10:00:00 +0000", "Fri, 01 Mar 2024 10:00:00 -0500",
  "Fri, 1 Mar 2024 10:00:00 EST", "Fri, 1 Mar 2024 10:00:00 PDT", "01 Mar 2024 10:00 UT",
  "2024/03/01", "2024/3/1", "2024/03/01 10:00", "2024/03/01 10:00:00", "03/01/2024",
  "3/1/2024", "03/01/24", "3/1/99", "03-01-2024", "01.03.2024", "2024.03.01",
  "03/01/2024 10:00", "03/01/2024 10:00 AM", "03/01/2024 12:00 AM", "03/01/2024 12:00 PM",
  "03/01/2024 12:30:15 pm", "3/1/2024, 10:00:00 AM", "3/1/2024, 10:00:00 PM",
  "2024-03-01", "2024-03", "2024", "+002024-03-01", "-000001-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z", "+275760-09-13T00:00:00.001Z", "-271821-04-20T00:00:00.000Z",
  "-271821-04-19T23:59:59.999Z", "-000000-01-01T00:00:00Z", "2024-03-01T10:00",
  "2024-03-01T10:00:00", "2024-03-01T10:00:00Z", "2024-03-01T10:00:00z",
  "2024-03-01T10:00:00.123Z", "2024-03-01T10:00:00.123456Z", "2024-03-01T10:00:00.1Z",
  "2024-03-01T10:00:00.12Z", "2024-03-01T10:00:00.123456789123Z", "2024-03-01T10:00:00+02:00",
  "2024-03-01T10:00:00-0530", "2024-03-01T10:00:00+2", "2024-03-01T24:00:00Z",
  "2024-03-01T24:00:01Z", "2024-03-01T24:00", "2024-03-01T25:00", "2024-03-01t10:00:00Z",
  "2024-03-01 10:00", "2024-03-01 10:00:00", "2024-03-01 10:00:00Z", "2024-03-01 10:00:00 Z",
  "2024-03-01 10:00:00+01:00", "2024-03-01 10:00:00 +0100", "2024-03-01 10:00:00.000 UTC",
  "2024-03-01 10:00:00 GMT", "2024-03-01T10:00:00 GMT", "2024-03-01T10:00:00 UTC",
  "2024-03-01T10:00:00.000+00:00", "2024-02-30", "2024-02-29", "2023-02-29", "2024-13-01",
  "2024-00-10", "2024-03-32", "2024-3-1", "2024-03-1", "20240301", "20240301T100000Z",
  "2024-03-01T10", "2024-03-01T10:00:60", "2024-03-01T10:60", "Feb 30 2024", "Feb 31, 2024",
  "Feb 29 2023", "31 Apr 2024", "32 Jan 2024", "Jan 0 2024", "Mar 5", "5 Mar", "March",
  "Mar 2024", "2024 Mar", "2024 Mar 5", "Mar 5 99", "Mar 5 49", "Mar 5 50", "Mar 5 100",
  "Mar 5 0", "Mar 5 -1", "10:00", "10:00 2024", "2024 10:00", "1", "-1", "12", "13", "32",
  "99", "100", "1000", "10000", "275760", "275761", "-271821", "0", "00", "000", "0000",
  "Thu, 01 Jan 1970 00:00:00 GMT", "Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)",
  "Thu Jan 01 1970 00:00:00 GMT-0500 (Eastern Standard Time)",
  "Wed Dec 31 1969 19:00:00 GMT-0500 (EST)", "Sat Jan 01 2000 00:00:00 GMT+0100 (CET)",
  "Mon Jul 15 2024 14:30:00 GMT+0530 (India Standard Time)", "Mon, 15 Jul 2024 14:30:00 GMT",
  "July 15, 2024 2:30 PM", "July 15, 2024 14:30", "15 July 2024 14:30:00", "15-Jul-2024",
  "15-JUL-2024 14:30", "Jul-15-2024", "2024-Jul-15", "Jul 15, 2024, 2:30:00 PM",
  "Tuesday, July 16, 2024 at 9:00 AM", "Tue Jul 16 2024 09:00", "16 Jul 2024 09:00 +01:00",
  "16 Jul 2024 09:00 GMT+1", "16 Jul 2024 09:00 GMT+01", "16 Jul 2024 09:00 GMT+100",
  "16 Jul 2024 09:00 GMT+01:30", "16 Jul 2024 09:00 UTC-7", "16 Jul 2024 09:00 UTC+12345",
  "16 Jul 2024 09:00 (PST)", "16 Jul 2024 09:00 PST", "16 Jul 2024 09:00 pst",
  "16 Jul 2024 09:00 Pacific", "16 Jul 2024 09:00 CEST", "16 Jul 2024 09:00 BST",
  "Jul 16 2024 9am", "Jul 16 2024 9 am", "Jul 16 2024 9:00am", "Jul 16 2024 09:00:00.5",
  "Jul 16 2024 09:00:00.123", "Jul 16 2024 09:00:00.1234", "Jul 16 2024 9:5", "Jul 16 2024 9:",
  "Jul 16 2024 9::", "Jul 16 2024 24:00", "Jul 16 2024 24:01", "Jul 16 2024 13:00 PM",
  "Jul 16 2024 0:00 AM", "Jul 16 2024 12:00 AM", "Jul 16 2024 12:00 pm",
  "  Jul 16 2024  ", "\tJul\n16\r2024", "Jul\u00a016\u00a02024", "Jul\u3000 16 2024",
  "Jul 16 2024\u0000 garbage", "Jul 16 (comment) 2024", "(Tuesday) Jul 16 2024",
  "Jul 16 2024 (unclosed", "Jul 16 2024 )", ") Jul 16 2024", "Jul 16 2024 ((nested) x) 10:00",
  "Today is Jul 16 2024", "on 2024-07-16", "date: 2024-07-16", "Jul 16th 2024", "16th Jul 2024",
  "2024-07-16T09:00:00.000Z garbage", "Jul 16 2024 garbage", "Juli 16 2024", "Julio 16 2024",
  "Sept 16 2024", "September 16 2024", "Sep. 16, 2024", "sEpTeMbEr 16 2024", "Déc 16 2024",
  "16 décembre 2024", "2024年7月16日", "Jul 16 2024 10:00 Z", "Jul 16 2024 10:00Z",
  "Jul 16 2024 10:00 z", "Jul 16 2024 10:00 +05", "Jul 16 2024 10:00 -0800",
  "Jul 16 2024 10:00 +", "Jul 16 2024 10:00 -", "Jul 16 2024 UTC+2", "Jul 16 2024 GMT-8",
  "Jul 16 2024 GMT", "GMT Jul 16 2024", "UTC", "Z", "12:00 Z", "1/2/3", "1/2/3/4", "13/1/2024",
  "1/13/2024", "31/12/2024", "12/31/2024", "0/1/2024", "2024/13/1", "2024/12/32", "1.2.3",
  "1-2-3", "1 2 3", "1,2,3", "2024,3,1", "2024 3 1", "3 1 2024", "1234567890", "12345678901234",
  "1e3", "0x10", "Infinity", "NaN", "", " ", "null", "undefined", "true", "[object Object]",
  "1:2:3 4/5/6", "4/5/6 1:2:3", "Mar 10 2024 02:30", "Mar 10 2024 03:30", "Nov 3 2024 01:30",
  "Nov 3 2024 01:30 EDT", "Nov 3 2024 01:30 EST", "2024-03-10T02:30", "2024-11-03T01:30",
  "2024-11-03T01:30:00-04:00", "2024-11-03T01:30:00-05:00", "Jan 1 1800 00:00", "Jan 1 1883 12:00",
  "Nov 18 1883 12:00", "Jan 1 2100 12:00", "Jul 1 2100 12:00", "Jul 1 3000 12:00",
  "Jul 1 275760 00:00", "Sep 13 275760 00:00", "Sep 13 275760 00:00 UTC", "Sep 12 275760 20:00",
  "Apr 20 -271821 00:00", "Apr 19 -271821 20:00", "Apr 20 271821 BC", "1 BC", "Jan 1 1 AD",
];

// The shapes Date's own methods print, for instants across the range.
function methodStrings() {
  const times = [];
  const max = 8.64e15;
  for (let i = 0; i <= 400; i++) times.push(Math.round(-max + (2 * max * i) / 400));
  for (let y = -300000; y <= 300000; y += 7919) times.push(Date.UTC(y, (y >>> 0) % 12, 1 + ((y >>> 0) % 28), 13, 5, 7, 9));
  for (const y of [-271821, -100000, -10000, -9999, -1000, -1, 0, 1, 99, 100, 999, 1000, 1582, 1899, 1900, 1949, 1950, 1969, 1970, 1999, 2000, 2038, 9999, 10000, 100000, 275760]) {
    times.push(Date.UTC(y, 0, 1), Date.UTC(y, 6, 4, 12, 34, 56, 789), Date.UTC(y, 11, 31, 23, 59, 59, 999));
  }
  times.push(-max, max, -max + 1, max - 1, 0, -1, 1);
  const ok = times.filter((t) => Number.isFinite(t) && Math.abs(t) <= max);
  const fmt = (times) => {
    const r = [];
    for (const t of times) {
      const d = new Date(t);
      r.push(d.toString(), d.toDateString(), d.toTimeString(), d.toUTCString(), d.toISOString(), d.toLocaleString("en-US"));
    }
    return r;
  };
  const strings = new Set();
  for (const zone of Object.values(ZONES)) for (const s of inZone(zone, fmt, ok)) strings.add(s);
  // Years past the range, in the same shapes.
  for (const y of [-300000, -275761, -271822, 275761, 300000]) {
    const ys = y < 0 ? "-" + String(-y).padStart(6, "0") : "+" + String(y).padStart(6, "0");
    strings.add(`${ys}-01-01T00:00:00.000Z`);
    strings.add(`Mon Jan 01 ${y} 00:00:00 GMT+0000 (Coordinated Universal Time)`);
    strings.add(`Mon, 01 Jan ${y} 00:00:00 GMT`);
    strings.add(`Jan 1 ${y}`);
  }
  return [...strings];
}

// Strings around New York's changes of offset, where local time is missing
// or repeated.
function dstStrings() {
  const r = [];
  for (const [y, m, d, h] of [[2024, 3, 10, 2], [2024, 11, 3, 1], [1990, 4, 1, 2], [1990, 10, 28, 1], [2050, 3, 13, 2], [2050, 11, 6, 1]]) {
    for (const min of [0, 30, 59]) {
      for (const hh of [h - 1, h, h + 1]) {
        const t = `${String(hh).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
        const mm = String(m).padStart(2, "0"), dd = String(d).padStart(2, "0");
        r.push(`${y}-${mm}-${dd}T${t}`, `${y}-${mm}-${dd} ${t}`, `${m}/${d}/${y} ${t}`);
      }
    }
  }
  return r;
}

// A seeded linear congruential generator, so the corpus is the same each run.
function randomStrings(count) {
  let seed = 20240301;
  const rnd = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed % n;
  };
  const pick = (a) => a[rnd(a.length)];
  const digits = (n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += String(rnd(10));
    return s;
  };
  const tokens = [
    () => String(rnd(32)),
    () => String(rnd(13)),
    () => String(1900 + rnd(200)),
    () => String(rnd(100)),
    () => String(rnd(60)).padStart(2, "0"),
    () => digits(1 + rnd(12)),
    () => pick(["Jan", "February", "mar", "APR", "May", "june", "Jul", "aug", "Sept", "oct", "NOV", "dec", "Mon", "Tuesday", "wed", "Thu", "fri", "Sat", "sun", "Ma", "ju", "Janu", "xyz", "T", "t", "at", "of", "th"]),
    () => pick(["-", "/", " ", ", ", ".", ":", "::", "T", "  ", ",", "+", "-", ")", "(", "\t", "\u00a0", "'", "_"]),
    () => pick(["GMT", "UTC", "UT", "Z", "z", "EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT", "CET", "BST", "+0530", "-08:00", "GMT+2", "GMT-0800", "UTC+05:30", "+01", "-1", "+123", "-12345", "am", "PM", "a.m.", "(comment)", "(a (b) c)", "(x"]),
    () => pick(["10:30", "23:59:59", "7:05 pm", "12:00:00.123", "1:2:3", "24:00", "24:00:00", "12:60", "9:30 AM", "00:00:00.0001", "13:00 pm", "0:00 am", "12:00 AM", "10:30:15.5"]),
    () => pick(["2024-03-01", "2024-3-1", "+002024-03-01", "-000001-12-31", "1999-12-31T23:59:59", "2024-02-30T10:00Z", "2024-03-01T10:00:00.000+05:30", "2024-03-01T10:00:00+0530", "2024-03-01T24:00:00Z"]),
  ];
  const out = new Set();
  while (out.size < count) {
    const n = 1 + rnd(7);
    let t = "";
    for (let i = 0; i < n; i++) t += pick(tokens)();
    out.add(t);
  }
  return [...out];
}

// Strings of single characters (NUL, non-ASCII letters and spaces, a
// character beyond U+FFFF), words, zero-padded numerals of up to twelve
// digits and separators, from a second seeded generator.
function characterStrings(count) {
  let seed = 777;
  const rnd = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed % n;
  };
  const pick = (a) => a[rnd(a.length)];
  const chars = [..."0123456789 -/:.,+()TZtzAPMampGUCESDaJFbMrynulgSoNvDe\u00a0\u2003\u0000\u00e9\u{1F600}\t_[]{}'\"@#"];
  const words = ["Jan", "feb", "MARCH", "apr", "may", "JUN", "jul", "Aug", "sep", "oct", "nov", "dec", "am", "pm", "a.m.", "UT", "utc", "gmt", "z", "t", "est", "edt", "cst", "cdt", "mst", "mdt", "pst", "pdt", "cet", "mon", "x", "ab", "abcd"];
  const out = new Set();
  while (out.size < count) {
    let s = "";
    const n = 1 + rnd(10);
    for (let i = 0; i < n; i++) {
      const k = rnd(4);
      if (k === 0) s += pick(chars);
      else if (k === 1) s += pick(words);
      else if (k === 2) s += String(rnd(10 ** (1 + rnd(10)))).padStart(rnd(3) ? 0 : 1 + rnd(12), "0");
      else s += pick([" ", "-", ":", "/", ".", "+", ", "]);
    }
    out.add(s);
  }
  return [...out];
}

const strings = [...new Set([...HANDPICKED, ...methodStrings(), ...dstStrings(), ...randomStrings(RANDOM_COUNT), ...characterStrings(CHARACTER_COUNT)])];
const results = {};
for (const [key, zone] of Object.entries(ZONES)) {
  results[key] = inZone(zone, (ss) => ss.map((s) => {
    const v = Date.parse(s);
    return Number.isNaN(v) ? null : v;
  }), strings);
}
const cases = strings.map((s, i) => [s, results.utc[i], results.ny[i]]);
const lines = cases.map((c) => "  " + JSON.stringify(c));
writeFileSync(out, `{\n"node": ${JSON.stringify(process.version)},\n"zones": ${JSON.stringify(ZONES)},\n"cases": [\n${lines.join(",\n")}\n]}\n`);
console.log(`${cases.length} strings, ${cases.filter((c) => c[1] === null).length} NaN under UTC, written to ${path.relative(process.cwd(), out)}`);
