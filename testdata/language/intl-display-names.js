// Show readable names for the codes a tool returns: countries, languages,
// currencies, scripts, in the user's locale.
const rows = [
  { country: "US", lang: "en-US", currency: "USD" },
  { country: "GB", lang: "en-GB", currency: "GBP" },
  { country: "DE", lang: "de-AT", currency: "EUR" },
  { country: "BR", lang: "pt-BR", currency: "BRL" },
  { country: "CN", lang: "zh-Hans", currency: "CNY" },
  { country: "JP", lang: "ja", currency: "JPY" },
  { country: "HK", lang: "zh-Hant-HK", currency: "HKD" },
  { country: "419", lang: "es-419", currency: "MXN" },
];
const out = {};
for (const locale of ["en-US", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN", "en-GB"]) {
  const region = new Intl.DisplayNames([locale], { type: "region" });
  const language = new Intl.DisplayNames([locale], { type: "language" });
  const currency = new Intl.DisplayNames([locale], { type: "currency" });
  out[locale] = rows.map((r) => `${region.of(r.country)} | ${language.of(r.lang)} | ${currency.of(r.currency)}`);
}
const std = new Intl.DisplayNames("en", { type: "language", languageDisplay: "standard" });
const short = new Intl.DisplayNames("en", { type: "region", style: "short" });
const scripts = new Intl.DisplayNames("en", { type: "script" });
const none = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
let bad;
try { short.of("USA"); } catch (e) { bad = e.name; }
console.log(out["en-US"][0]);
return {
  out,
  standard: ["en-US", "fr-CA", "zh-Hant", "sr-Latn-RS"].map((c) => std.of(c)),
  short: ["US", "GB", "HK"].map((c) => short.of(c)),
  scripts: ["Latn", "Cyrl", "Hans", "Arab"].map((c) => scripts.of(c)),
  unknown: [none.of("XY") ?? "(none)", new Intl.DisplayNames("en", { type: "currency" }).of("XYZ")],
  fields: ["year", "month", "weekOfYear", "dayPeriod"].map((f) => new Intl.DisplayNames("de", { type: "dateTimeField" }).of(f)),
  calendar: new Intl.DisplayNames("fr", { type: "calendar" }).of("gregory"),
  bad,
  resolved: std.resolvedOptions(),
};
