// Tidy a tag list from several tools: capitals first for display, and
// treat "e-mail", "e mail" and "email" as the same tag when deduplicating.
const tags = ["email", "E-mail", "e mail", "Email", "api", "API", "a.p.i", "Zoom", "zoom", "re-open", "reopen",
  "Re-Open", "o'brien", "OBrien", "obrien", "café", "Cafe", "cafe", "CAFÉ"];
const upperFirst = new Intl.Collator("en-US", { caseFirst: "upper" });
const lowerFirst = new Intl.Collator("en-US", { caseFirst: "lower" });
const loose = new Intl.Collator("en", { ignorePunctuation: true, sensitivity: "base" });
const unique = tags.filter((t, i) => tags.findIndex((u) => loose.compare(t, u) === 0) === i);
const byCase = new Intl.Collator("de-DE", { sensitivity: "case" });
console.log(unique.join(" | "));
return {
  upper: [...tags].sort(upperFirst.compare),
  lower: [...tags].sort(lowerFirst.compare),
  unique,
  punct: [...tags].sort(new Intl.Collator("fr-FR", { ignorePunctuation: true }).compare),
  viaLocaleCompare: ["b", "B", "a", "A"].sort((x, y) => x.localeCompare(y, "es", { caseFirst: "upper" })),
  caseOnly: [byCase.compare("cafe", "café"), byCase.compare("cafe", "Cafe"), byCase.compare("Cafe", "CAFÉ")],
  resolved: [upperFirst.resolvedOptions(), loose.resolvedOptions(), byCase.resolvedOptions()],
  same: "re-open".localeCompare("reopen", undefined, { ignorePunctuation: true }),
};
