// Lab report: measurements over many orders of magnitude in scientific and
// engineering notation, with the exponent styled from formatToParts.
const readings = { avogadro: 6.02214076e23, planck: 6.62607015e-34, lightSpeed: 299792458, sample: 0.000456, zero: 0, negative: -12345.678 };
const report = {};
for (const locale of ["en-US", "de-DE", "fr-FR", "ja-JP"]) {
  const sci = new Intl.NumberFormat(locale, { notation: "scientific", maximumFractionDigits: 3 });
  const eng = new Intl.NumberFormat(locale, { notation: "engineering" });
  report[locale] = Object.fromEntries(Object.entries(readings).map(([k, v]) => [k, `${sci.format(v)} / ${eng.format(v)}`]));
}
const sup = (n) => new Intl.NumberFormat("en-US", { notation: "scientific" }).formatToParts(n)
  .map((p) => (p.type === "exponentSeparator" ? "×10^" : p.value)).join("");
const withUnits = [
  new Intl.NumberFormat("en-US", { notation: "engineering", style: "unit", unit: "meter" }).format(0.00042),
  new Intl.NumberFormat("en-US", { notation: "scientific", style: "percent" }).format(0.5),
  new Intl.NumberFormat("en-GB", { notation: "scientific", style: "currency", currency: "GBP" }).format(1234567),
  new Intl.NumberFormat("en-US", { notation: "scientific", maximumSignificantDigits: 2 }).format(9.96),
];
const opts = new Intl.NumberFormat("en-US", { notation: "engineering" }).resolvedOptions();
console.log(sup(6.02214076e23), sup(1.6e-19));
return { report, withUnits, parts: new Intl.NumberFormat("en-US", { notation: "scientific" }).formatToParts(-0.00123), notation: opts.notation };
