// Patterns with the week-based year (Y): Telugu's and Burmese's month and
// year in the Hebrew, Coptic and Islamic calendars write the year of the
// week a date is in, by India's and Myanmar's weeks (from Sunday), so the
// last days of Elul 5784 already read 5785, as in Node.
const at = (y, m, d) => new Date(Date.UTC(y, m, d, 12));
const fmt = (locale, calendar, date) =>
  new Intl.DateTimeFormat(locale, { calendar, year: "numeric", month: "long", timeZone: "UTC" }).format(date);
return {
  hebrewElul: fmt("te", "hebrew", at(2024, 8, 10)),
  hebrewLastWeek: fmt("te-IN", "hebrew", at(2024, 9, 2)),
  hebrewNewYear: fmt("te", "hebrew", at(2024, 9, 3)),
  copticNasie: fmt("te", "coptic", at(2024, 8, 10)),
  islamicTurn: [at(2024, 6, 4), at(2024, 6, 6), at(2024, 6, 8)].map((d) => fmt("my", "islamic-civil", d)),
  burmeseHebrew: fmt("my", "hebrew", at(2024, 9, 2)),
  parts: new Intl.DateTimeFormat("te", { calendar: "coptic", year: "numeric", month: "short", timeZone: "UTC" })
    .formatToParts(at(2024, 8, 10)).map((p) => p.type + ":" + p.value),
};
