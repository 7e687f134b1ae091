// Product listing: price ranges per market, salary bands, discount ranges
// and distances, with formatRangeToParts to style the two ends.
const markets = [["en-US", "USD"], ["en-GB", "GBP"], ["de-DE", "EUR"], ["fr-FR", "EUR"], ["es-ES", "EUR"], ["pt-BR", "BRL"], ["ja-JP", "JPY"], ["zh-CN", "CNY"]];
const variants = [{ name: "Basic tee", prices: [12.5, 19.99] }, { name: "Hoodie", prices: [45, 45] }, { name: "Sneakers", prices: [89.95, 129] }];
const listing = {};
for (const [locale, currency] of markets) {
  const price = new Intl.NumberFormat(locale, { style: "currency", currency });
  const band = new Intl.NumberFormat(locale, { style: "currency", currency, notation: "compact" });
  const pct = new Intl.NumberFormat(locale, { style: "percent" });
  const km = new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 });
  listing[locale] = {
    variants: variants.map((v) => `${v.name}: ${price.formatRange(v.prices[0], v.prices[1])}`),
    salary: band.formatRange(55000, 85000),
    discount: pct.formatRange(0.1, 0.25),
    delivery: km.formatRange(2.04, 2.01),
    plain: new Intl.NumberFormat(locale).formatRange(1200, 4500),
    negative: new Intl.NumberFormat(locale).formatRange(-5, 10),
  };
}
const parts = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).formatRangeToParts(9.5, 24);
const html = parts.map((p) => (p.source === "shared" ? p.value : `<b>${p.value}</b>`)).join("");
const long = new Intl.NumberFormat("en-US", { style: "unit", unit: "hour", unitDisplay: "long" });
const errors = [];
for (const args of [[1], [NaN, 2], [undefined, 3]]) {
  try {
    new Intl.NumberFormat("en-US").formatRange(...args);
  } catch (e) {
    errors.push(`${e.name}: ${e.message}`);
  }
}
console.log(listing["en-US"].variants.join("; "));
return {
  listing, html, hours: [long.formatRange(1, 2), long.formatRange(0.5, 1), long.formatRange(1, 1)],
  big: new Intl.NumberFormat("en-US").formatRange(10n ** 20n, 10n ** 21n), exact: new Intl.NumberFormat("en-US").formatRange("0.1", "0.30"),
  errors, length: Intl.NumberFormat.prototype.formatRange.length,
};
