// An Egyptian storefront: Arabic-Indic digits everywhere, pounds, and
// Arabic's six plural categories.
const locale = "ar-EG";
const d = new Date(Date.UTC(2024, 2, 4, 13, 5));
const pr = new Intl.PluralRules(locale);
const nf = new Intl.NumberFormat(locale);
return {
  number: nf.format(1234567.891),
  parts: nf.formatToParts(-1234.5).map((p) => p.type + ":" + p.value),
  egp: (1234.5).toLocaleString(locale, { style: "currency", currency: "EGP" }),
  percent: (0.45).toLocaleString(locale, { style: "percent" }),
  latn: (1234.5).toLocaleString(locale, { numberingSystem: "latn" }),
  viaTag: (1234.5).toLocaleString("ar-EG-u-nu-latn"),
  date: d.toLocaleDateString(locale, { timeZone: "UTC" }),
  dateTime: d.toLocaleString(locale, { timeZone: "Africa/Cairo" }),
  long: d.toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" }),
  weekday: d.toLocaleDateString(locale, { weekday: "long", timeZone: "UTC" }),
  categories: [0, 1, 2, 3, 11, 100, 102].map((n) => pr.select(n)),
  list: new Intl.ListFormat(locale).format(["أ", "ب", "ج"]),
  rel: new Intl.RelativeTimeFormat(locale).format(-3, "day"),
  resolved: [nf.resolvedOptions().numberingSystem, new Intl.NumberFormat(locale, { numberingSystem: "latn" }).resolvedOptions().numberingSystem,
    new Intl.NumberFormat("ar-EG-u-nu-latn").resolvedOptions().locale, new Intl.DateTimeFormat(locale).resolvedOptions().numberingSystem],
  compact: new Intl.NumberFormat(locale, { notation: "compact" }).format(1500000),
};
