// A Polish file manager: "1 plik, 2 pliki, 5 plików" picks its word by
// the plural category.
const locale = "pl-PL";
const pr = new Intl.PluralRules(locale);
const forms = { one: "plik", few: "pliki", many: "plików", other: "pliku" };
const files = (n) => `${n.toLocaleString(locale)} ${forms[pr.select(n)]}`;
const d = new Date(Date.UTC(2024, 0, 15, 8, 5));
return {
  files: [0, 1, 2, 4, 5, 12, 22, 25, 1.5, 1234].map(files),
  categories: pr.resolvedOptions().pluralCategories,
  money: (1234567.891).toLocaleString(locale, { style: "currency", currency: "PLN" }),
  eur: (99.9).toLocaleString(locale, { style: "currency", currency: "EUR" }),
  four: (1234).toLocaleString(locale),
  five: (12345).toLocaleString(locale),
  date: d.toLocaleDateString(locale, { timeZone: "UTC" }),
  long: d.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  standalone: d.toLocaleDateString(locale, { month: "long", timeZone: "UTC" }),
  time: d.toLocaleTimeString(locale, { timeZone: "Europe/Warsaw" }),
  rel: [1, 2, 5, 22].map((n) => new Intl.RelativeTimeFormat(locale).format(-n, "minute")),
  list: new Intl.ListFormat(locale).format(["jabłka", "gruszki", "śliwki"]),
  unit: new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", unitDisplay: "long" }).format(5),
  compact: new Intl.NumberFormat(locale, { notation: "compact" }).format(2500000),
};
