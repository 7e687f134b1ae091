// The iso8601 calendar, as a program asks for ISO-looking dates from
// Intl: by -u-ca-iso8601 and by the calendar option, in styles (whose
// month names ICU 78 writes empty: "2024  5, Sunday"), the default
// y-MM-dd, components, Date's methods, the parts a program picks fields
// from, ranges, resolvedOptions, a 12-hour and a 24-hour locale, and a
// date before 1582 (ICU counts it in the Julian calendar).
const d = new Date(Date.UTC(2024, 4, 5, 14, 7, 9));
const fmt = (locale, options, date = d) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(date);
const parts = (locale, options) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).formatToParts(d).map((p) => p.type + ":" + p.value);
const resolved = new Intl.DateTimeFormat("sv-SE-u-ca-iso8601", { timeZone: "UTC" }).resolvedOptions();
return {
  byTag: fmt("en-u-ca-iso8601", {}),
  byOption: fmt("de", { calendar: "iso8601" }),
  styles: ["full", "long", "medium", "short"].map((s) => fmt("fr-u-ca-iso8601", { dateStyle: s })),
  withTime: fmt("en-u-ca-iso8601", { dateStyle: "full", timeStyle: "short" }),
  withTimeJa: fmt("ja-u-ca-iso8601", { dateStyle: "short", timeStyle: "medium" }),
  withTimePl: fmt("pl-u-ca-iso8601", { dateStyle: "medium", timeStyle: "short" }),
  hourMinute: [fmt("en-u-ca-iso8601", { hour: "numeric", minute: "numeric" }), fmt("ar-EG-u-ca-iso8601", { hour: "numeric", minute: "numeric" })],
  monthDay: fmt("en-GB-u-ca-iso8601", { month: "numeric", day: "numeric" }),
  monthShort: fmt("ru-u-ca-iso8601", { month: "short" }),
  monthLong: fmt("ru-u-ca-iso8601", { month: "long" }),
  weekday: fmt("es-u-ca-iso8601", { year: "numeric", month: "2-digit", day: "2-digit", weekday: "long" }),
  toLocaleDateString: d.toLocaleDateString("en-US-u-ca-iso8601", { timeZone: "UTC" }),
  toLocaleString: d.toLocaleString("ko-u-ca-iso8601", { timeZone: "UTC" }),
  toLocaleTimeString: d.toLocaleTimeString("hi-u-ca-iso8601", { timeZone: "UTC" }),
  parts: parts("en-u-ca-iso8601", { dateStyle: "long" }),
  eraParts: parts("en", { calendar: "iso8601", era: "short", year: "numeric", month: "short", day: "numeric" }),
  range: new Intl.DateTimeFormat("en-u-ca-iso8601", { dateStyle: "medium", timeZone: "UTC" }).formatRange(d, new Date(Date.UTC(2024, 4, 8))),
  rangeShort: new Intl.DateTimeFormat("de", { calendar: "iso8601", dateStyle: "short", timeZone: "UTC" }).formatRange(d, new Date(Date.UTC(2024, 6, 1))),
  resolved: [resolved.locale, resolved.calendar, resolved.year, resolved.month, resolved.day],
  julian: fmt("en-u-ca-iso8601", {}, new Date(Date.UTC(1500, 2, 1))),
  supported: Intl.supportedValuesOf("calendar").includes("iso8601"),
};
