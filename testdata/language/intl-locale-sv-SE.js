// A Swedish shop's order summary: prices in kronor, a delivery date, how
// many items, when the order was placed.
const locale = "sv-SE";
const placed = new Date(Date.UTC(2024, 2, 4, 9, 30));
const money = new Intl.NumberFormat(locale, { style: "currency", currency: "SEK" });
const items = [{ name: "Kaffe", price: 89.5, qty: 2 }, { name: "Te", price: 1249.9, qty: 1 }];
const total = items.reduce((s, i) => s + i.price * i.qty, 0);
const pr = new Intl.PluralRules(locale);
console.log(`Totalt: ${money.format(total)}`);
return {
  lines: items.map((i) => `${i.qty} × ${i.name}: ${money.format(i.price * i.qty)}`),
  total: money.format(total),
  big: (165789.156).toLocaleString(locale, { style: "currency", currency: "SEK" }),
  number: (1234567.891).toLocaleString(locale),
  negative: (-0.5).toLocaleString(locale, { style: "percent" }),
  compact: new Intl.NumberFormat(locale, { notation: "compact" }).format(1234567),
  unit: new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer-per-hour" }).format(110),
  placed: placed.toLocaleString(locale, { timeZone: "Europe/Stockholm" }),
  date: placed.toLocaleDateString(locale, { dateStyle: "full", timeZone: "UTC" }),
  monthYear: placed.toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
  time: placed.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }),
  plural: [0, 1, 2, 5].map((n) => pr.select(n)),
  ordinal: [1, 2, 3, 4].map((n) => new Intl.PluralRules(locale, { type: "ordinal" }).select(n)),
  list: new Intl.ListFormat(locale, { type: "conjunction" }).format(["kaffe", "te", "kakor"]),
  ago: new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-1, "day"),
  inDays: new Intl.RelativeTimeFormat(locale).format(3, "day"),
  resolved: new Intl.NumberFormat(locale).resolvedOptions().locale,
};
