// Log lines stamped with an explicit UTC offset per server region, and a
// parse-friendly part list for the offset column.
const events = [
  { at: Date.UTC(2024, 0, 1, 0, 0, 5), region: "Asia/Kathmandu", msg: "deploy started" },
  { at: Date.UTC(2024, 5, 30, 23, 59, 59), region: "America/St_Johns", msg: "cache warm" },
  { at: Date.UTC(2024, 9, 27, 0, 30), region: "Europe/London", msg: "clock change window" },
  { at: Date.UTC(2024, 9, 27, 1, 30), region: "Europe/London", msg: "after the change" },
  { at: Date.UTC(2024, 3, 7, 15, 0), region: "Australia/Sydney", msg: "backup done" },
  { at: Date.UTC(2024, 6, 1, 12, 0), region: "UTC", msg: "noon check" },
];
const fmt = (tz, tzn, locale = "en-US") => new Intl.DateTimeFormat(locale, {
  timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit",
  hourCycle: "h23", timeZoneName: tzn,
});
const lines = events.map((e) => `${fmt(e.region, "shortOffset").format(e.at)} ${e.msg}`);
lines.forEach((l) => console.log(l));
const parts = fmt("Asia/Kolkata", "longOffset", "de-DE").formatToParts(events[0].at);
const names = events.map((e) => ["short", "long"].map((s) => fmt(e.region, s, "fr-FR").format(e.at)));
return { lines, parts, names, resolved: fmt("Asia/Kolkata", "short").resolvedOptions() };
