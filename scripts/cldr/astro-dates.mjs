// Writes intl/testdata/astrodates.txt.gz: the dates Node 20 gives every
// day from 1 January 1900 to 31 December 2100 in the calendars ICU
// computes from the sun's and the moon's positions (chinese, dangi,
// islamic, islamic-rgsa; intl/astro.go). Each calendar's days are said
// by the days its months begin on (a line where the date is not the
// previous day's plus one): calendar, hour (UTC) of the instant
// formatted, Julian day number, related (Gregorian) year or year, month,
// 1 for a leap month, day. Every day was formatted; the day of a date
// between two lines is the earlier line's plus the days since it.
// intl's TestAstronomicalCalendarsMatchNode replays it.
//
//   node scripts/cldr/astro-dates.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const epochDay = 2440588;
const first = Math.floor(Date.UTC(1900, 0, 1) / 86400000) + epochDay;
const last = Math.floor(Date.UTC(2100, 11, 31) / 86400000) + epochDay;
// ICU's Islamic calendar guesses a date's month from the moon's age at
// the instant formatted: midnight and noon are both recorded.
const runs = [["chinese", 12], ["dangi", 12], ["islamic", 0], ["islamic", 12], ["islamic-rgsa", 12]];

const out = [];
let total = 0;
for (const [cal, hour] of runs) {
  const f = new Intl.DateTimeFormat(`en-u-ca-${cal}-nu-latn`, { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" });
  let prev;
  for (let jdn = first; jdn <= last; jdn++) {
    const p = {};
    for (const x of f.formatToParts((jdn - epochDay) * 86400000 + hour * 3600000)) p[x.type] = x.value;
    const m = /^([0-9]+)(bis)?$/.exec(p.month);
    if (!m) throw new Error(`${cal} ${jdn}: month ${p.month}`);
    const d = { year: Number(p.relatedYear ?? p.year), month: Number(m[1]), leap: m[2] ? 1 : 0, day: Number(p.day) };
    total++;
    if (prev && d.year === prev.year && d.month === prev.month && d.leap === prev.leap && d.day === prev.day + 1) {
      prev = d;
      continue;
    }
    out.push(`${cal}\t${hour}\t${jdn}\t${d.year}\t${d.month}\t${d.leap}\t${d.day}\n`);
    prev = d;
  }
}
writeFileSync(path.join(here, "../../intl/testdata/astrodates.txt.gz"), gzipSync(out.join(""), { level: 9 }));
console.log(`${total} days, ${out.length} lines`);
