// A meeting invite: one start time shown to attendees in their own zones
// and languages, with the zone named so nobody misreads the hour.
const start = Date.UTC(2024, 2, 12, 16, 30); // a week where the US has moved its clocks and Europe has not
const end = start + 45 * 60 * 1000;
const attendees = [
  { name: "Dana", locale: "en-US", timeZone: "America/Los_Angeles" },
  { name: "Eli", locale: "en-US", timeZone: "America/New_York" },
  { name: "Fiona", locale: "en-GB", timeZone: "Europe/London" },
  { name: "Jonas", locale: "de-DE", timeZone: "Europe/Berlin" },
  { name: "Camille", locale: "fr-FR", timeZone: "Europe/Paris" },
  { name: "Lucía", locale: "es-ES", timeZone: "Europe/Madrid" },
  { name: "Rafael", locale: "pt-BR", timeZone: "America/Sao_Paulo" },
  { name: "Priya", locale: "en-GB", timeZone: "Asia/Kolkata" },
  { name: "Haruto", locale: "ja-JP", timeZone: "Asia/Tokyo" },
  { name: "Wei", locale: "zh-CN", timeZone: "Asia/Shanghai" },
];
const invites = attendees.map(({ name, locale, timeZone }) => {
  const when = new Intl.DateTimeFormat(locale, {
    timeZone, weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short",
  });
  const until = new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "long" });
  const offset = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(start).find((p) => p.type === "timeZoneName").value;
  return { name, starts: when.format(start), ends: until.format(end), offset, zone: when.resolvedOptions().timeZoneName };
});
for (const i of invites.slice(0, 3)) console.log(`${i.name}: ${i.starts}`);
// The full styles name the zone too.
const styled = ["en-US", "de-DE", "es-ES", "zh-CN"].map((locale) =>
  new Date(start).toLocaleString(locale, { timeZone: "America/Chicago", dateStyle: "full", timeStyle: "full" }));
const stamp = new Date(start).toLocaleTimeString("en-US", { timeZone: "Australia/Sydney", timeStyle: "long" });
let invalid;
try {
  invalid = new Intl.DateTimeFormat("en-US", { timeZoneName: "bogus" }).format(start);
} catch (e) {
  invalid = `${e.name}`;
}
return { invites, styled, stamp, invalid };
