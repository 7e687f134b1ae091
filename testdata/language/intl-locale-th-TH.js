// A Thai receipt: baht, and dates in the Buddhist era as Thai users read
// them.
const locale = "th-TH";
const d = new Date(Date.UTC(2024, 2, 1, 13, 5));
const dtf = new Intl.DateTimeFormat(locale, { timeZone: "Asia/Bangkok" });
return {
  baht: (1234.5).toLocaleString(locale, { style: "currency", currency: "THB" }),
  number: (1234567.891).toLocaleString(locale),
  date: d.toLocaleDateString(locale, { timeZone: "UTC" }),
  dateTime: d.toLocaleString(locale, { timeZone: "Asia/Bangkok" }),
  full: d.toLocaleDateString(locale, { dateStyle: "full", timeZone: "UTC" }),
  long: d.toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" }),
  medium: d.toLocaleDateString(locale, { dateStyle: "medium", timeZone: "UTC" }),
  short: d.toLocaleDateString(locale, { dateStyle: "short", timeZone: "UTC" }),
  monthYear: d.toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
  year: d.toLocaleDateString(locale, { year: "numeric", timeZone: "UTC" }),
  calendar: dtf.resolvedOptions().calendar,
  parts: dtf.formatToParts(d).map((p) => p.type + ":" + p.value),
  list: new Intl.ListFormat(locale).format(["ข้าว", "น้ำ", "ไก่"]),
  rel: new Intl.RelativeTimeFormat(locale).format(-3, "day"),
  percent: (0.25).toLocaleString(locale, { style: "percent" }),
};
