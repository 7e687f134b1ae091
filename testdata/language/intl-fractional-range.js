// A stopwatch's laps shown as ranges with hundredths of a second: the
// fractional seconds follow the seconds on both sides (in the locale's
// decimal separator), a lap over midnight carries the dates, one instant
// is a single time.
const t0 = Date.UTC(2024, 0, 1, 23, 59, 58, 120);
const lap = (locale, fields, a, b) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...fields, fractionalSecondDigits: 2 }).formatRange(a, b);
const hms = { hour: "numeric", minute: "2-digit", second: "2-digit" };
return {
  short: lap("en", { minute: "2-digit", second: "2-digit" }, t0, t0 + 1340),
  german: lap("de", hms, t0, t0 + 870),
  overMidnight: lap("en-GB", hms, t0, t0 + 5000),
  same: lap("ja", hms, t0, t0),
  withDate: lap("fr", { dateStyle: undefined, year: "numeric", month: "short", day: "numeric", ...hms }, t0, t0 + 450),
  parts: new Intl.DateTimeFormat("en", { timeZone: "UTC", second: "numeric", fractionalSecondDigits: 3 })
    .formatRangeToParts(t0, t0 + 2005).map((p) => p.source + ":" + p.type + ":" + p.value),
};
