// Writes intl/testdata/calendardates.txt.gz: the dates Node 20 gives days
// in the calendars intl computes besides the Gregorian, Buddhist and
// Persian (intl/calendars.go), one line a day and calendar: calendar,
// Julian day number, era (en's abbreviation), year, month (its place in
// the year), day. A sample of days from 600 BC to AD 2800, the days
// around each Japanese era's first and the Umm al-Qura table's bounds.
// intl's TestCalendarDatesMatchNode replays it.
//
//   node scripts/cldr/calendar-dates.mjs
//   node scripts/cldr/calendar-dates.mjs --every-day DIR   # DIR/CAL.txt, every day
//
// (CALENDAR_DATES=DIR go test -run TestCalendarDatesMatchNode ./intl
// replays the files of every day.)

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "package.json"));
const calendars = ["japanese", "roc", "islamic-civil", "islamic-tbla", "islamic-umalqura", "hebrew", "coptic", "ethiopic", "ethioaa", "indian"];
const epochDay = 2440588;
const first = Math.floor(Date.UTC(-600, 0, 1) / 86400000) + epochDay;
const last = Math.floor(Date.UTC(2800, 11, 31) / 86400000) + epochDay;

function line(cal, jdn) {
  const t = (jdn - epochDay) * 86400000 + 43200000;
  const p = {};
  for (const x of formats[cal].ymd.formatToParts(t)) p[x.type] = x.value;
  let era = "";
  for (const x of formats[cal].era.formatToParts(t)) if (x.type === "era") era = x.value;
  return `${cal}\t${jdn}\t${era}\t${p.year}\t${p.month}\t${p.day}\n`;
}
const formats = Object.fromEntries(calendars.map((c) => [c, {
  ymd: new Intl.DateTimeFormat(`ja-u-ca-${c}-nu-latn`, { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" }),
  era: new Intl.DateTimeFormat(`en-u-ca-${c}-nu-latn`, { timeZone: "UTC", era: "short", year: "numeric" }),
}]));

if (process.argv[2] === "--every-day") {
  const dir = process.argv[3];
  for (const cal of calendars) {
    const out = [];
    for (let d = first; d <= last; d++) out.push(line(cal, d));
    writeFileSync(path.join(dir, `${cal}.txt`), out.join(""));
  }
} else {
  const days = new Set();
  for (let d = first; d <= last; d += 997) days.add(d);
  // The Japanese eras' first days (ICU's Gregorian dates: Julian before
  // 15 October 1582, the cutover's Julian day 2299161).
  const julianToJdn = (y, m, d) => {
    const a = Math.floor((14 - m) / 12), yy = y + 4800 - a, mm = m + 12 * a - 3;
    return d + Math.floor((153 * mm + 2) / 5) + 365 * yy + Math.floor(yy / 4) - 32083;
  };
  const eras = require("cldr-core/supplemental/calendarData.json").supplemental.calendarData.japanese.eras;
  for (const { _start } of Object.values(eras)) {
    const [y, m, d] = _start.split("-").map(Number);
    let jdn = julianToJdn(y, m, d);
    if (jdn >= 2299161) jdn = Math.floor(Date.UTC(y, m - 1, d) / 86400000) + epochDay;
    for (const k of [-1, 0, 1]) days.add(jdn + k);
  }
  // The Umm al-Qura table's bounds (AH 1300 and 1600), and a stretch of
  // days inside it.
  for (const c of [2408762, 2515427]) for (let k = -40; k <= 60; k++) days.add(c + k);
  for (let d = 2460300; d < 2460400; d++) days.add(d);
  const sorted = [...days].sort((a, b) => a - b);
  const out = [];
  for (const cal of calendars) for (const d of sorted) out.push(line(cal, d));
  writeFileSync(path.join(here, "../../intl/testdata/calendardates.txt.gz"), gzipSync(out.join(""), { level: 9 }));
  console.log(`${out.length} dates`);
}
