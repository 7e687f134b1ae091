// Writes intl/data/names-*.json.gz, the CLDR tables of names the intl
// package needs beyond generate.mjs's: per locale, the generic time zone
// names (timeZoneName shortGeneric/longGeneric), exemplar cities, the
// region and fallback formats and the region names they use; and
// names-supplemental.json.gz, which zone belongs to which country and
// the golden zones of metazones. Kept apart from generate.mjs's files so
// that a formatter that never names a zone generically never decodes them.
//
//   cd scripts/cldr && npm ci && node generate-names.mjs
//
// CLDR 48.0 (package.json), as for generate.mjs.

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "package.json"));
const out = path.join(here, "../../intl/data");

// The data locales, merged along CLDR's parent chain as in generate.mjs.
const locales = {
  en: ["en"], "en-GB": ["en", "en-001", "en-GB"], de: ["de"], fr: ["fr"], es: ["es"], pt: ["pt"], ja: ["ja"], zh: ["zh"],
};

function write(file, data) {
  writeFileSync(path.join(out, file), gzipSync(JSON.stringify(data) + "\n", { level: 9, mtime: 0 }));
}

function load(pkg, file, loc) {
  try {
    return require(`${pkg}/main/${loc}/${file}`).main[loc];
  } catch {
    return undefined;
  }
}

for (const [name, locs] of Object.entries(locales)) {
  const layers = locs.map((l) => load("cldr-dates-full", "timeZoneNames.json", l)?.dates.timeZoneNames ?? {});
  const tz = Object.assign({}, ...layers);
  const zoneGeneric = {};
  const exemplar = {};
  const metazoneGeneric = {};
  layers.forEach((layer, i) => {
    const walk = (node, prefix) => {
      for (const [k, v] of Object.entries(node ?? {})) {
        const id = prefix ? `${prefix}/${k}` : k;
        if (v._type !== "zone") {
          walk(v, id);
          continue;
        }
        if (v.exemplarCity) exemplar[id] = v.exemplarCity;
        for (const w of ["long", "short"]) if (v[w]?.generic) (zoneGeneric[id] ||= {})[w] = v[w].generic;
      }
    };
    walk(layer.zone, "");
    for (const [k, v] of Object.entries(layer.metazone ?? {})) {
      const g = metazoneGeneric[k] ||= {};
      if (v.long?.generic) g.long = v.long.generic;
      if (v.short?.generic) g.short = v.short.generic;
      // A child locale that gives a metazone long names and no short ones
      // blocks the parent's short ones (en-001's "∅∅∅", which the JSON
      // drops), as generate.mjs does for the specific names.
      else if (v.long && i > 0) delete g.short;
    }
  });
  for (const [k, g] of Object.entries(metazoneGeneric)) if (!g.long && !g.short) delete metazoneGeneric[k];
  const territories = {};
  for (const l of locs) {
    for (const [k, v] of Object.entries(load("cldr-localenames-full", "territories.json", l)?.localeDisplayNames.territories ?? {})) {
      if (/^[A-Z]{2}$/.test(k)) territories[k] = v;
    }
  }
  write(`names-${name}.json.gz`, {
    regionFormat: tz.regionFormat, fallbackFormat: tz.fallbackFormat, zoneGeneric, metazoneGeneric, exemplar, territories,
  });
}

// Each zone's country: CLDR's windowsZones lists every zone of a country
// under it (keyed by CLDR's canonical IDs, which the intl package uses).
const supp = (f) => require(`cldr-core/supplemental/${f}`).supplemental;
const zoneCountry = {};
for (const { mapZone: z } of supp("windowsZones.json").windowsZones.mapTimezones) {
  if (z._territory === "001" || z._territory === "ZZ") continue;
  for (const id of z._type.split(" ")) if (!id.startsWith("Etc/")) zoneCountry[id] = z._territory;
}
// The golden zone of each metazone, for the world (001) and for the
// countries that have their own.
const golden = {};
for (const { mapZone: m } of supp("metaZones.json").metaZones.metazones) (golden[m._other] ||= {})[m._territory] = m._type;
write("names-supplemental.json.gz", { zoneCountry, primaryZones: supp("primaryZones.json").primaryZones, golden });
