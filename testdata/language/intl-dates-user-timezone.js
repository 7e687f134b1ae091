// Tool results carry UTC timestamps; show them in each user's time zone.
const results = [
  { id: "run-1", finishedAt: "2024-03-10T06:30:00Z" },
  { id: "run-2", finishedAt: "2024-07-04T23:15:42Z" },
  { id: "run-3", finishedAt: "2024-12-31T23:59:59Z" },
];
const users = [
  { locale: "en-US", timeZone: "America/New_York" },
  { locale: "en-GB", timeZone: "Europe/London" },
  { locale: "de-DE", timeZone: "Europe/Berlin" },
  { locale: "fr-FR", timeZone: "Europe/Paris" },
  { locale: "es-ES", timeZone: "Europe/Madrid" },
  { locale: "pt-BR", timeZone: "America/Sao_Paulo" },
  { locale: "ja-JP", timeZone: "Asia/Tokyo" },
  { locale: "zh-CN", timeZone: "Asia/Shanghai" },
];
const table = users.map(({ locale, timeZone }) => {
  const full = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const dayOnly = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone });
  return {
    locale,
    timeZone: full.resolvedOptions().timeZone,
    rows: results.map((r) => {
      const d = new Date(r.finishedAt);
      return [r.id, full.format(d), dayOnly.format(d), d.toLocaleTimeString(locale, { timeZone, hour: "2-digit", minute: "2-digit" })];
    }),
  };
});
console.log(table[0].rows[0].join(" | "));
return table;
