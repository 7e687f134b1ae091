// An Iranian invoice: rials in Persian digits, dates in the Persian
// (Solar Hijri) calendar as Iranian users read them, around Nowruz.
const locale = "fa-IR";
// 30 Esfand 1403, the leap day (1403 is leap), then Nowruz 1404.
const eve = new Date(Date.UTC(2025, 2, 20, 12));
const nowruz = new Date(Date.UTC(2025, 2, 21, 12));
const dtf = new Intl.DateTimeFormat(locale, { timeZone: "Asia/Tehran" });
return {
  rial: (1234567).toLocaleString(locale, { style: "currency", currency: "IRR" }),
  number: (1234567.891).toLocaleString(locale),
  date: nowruz.toLocaleDateString(locale, { timeZone: "UTC" }),
  eve: eve.toLocaleDateString(locale, { timeZone: "UTC" }),
  leapDay: eve.toLocaleDateString(locale, { timeZone: "UTC", month: "long", day: "numeric" }),
  dateTime: nowruz.toLocaleString(locale, { timeZone: "Asia/Tehran" }),
  full: nowruz.toLocaleDateString(locale, { dateStyle: "full", timeZone: "UTC" }),
  long: nowruz.toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" }),
  monthYear: eve.toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
  era: nowruz.toLocaleDateString(locale, { era: "long", year: "numeric", timeZone: "UTC" }),
  calendar: dtf.resolvedOptions().calendar,
  gregorian: nowruz.toLocaleDateString(locale, { calendar: "gregory", dateStyle: "long", timeZone: "UTC" }),
  english: nowruz.toLocaleDateString("en-US", { calendar: "persian", dateStyle: "long", timeZone: "UTC" }),
  parts: dtf.formatToParts(nowruz).map((p) => p.type + ":" + p.value),
  afghan: nowruz.toLocaleDateString("fa-AF", { dateStyle: "long", timeZone: "UTC" }),
};
