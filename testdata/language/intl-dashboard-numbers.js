// A metrics dashboard: big numbers in compact form, rates as percentages.
const metrics = { visitors: 1284733, signups: 48211, revenue: 9876543.21, churn: 0.0342, growth: 0.1875, errors: 987 };
const locales = ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"];
const out = {};
for (const locale of locales) {
  const compact = new Intl.NumberFormat(locale, { notation: "compact" });
  const compactLong = new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: "long" });
  const pct = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const delta = new Intl.NumberFormat(locale, { style: "percent", signDisplay: "exceptZero", maximumFractionDigits: 2 });
  out[locale] = {
    visitors: compact.format(metrics.visitors),
    visitorsLong: compactLong.format(metrics.visitors),
    signups: compact.format(metrics.signups),
    revenue: new Intl.NumberFormat(locale, { notation: "compact", style: "currency", currency: "USD" }).format(metrics.revenue),
    churn: pct.format(metrics.churn),
    growth: delta.format(metrics.growth),
    flat: delta.format(0),
    errors: metrics.errors.toLocaleString(locale),
    total: (metrics.visitors + metrics.signups).toLocaleString(locale),
  };
}
console.log(out["en-US"].visitors, out["de-DE"].visitorsLong, out["ja-JP"].visitors);
return out;
