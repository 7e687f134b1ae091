// File sizes, speeds and durations with unit formatting.
function humanSize(bytes, locale) {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"];
  let i = 0;
  while (bytes >= 1000 && i < units.length - 1) { bytes /= 1000; i++; }
  return new Intl.NumberFormat(locale, { style: "unit", unit: units[i], maximumFractionDigits: 1 }).format(bytes);
}
const sizes = [512, 2048, 5_300_000, 7_250_000_000];
const out = {};
for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  out[locale] = {
    sizes: sizes.map((s) => humanSize(s, locale)),
    speed: new Intl.NumberFormat(locale, { style: "unit", unit: "kilometer-per-hour" }).format(88.5),
    rate: new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte-per-second", unitDisplay: "long" }).format(12.5),
    temp: new Intl.NumberFormat(locale, { style: "unit", unit: "celsius" }).format(-3.5),
    took: new Intl.NumberFormat(locale, { style: "unit", unit: "second", unitDisplay: "long" }).format(1),
    hours: new Intl.NumberFormat(locale, { style: "unit", unit: "hour", unitDisplay: "narrow" }).format(36),
  };
}
console.log(out["en-US"].sizes.join(", "));
return out;
