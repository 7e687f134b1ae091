// Writes intl/data/canon.json.gz, the tables of BCP 47 canonicalization
// and likely subtags the intl package reads (intl/canon.go), from the CLDR
// JSON packages installed next to this script:
//
//   cd scripts/cldr && npm ci && node generate-canon.mjs
//
// The tables, as UTS #35 uses them (Annex C, "LocaleId Canonicalization",
// and "Likely Subtags"):
//   language  languageAlias: "sh" -> "sr-Latn", "hy-arevmda" -> "hyw"
//             (only the rules whose type is a well-formed unicode_language_id)
//   legacy    the languageAlias rules that are no unicode_language_id
//             ("i-klingon" -> "tlh"), which Intl.DisplayNames still names
//   script, region, variant, subdivision: the other aliases, a region with
//             several replacements as a space-separated list ("SU")
//   likely    likelySubtags: "hy" -> "hy-Armn-AM"
//   values    -u- and -t- keyword value aliases from the BCP 47 data
//             ("ca" "ethiopic-amete-alem" -> "ethioaa"; deprecated "tz"
//             values -> their preferred ones), keyed "key:value"
// cldr-core is CLDR 48.0 (Node 20's ICU 78.2); the BCP 47 keyword data is
// cldr-bcp47 48.2.0, the nearest published (no 48.0 release exists; its
// aliases are those of 48.0).

import { rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "package.json"));
const out = path.join(here, "../../intl/data");

const alias = require("cldr-core/supplemental/aliases.json").supplemental.metadata.alias;
const likely = require("cldr-core/supplemental/likelySubtags.json").supplemental.likelySubtags;

// A rule's type as the parser of intl/canon.go writes a tag: language
// lowercase, script titlecase, region uppercase, variants lowercase and
// sorted. null for a type that is no unicode_language_id (i-klingon,
// sgn-BE-FR, zh-min-nan): no well-formed tag can match it.
function langID(s) {
  const p = s.split(/[-_]/);
  const lang = p.shift().toLowerCase();
  if (!/^([a-z]{2,3}|[a-z]{5,8})$/.test(lang)) return null;
  let script = "", region = "";
  if (p.length && /^[a-z]{4}$/i.test(p[0])) {
    const s = p.shift();
    script = s[0].toUpperCase() + s.slice(1).toLowerCase();
  }
  if (p.length && /^([a-z]{2}|[0-9]{3})$/i.test(p[0])) region = p.shift().toUpperCase();
  const variants = [];
  for (const v of p) {
    if (!/^([a-z0-9]{5,8}|[0-9][a-z0-9]{3})$/i.test(v)) return null;
    variants.push(v.toLowerCase());
  }
  variants.sort();
  return [lang, script, region, ...variants].filter((x) => x !== "").join("-");
}

const language = {};
const legacy = {};
for (const [type, v] of Object.entries(alias.languageAlias)) {
  const key = langID(type);
  if (key !== null) language[key] = v._replacement;
  else legacy[type.toLowerCase()] = v._replacement;
}
const table = (t) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v._replacement]));

const values = {};
const bcp47 = ["calendar", "collation", "measure", "number", "timezone", "transform", "transform-destination"];
for (const f of bcp47) {
  const kw = require(`cldr-bcp47/bcp47/${f}.json`).keyword;
  for (const ext of Object.keys(kw)) {
    for (const [key, vals] of Object.entries(kw[ext])) {
      if (key.startsWith("_") || typeof vals !== "object") continue;
      for (const [val, info] of Object.entries(vals)) {
        if (val.startsWith("_") || typeof info !== "object") continue;
        // An alias that is a valid type sequence (3-8 alphanumerics per
        // subtag) names the same value; tz aliases are IANA names, not
        // types; a deprecated value goes to its preferred one instead.
        if (key !== "tz" && !info._deprecated && typeof info._alias === "string") {
          for (const a of info._alias.split(" ")) {
            if (/^[a-z0-9]{3,8}(-[a-z0-9]{3,8})*$/.test(a) && a !== val) values[`${key}:${a}`] = val;
          }
        }
        if (info._deprecated && info._preferred) values[`${key}:${val}`] = info._preferred;
        // A zone's IANA aliases that are also types (Eire, EST, Egypt):
        // ICU takes und-u-tz-eire as und-u-tz-iedub.
        if (key === "tz" && typeof info._alias === "string") {
          for (const a of info._alias.split(" ")) {
            const t = a.toLowerCase();
            if (/^[a-z0-9]{3,8}$/.test(t) && t !== val && !(t in vals)) values[`tz:${t}`] = val;
          }
        }
      }
    }
  }
}

const data = {
  language,
  legacy,
  script: table(alias.scriptAlias),
  region: table(alias.territoryAlias),
  variant: table(alias.variantAlias),
  subdivision: table(alias.subdivisionAlias),
  values,
};
writeFileSync(path.join(out, "canon.json.gz"), gzipSync(JSON.stringify(data) + "\n", { level: 9, mtime: 0 }));
console.log("canon.json.gz:", Object.entries(data).map(([k, v]) => `${k} ${Object.keys(v).length}`).join(", "));
// Likely subtags, most of the data, in a file of their own: every tag's
// canonicalization reads canon.json.gz, only maximize and minimize (and
// Intl.Locale's info for a tag without a region) this. Sorted lines
// ("hy\thy-Armn-AM"), which the intl package searches in place once
// unzipped: no map of 7,800 entries is built at the first use.
const likelyLines = Object.keys(likely).sort().map((k) => `${k}\t${likely[k]}\n`).join("");
rmSync(path.join(out, "likely.json.gz"), { force: true });
writeFileSync(path.join(out, "likely.txt.gz"), gzipSync(likelyLines, { level: 9, mtime: 0 }));
console.log("likely.txt.gz:", Object.keys(likely).length);
