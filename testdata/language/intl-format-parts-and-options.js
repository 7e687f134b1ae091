// Custom rendering with formatToParts, and checking what a formatter resolved to.
const nf = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const parts = nf.formatToParts(-98765.4);
const currencyFirst = parts.filter((p) => p.type === "currency").map((p) => p.value).join("") + " " +
  parts.filter((p) => p.type !== "currency" && p.type !== "literal").map((p) => p.value).join("");
const df = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });
const bits = Object.fromEntries(df.formatToParts(new Date(Date.UTC(2024, 8, 5, 7, 3))).filter((p) => p.type !== "literal").map((p) => [p.type, p.value]));
const iso = `${bits.year}-${bits.month}-${bits.day}T${bits.hour}:${bits.minute}`;
return {
  parts,
  currencyFirst,
  iso,
  nf: nf.resolvedOptions(),
  df: df.resolvedOptions(),
  rtf: new Intl.RelativeTimeFormat("es").formatToParts(-3, "day"),
  canonical: Intl.getCanonicalLocales(["EN-us", "pt-br", "zh-hans-cn"]),
  supported: Intl.NumberFormat.supportedLocalesOf(["de-DE", "fr", "ja-JP"]),
  tag: Object.prototype.toString.call(new Intl.PluralRules()),
  exact: new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 }).format("12345678901234567890.123456789"),
  big: new Intl.NumberFormat("fr-FR").format(2n ** 70n),
};
