// The one-liners models reach for: toLocaleString with a locale and no options.
const n = 1234567.891;
const d = new Date(Date.UTC(2024, 1, 29, 18, 5, 9));
const out = {};
for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN", "en", "de", "fr", "es", "pt", "ja", "zh"]) {
  out[locale] = [
    n.toLocaleString(locale),
    (0.256).toLocaleString(locale, { style: "percent" }),
    (12345678901234567890n).toLocaleString(locale),
    d.toLocaleString(locale),
    d.toLocaleDateString(locale),
    d.toLocaleTimeString(locale),
    d.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" }),
    d.toLocaleDateString(locale, { weekday: "short", month: "short", day: "numeric" }),
  ];
}
console.log((1234.5).toLocaleString(), d.toLocaleString(), "b".localeCompare("a"));
return out;
