// A Swiss report, and other regional variants that differ from their
// language: de-CH's apostrophe grouping, es-MX's peso, en-AU's and en-ZA's
// day-first dates, pt-PT's spacing, fr-CA's dates.
const d = new Date(Date.UTC(2024, 2, 1, 13, 5));
const n = 1234567.891;
const tags = ["de-CH", "de-AT", "es-MX", "es-AR", "en-AU", "en-CA", "fr-CA", "fr-CH", "pt-PT", "en-ZA", "it-CH", "nl-BE"];
return Object.fromEntries(tags.map((t) => [t, {
  number: n.toLocaleString(t),
  chf: (1234.5).toLocaleString(t, { style: "currency", currency: "CHF" }),
  local: (1234.5).toLocaleString(t, { style: "currency", currency: { "de-CH": "CHF", "de-AT": "EUR", "es-MX": "MXN", "es-AR": "ARS", "en-AU": "AUD", "en-CA": "CAD", "fr-CA": "CAD", "fr-CH": "CHF", "pt-PT": "EUR", "en-ZA": "ZAR", "it-CH": "CHF", "nl-BE": "EUR" }[t] }),
  date: d.toLocaleDateString(t, { timeZone: "UTC" }),
  dateTime: d.toLocaleString(t, { timeZone: "UTC" }),
  long: d.toLocaleDateString(t, { dateStyle: "long", timeZone: "UTC" }),
  percent: (0.125).toLocaleString(t, { style: "percent", maximumFractionDigits: 1 }),
  resolved: new Intl.DateTimeFormat(t).resolvedOptions().locale,
}]));
