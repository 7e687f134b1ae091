// "3 days ago" labels for an activity feed, in the user's language.
const now = Date.parse("2024-05-20T12:00:00Z");
const events = [
  { what: "deploy", at: "2024-05-20T11:59:30Z" },
  { what: "comment", at: "2024-05-20T11:15:00Z" },
  { what: "merge", at: "2024-05-20T07:00:00Z" },
  { what: "release", at: "2024-05-19T09:00:00Z" },
  { what: "incident", at: "2024-05-17T12:00:00Z" },
  { what: "review", at: "2024-04-29T12:00:00Z" },
  { what: "launch", at: "2023-11-20T12:00:00Z" },
  { what: "reminder", at: "2024-05-22T12:00:00Z" },
];
const units = [["year", 31536000], ["month", 2592000], ["week", 604800], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
function ago(rtf, at) {
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === "second") return rtf.format(Math.round(seconds / size), unit);
  }
}
const out = {};
for (const locale of ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "pt-BR", "ja-JP", "zh-CN"]) {
  const auto = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const short = new Intl.RelativeTimeFormat(locale, { style: "short" });
  out[locale] = events.map((e) => `${e.what}: ${ago(auto, e.at)} / ${ago(short, e.at)}`);
}
console.log(out["en-US"].join("; "));
return out;
