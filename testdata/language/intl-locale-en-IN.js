// An Indian invoice: lakh and crore grouping, rupees, day-first dates.
const locale = "en-IN";
const inr = new Intl.NumberFormat(locale, { style: "currency", currency: "INR" });
const due = new Date(Date.UTC(2024, 2, 1, 15, 45));
return {
  amount: inr.format(1234567.5),
  crore: (123456789).toLocaleString(locale),
  plain: (1234567.5).toLocaleString(locale),
  small: inr.format(999),
  compact: [1500, 150000, 15000000].map((n) => new Intl.NumberFormat(locale, { notation: "compact" }).format(n)),
  compactLong: new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: "long" }).format(2500000),
  percent: (0.075).toLocaleString(locale, { style: "percent", minimumFractionDigits: 1 }),
  due: due.toLocaleDateString(locale, { timeZone: "Asia/Kolkata" }),
  dueFull: due.toLocaleString(locale, { timeZone: "Asia/Kolkata" }),
  long: due.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  weekday: due.toLocaleDateString(locale, { weekday: "long", timeZone: "UTC" }),
  unit: new Intl.NumberFormat(locale, { style: "unit", unit: "kilogram", unitDisplay: "long" }).format(2.5),
  list: new Intl.ListFormat(locale, { type: "disjunction" }).format(["UPI", "card", "cash"]),
  rel: new Intl.RelativeTimeFormat(locale, { style: "short" }).format(-2, "month"),
  ordinal: [1, 2, 3, 11, 22].map((n) => new Intl.PluralRules(locale, { type: "ordinal" }).select(n)),
};
