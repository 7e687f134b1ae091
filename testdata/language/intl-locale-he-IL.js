// An Israeli booking page: shekels, dates, Hebrew plurals (two is its own
// category).
const locale = "he-IL";
const when = new Date(Date.UTC(2024, 2, 4, 18, 0));
const pr = new Intl.PluralRules(locale);
const nights = (n) => ({ one: "לילה אחד", two: "שני לילות", other: `${n} לילות` })[pr.select(n)] ?? pr.select(n);
return {
  price: new Intl.NumberFormat(locale, { style: "currency", currency: "ILS" }).format(1890.5),
  usd: (1234.5).toLocaleString(locale, { style: "currency", currency: "USD" }),
  date: when.toLocaleDateString(locale, { timeZone: "Asia/Jerusalem" }),
  dateTime: when.toLocaleString(locale, { timeZone: "Asia/Jerusalem" }),
  full: when.toLocaleDateString(locale, { dateStyle: "full", timeZone: "UTC" }),
  month: when.toLocaleDateString(locale, { month: "long", day: "numeric", timeZone: "UTC" }),
  categories: [1, 2, 3, 10, 20].map((n) => pr.select(n)),
  nights: [1, 2, 5].map(nights),
  list: new Intl.ListFormat(locale).format(["תל אביב", "ירושלים", "חיפה"]),
  rel: new Intl.RelativeTimeFormat(locale).format(2, "day"),
  auto: new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(1, "day"),
  percent: (0.17).toLocaleString(locale, { style: "percent" }),
  unit: new Intl.NumberFormat(locale, { style: "unit", unit: "liter" }).format(3),
};
