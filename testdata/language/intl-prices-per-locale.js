// Show a product's price to users in their own locale and currency.
const product = { name: "Pro plan", priceUsd: 1249.5 };
const markets = [
  { locale: "en-US", currency: "USD", rate: 1 },
  { locale: "en-GB", currency: "GBP", rate: 0.79 },
  { locale: "de-DE", currency: "EUR", rate: 0.92 },
  { locale: "fr-FR", currency: "EUR", rate: 0.92 },
  { locale: "es-ES", currency: "EUR", rate: 0.92 },
  { locale: "pt-BR", currency: "BRL", rate: 4.97 },
  { locale: "ja-JP", currency: "JPY", rate: 149.8 },
  { locale: "zh-CN", currency: "CNY", rate: 7.19 },
];
const rows = markets.map(({ locale, currency, rate }) => {
  const amount = product.priceUsd * rate;
  const fmt = new Intl.NumberFormat(locale, { style: "currency", currency });
  return {
    locale,
    price: fmt.format(amount),
    code: amount.toLocaleString(locale, { style: "currency", currency, currencyDisplay: "code" }),
    name: new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "name" }).format(amount),
    refund: new Intl.NumberFormat(locale, { style: "currency", currency, currencySign: "accounting" }).format(-amount / 10),
  };
});
for (const r of rows) console.log(`${r.locale}: ${r.price}`);
return rows;
