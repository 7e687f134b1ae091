// dateStyle and timeStyle with an hour cycle the locale does not use: V8
// regenerates the pattern for the new cycle, so a 12-hour clock gains its
// AM/PM and a 24-hour clock loses it.
const d = new Date(Date.UTC(2024, 2, 5, 15, 7, 9));
const out = {};
for (const l of ["en-GB", "de", "ja", "zh-CN", "fr", "pt-BR", "en-US", "ko"]) {
  out[l] = ["h12", "h23"].map((hc) => [
    new Intl.DateTimeFormat(l, { timeStyle: "medium", hourCycle: hc, timeZone: "UTC" }).format(d),
    new Intl.DateTimeFormat(l, { dateStyle: "long", timeStyle: "short", hourCycle: hc, timeZone: "UTC" }).format(d),
  ].join(" / "));
}
out.hour12 = [d.toLocaleTimeString("en-GB", { timeStyle: "short", hour12: true, timeZone: "UTC" }), d.toLocaleString("de-DE", { dateStyle: "medium", timeStyle: "medium", hour12: true, timeZone: "UTC" })];
out.parts = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", hourCycle: "h12", timeZone: "UTC" }).formatToParts(d).map((p) => p.type);
// The zone keeps its specific name when the pattern is regenerated.
out.zones = [["en-GB", "h12", "Asia/Kolkata"], ["en-US", "h23", "America/New_York"], ["de-CH", "h12", "Europe/Berlin"]].map(([l, hc, tz]) =>
  ["long", "full"].map((ts) => new Intl.DateTimeFormat(l, { timeStyle: ts, hourCycle: hc, timeZone: tz }).format(d)).join(" / "));
// era: "short" is the abbreviated name, and resolvedOptions says so.
out.era = ["ru-RU", "uk-UA", "nl-NL", "en-US"].map((l) => {
  const f = new Intl.DateTimeFormat(l, { era: "short", timeZone: "UTC" });
  return `${f.format(d)} (${f.resolvedOptions().era})`;
});
return out;
