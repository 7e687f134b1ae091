// Trip itinerary: flights and stays that cross a month or a year, shown as
// ranges with a date and a time.
const utc = (y, m, d, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);
const legs = [
  { what: "Flight LH400", from: utc(2024, 12, 31, 22, 5), to: utc(2025, 1, 1, 11, 30) },
  { what: "Hotel", from: utc(2025, 1, 28, 15, 0), to: utc(2025, 2, 2, 11, 0) },
  { what: "Train", from: utc(2025, 2, 2, 13, 10), to: utc(2025, 2, 2, 17, 45) },
];
const out = {};
for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  const f = new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  out[locale] = legs.map((l) => `${l.what}: ${f.formatRange(l.from, l.to)}`);
}
const parts = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })
  .formatRangeToParts(legs[0].from, legs[0].to);
console.log(out["en-US"].join(" | "));
return { out, sources: parts.map((p) => `${p.source}:${p.type}`) };
