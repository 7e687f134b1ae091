// Rota and timeline summaries: shifts by weekday, a month's opening hours,
// seasons by month alone, and a history timeline with eras.
const shifts = [
  ["2024-01-15T08:00:00Z", "2024-01-15T16:30:00Z"],
  ["2024-01-16T22:00:00Z", "2024-01-17T06:00:00Z"],
  ["2024-01-19T13:00:00Z", "2024-01-19T13:45:00Z"],
];
const rota = {};
for (const locale of ["en-US", "de-DE", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  const byDay = new Intl.DateTimeFormat(locale, { weekday: "long", hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const byMonth = new Intl.DateTimeFormat(locale, { month: "short", hour: "numeric", timeZone: "UTC" });
  rota[locale] = {
    shifts: shifts.map(([a, b]) => byDay.formatRange(new Date(a), new Date(b))),
    opening: byMonth.formatRange(new Date("2024-01-15T09:00:00Z"), new Date("2024-01-15T17:00:00Z")),
  };
}
const season = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
const winter = season.formatRange(Date.UTC(2023, 11, 1), Date.UTC(2024, 1, 28));
const timeline = [[-752, 0], [-27, 476], [1066, 1087]].map(([from, to]) => {
  const f = new Intl.DateTimeFormat("en-US", { era: "short", year: "numeric", timeZone: "UTC" });
  const d = (y) => { const t = new Date(Date.UTC(2000, 5, 1)); t.setUTCFullYear(y); return t; };
  return f.formatRange(d(from), d(to));
});
const sources = new Intl.DateTimeFormat("ja-JP", { month: "short", hour: "numeric", timeZone: "UTC" })
  .formatRangeToParts(Date.UTC(2024, 0, 15, 15), Date.UTC(2024, 0, 15, 18))
  .map((p) => p.source);
console.log(rota["ja-JP"].opening);
return { rota, winter, timeline, sources };
