// Label meeting times for a team spread over time zones, with the zone's
// generic name ("ET", "Central European Time") rather than EST/EDT.
const meeting = Date.UTC(2024, 2, 20, 15, 30);
const team = [
  { who: "Ana", zone: "America/New_York", locale: "en-US" },
  { who: "Ben", zone: "America/Los_Angeles", locale: "en-US" },
  { who: "Chloé", zone: "Europe/Paris", locale: "fr-FR" },
  { who: "Dieter", zone: "Europe/Berlin", locale: "de-DE" },
  { who: "Emma", zone: "Europe/London", locale: "en-GB" },
  { who: "Hiro", zone: "Asia/Tokyo", locale: "ja-JP" },
  { who: "Li", zone: "Asia/Shanghai", locale: "zh-CN" },
  { who: "Rafa", zone: "America/Sao_Paulo", locale: "pt-BR" },
  { who: "Sol", zone: "Europe/Madrid", locale: "es-ES" },
];
const rows = team.map(({ who, zone, locale }) => {
  const short = new Intl.DateTimeFormat(locale, { timeZone: zone, hour: "numeric", minute: "2-digit", timeZoneName: "shortGeneric" });
  const long = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "longGeneric" });
  return { who, local: short.format(meeting), zone: long.formatToParts(meeting).find((p) => p.type === "timeZoneName").value };
});
for (const r of rows) console.log(`${r.who}: ${r.local}`);
const usZones = ["America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu"]
  .map((timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortGeneric" }).format(meeting));
const slot = new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit", timeZoneName: "shortGeneric" })
  .formatRange(meeting, meeting + 90 * 60 * 1000);
return {
  rows,
  slot,
  usZones,
  epoch: new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "shortGeneric" }).format(new Date(0)),
  utc: new Date(meeting).toLocaleString("en-US", { timeZone: "UTC", timeZoneName: "longGeneric" }),
  resolved: new Intl.DateTimeFormat("en", { timeZone: "Asia/Kolkata", timeZoneName: "longGeneric" }).resolvedOptions(),
};
