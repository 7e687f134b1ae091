// Summaries that join names with the right conjunction for the language.
const assignees = ["Ana", "Ignacio", "Hugo", "Olga"];
const out = {};
for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  const and = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  const or = new Intl.ListFormat(locale, { type: "disjunction" });
  const units = new Intl.ListFormat(locale, { style: "narrow", type: "unit" });
  out[locale] = {
    two: and.format(assignees.slice(0, 2)),
    all: and.format(assignees),
    choice: or.format(["CSV", "JSON", "Parquet"]),
    duration: units.format(["3h", "25m", "10s"]),
    parts: and.formatToParts(["x", "y"]).map((p) => p.type).join(","),
  };
}
console.log(`Assigned to ${out["en-US"].all}.`);
return out;
