// A Turkish sign-up form: names in capitals as Turkish writes them
// (i → İ, I → ı), lira, dates.
const locale = "tr-TR";
const names = ["istanbul", "Iğdır", "izmir", "DİYARBAKIR", "ırmak"];
const d = new Date(Date.UTC(2024, 2, 1, 13, 5));
return {
  upper: names.map((n) => n.toLocaleUpperCase(locale)),
  lower: names.map((n) => n.toLocaleLowerCase(locale)),
  plainUpper: names.map((n) => n.toUpperCase()),
  az: ["i", "I", "İ"].map((c) => [c.toLocaleUpperCase("az"), c.toLocaleLowerCase("az")].join("/")),
  lt: ["I\u0307", "i\u0307"].map((c) => [...c.toLocaleLowerCase("lt")].length + ":" + [...c.toLocaleUpperCase("lt")].length),
  lira: (1234.5).toLocaleString(locale, { style: "currency", currency: "TRY" }),
  number: (1234567.891).toLocaleString(locale),
  percent: (0.25).toLocaleString(locale, { style: "percent" }),
  date: d.toLocaleDateString(locale, { timeZone: "UTC" }),
  long: d.toLocaleDateString(locale, { dateStyle: "full", timeZone: "Europe/Istanbul" }),
  time: d.toLocaleTimeString(locale, { timeZone: "Europe/Istanbul" }),
  list: new Intl.ListFormat(locale).format(["elma", "armut", "kiraz"]),
  rel: new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-1, "day"),
  plural: [1, 2].map((n) => new Intl.PluralRules(locale).select(n)),
};
