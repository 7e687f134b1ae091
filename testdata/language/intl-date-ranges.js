// Booking summaries: stays, sessions and sale periods written as ranges,
// with the parts marked so a UI can bold the dates that differ.
const utc = (y, m, d, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);
const stays = [
  [utc(2024, 7, 1), utc(2024, 7, 5)],
  [utc(2024, 7, 29), utc(2024, 8, 3)],
  [utc(2024, 12, 30), utc(2025, 1, 2)],
  [utc(2024, 7, 1), utc(2024, 7, 1, 18)],
];
const out = {};
for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  const day = new Intl.DateTimeFormat(locale, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
  const session = new Intl.DateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit" });
  out[locale] = {
    stays: stays.map(([a, b]) => day.formatRange(a, b)),
    session: session.formatRange(utc(2024, 3, 4, 9, 30), utc(2024, 3, 4, 11)),
    acrossNoon: session.formatRange(utc(2024, 3, 4, 11, 30), utc(2024, 3, 4, 13)),
    numeric: new Intl.DateTimeFormat(locale, { timeZone: "UTC" }).formatRange(stays[1][0], stays[1][1]),
    lap: new Intl.DateTimeFormat(locale, { timeZone: "UTC", hour: "2-digit", minute: "2-digit", second: "2-digit" })
      .formatRange(utc(2024, 3, 4, 9, 30) + 5000, utc(2024, 3, 4, 9, 42) + 17000),
    trip: new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })
      .formatRange(utc(2024, 3, 4, 22, 15), utc(2024, 3, 6, 7, 40)),
    overnight: session.formatRange(utc(2024, 3, 4, 22, 0), utc(2024, 3, 5, 6, 30)),
    call: new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })
      .formatRange(utc(2024, 3, 4, 9, 15), utc(2024, 3, 4, 10, 0)),
  };
}
const parts = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" })
  .formatRangeToParts(utc(2024, 5, 10), utc(2024, 5, 14));
const bold = parts.map((p) => (p.source === "shared" ? p.value : `*${p.value}*`)).join("");
console.log(out["en-US"].stays.join(" | "));
const errors = [];
for (const args of [[], [utc(2024, 1, 1)], [NaN, 0]]) {
  try {
    new Intl.DateTimeFormat("en-US").formatRange(...args);
  } catch (e) {
    errors.push(`${e.name}: ${e.message}`);
  }
}
return { out, parts, bold, errors, length: Intl.DateTimeFormat.prototype.formatRange.length };
