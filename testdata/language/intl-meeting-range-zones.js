// Calendar tool result: meetings in UTC, shown to attendees in their own
// zones as "9:00 – 11:00 AM EST" ranges with the zone name.
const meetings = [
  { title: "Standup", start: "2024-01-15T14:00:00Z", end: "2024-01-15T14:15:00Z" },
  { title: "Planning", start: "2024-01-15T14:00:00Z", end: "2024-01-15T16:00:00Z" },
  { title: "Offsite", start: "2024-01-15T14:00:00Z", end: "2024-01-17T22:00:00Z" },
  { title: "Night deploy", start: "2024-03-10T06:30:00Z", end: "2024-03-10T08:00:00Z" },
];
const attendees = [
  { name: "Ana", locale: "en-US", timeZone: "America/New_York" },
  { name: "Bernd", locale: "de-DE", timeZone: "Europe/Berlin" },
  { name: "Chloé", locale: "fr-FR", timeZone: "Europe/Paris" },
  { name: "Kenji", locale: "ja-JP", timeZone: "Asia/Tokyo" },
  { name: "Mia", locale: "en-GB", timeZone: "Australia/Sydney" },
];
const lines = {};
for (const a of attendees) {
  const short = new Intl.DateTimeFormat(a.locale, { hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone: a.timeZone });
  lines[a.name] = meetings.map((m) => `${m.title}: ${short.formatRange(new Date(m.start), new Date(m.end))}`);
}
const full = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "long", timeZone: "America/New_York" });
const invite = full.formatRange(new Date(meetings[1].start), new Date(meetings[1].end));
const generic = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "longGeneric", timeZone: "America/Los_Angeles" });
const parts = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone: "America/New_York" })
  .formatRangeToParts(new Date(meetings[1].start), new Date(meetings[1].end))
  .map((p) => `${p.source}/${p.type}=${p.value}`);
console.log(lines.Ana[1]);
return { lines, invite, pacific: generic.formatRange(Date.parse(meetings[1].start), Date.parse(meetings[1].end)), parts };
