// Plural-aware messages and ordinal ranks, as an agent writes for reports.
const counts = [0, 1, 2, 5, 21, 1000000, 1.5];
const en = new Intl.PluralRules("en-US");
const messages = { one: (n) => `${n} file changed`, other: (n) => `${n} files changed` };
const summary = counts.map((n) => messages[en.select(n)](n));
const ordinal = new Intl.PluralRules("en-US", { type: "ordinal" });
const suffix = { one: "st", two: "nd", few: "rd", other: "th" };
const ranks = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => `${n}${suffix[ordinal.select(n)]}`);
const categories = {};
for (const locale of ["en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  const pr = new Intl.PluralRules(locale);
  categories[locale] = { categories: pr.resolvedOptions().pluralCategories, picks: counts.map((n) => pr.select(n)) };
}
const frOrdinal = new Intl.PluralRules("fr-FR", { type: "ordinal" });
console.log(summary.join("; "));
return { summary, ranks, categories, fr: [1, 2].map((n) => frOrdinal.select(n)), withDecimals: new Intl.PluralRules("en", { minimumFractionDigits: 1 }).select(1) };
