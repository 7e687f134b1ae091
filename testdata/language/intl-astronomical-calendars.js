// Dates in the calendars ICU computes from the sun's and the moon's
// positions: a Chinese New Year card and a date in a leap month (2023's
// 闰二月), the Korean dangi calendar's year names, a Ramadan date by the
// astronomical Islamic calendar (and islamic-rgsa, which ICU computes
// the same way), the parts a program picks the sexagenary year from, and
// a range across the Chinese New Year.
const newYear = new Date(Date.UTC(2024, 1, 10, 12));
const leap = new Date(Date.UTC(2023, 3, 1, 12));
const ramadan = new Date(Date.UTC(2024, 2, 20, 12));
const fmt = (locale, options, date) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(date);
const parts = (locale, options, date) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).formatToParts(date).map((p) => p.type + ":" + p.value);
return {
  chineseNewYear: fmt("zh-CN-u-ca-chinese", { dateStyle: "full" }, newYear),
  chineseLeap: fmt("zh-u-ca-chinese", { dateStyle: "long" }, leap),
  chineseLeapShort: fmt("zh-u-ca-chinese", { dateStyle: "short" }, leap),
  chineseEnglish: fmt("en", { calendar: "chinese", dateStyle: "full" }, leap),
  chineseJapanese: fmt("ja-u-ca-chinese", { dateStyle: "full" }, leap),
  chineseTaiwan: fmt("zh-TW-u-ca-chinese", { year: "numeric", month: "long", day: "numeric" }, newYear),
  chineseParts: parts("zh-u-ca-chinese", { year: "numeric", month: "long", day: "numeric" }, leap),
  chineseWithTime: fmt("zh-u-ca-chinese", { dateStyle: "medium", timeStyle: "short" }, newYear),
  dangi: fmt("ko-KR-u-ca-dangi", { dateStyle: "full" }, newYear),
  dangiParts: parts("ko-u-ca-dangi", { year: "numeric", month: "long", day: "numeric" }, leap),
  dangiShort: fmt("ko-u-ca-dangi", { dateStyle: "short" }, leap),
  islamic: fmt("ar-u-ca-islamic", { dateStyle: "full" }, ramadan),
  islamicLatn: fmt("ar-SA-u-ca-islamic-nu-latn", { dateStyle: "long" }, ramadan),
  islamicEnglish: fmt("en", { calendar: "islamic", dateStyle: "medium" }, ramadan),
  islamicRgsa: fmt("en-u-ca-islamic-rgsa", { dateStyle: "full" }, ramadan),
  islamicTurkish: fmt("tr", { calendar: "islamic", year: "numeric", month: "long", day: "numeric" }, ramadan),
  range: new Intl.DateTimeFormat("en", { calendar: "chinese", dateStyle: "medium", timeZone: "UTC" })
    .formatRange(new Date(Date.UTC(2024, 1, 1)), new Date(Date.UTC(2024, 1, 20))),
  resolved: ["zh-u-ca-chinese", "ko-u-ca-dangi", "ar-u-ca-islamic", "en-u-ca-islamic-rgsa"]
    .map((l) => new Intl.DateTimeFormat(l).resolvedOptions().calendar),
  supported: Intl.supportedValuesOf("calendar").filter((c) => ["chinese", "dangi", "islamic", "islamic-rgsa"].includes(c)),
};
