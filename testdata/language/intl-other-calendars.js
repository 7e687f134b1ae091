// Dates in the calendars a user asks for by option or -u-ca-: a Japanese
// form with the imperial era (the first year of Reiwa is 元年), a Taiwan
// receipt in the Minguo year, an Israeli letter with Hebrew numerals in
// a leap year's Adar I, Ramadan by Umm al-Qura, the Coptic and Ethiopic
// thirteenth month and the Indian national calendar.
const march = new Date(Date.UTC(2024, 2, 1, 12));
const reiwa1 = new Date(Date.UTC(2019, 5, 1, 12));
const pagume = new Date(Date.UTC(2023, 8, 10, 12));
const ramadan = new Date(Date.UTC(2024, 2, 20, 12));
const fmt = (locale, options, date = march) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(date);
const japanese = new Intl.DateTimeFormat("ja-JP-u-ca-japanese", { dateStyle: "long", timeZone: "UTC" });
return {
  japanese: japanese.format(march),
  japaneseFirstYear: japanese.format(reiwa1),
  japaneseShort: fmt("ja-JP-u-ca-japanese", { dateStyle: "short" }),
  japaneseEnglish: fmt("en-US", { calendar: "japanese", dateStyle: "full" }),
  japaneseMeiji: fmt("ja", { calendar: "japanese", era: "long", year: "numeric" }, new Date(Date.UTC(1900, 0, 1))),
  japaneseParts: japanese.formatToParts(reiwa1).map((p) => p.type + ":" + p.value),
  japaneseRange: japanese.formatRange(new Date(Date.UTC(2019, 3, 20)), new Date(Date.UTC(2019, 4, 10))),
  resolved: japanese.resolvedOptions().calendar + " " + japanese.resolvedOptions().locale,
  roc: fmt("zh-TW-u-ca-roc", { dateStyle: "long" }),
  rocShort: fmt("zh-TW", { calendar: "roc", year: "numeric", month: "2-digit", day: "2-digit" }),
  rocBefore: fmt("zh-TW-u-ca-roc", { dateStyle: "long" }, new Date(Date.UTC(1900, 0, 1))),
  hebrew: fmt("he-IL-u-ca-hebrew", { dateStyle: "long" }),
  hebrewFull: fmt("he-IL-u-ca-hebrew", { dateStyle: "full", timeStyle: "short" }),
  hebrewNumeric: fmt("he-IL-u-ca-hebrew", { year: "numeric", month: "long", day: "numeric" }),
  hebrewEnglish: fmt("en", { calendar: "hebrew", dateStyle: "medium" }, new Date(Date.UTC(2024, 2, 20))),
  umalqura: fmt("ar-SA-u-ca-islamic-umalqura", { dateStyle: "long" }, ramadan),
  umalquraLatn: fmt("ar-u-ca-islamic-umalqura-nu-latn", { dateStyle: "full" }, ramadan),
  civil: fmt("en", { calendar: "islamic-civil", dateStyle: "long" }, ramadan),
  tbla: fmt("tr", { calendar: "islamic-tbla", month: "long", day: "numeric", year: "numeric" }, ramadan),
  coptic: fmt("en-u-ca-coptic", { dateStyle: "long" }),
  copticThirteenth: fmt("ar-EG-u-ca-coptic", { dateStyle: "long" }, pagume),
  ethiopic: fmt("am-ET-u-ca-ethiopic", { dateStyle: "full" }, pagume),
  ethioaa: fmt("en", { calendar: "ethioaa", era: "short", year: "numeric", month: "long", day: "numeric" }),
  indian: fmt("en-IN-u-ca-indian", { dateStyle: "long" }),
  indianEnglish: fmt("en-IN", { calendar: "indian", dateStyle: "medium" }),
  range: new Intl.DateTimeFormat("en", { calendar: "hebrew", dateStyle: "medium", timeZone: "UTC" }).formatRange(march, new Date(Date.UTC(2024, 3, 30))),
  supported: Intl.supportedValuesOf("calendar").filter((c) => ["japanese", "roc", "hebrew", "islamic-umalqura", "coptic", "indian"].includes(c)),
};
