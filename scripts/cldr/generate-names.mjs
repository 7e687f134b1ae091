// Writes intl/data/names-supplemental.json.gz, which zone belongs to which
// country and the golden zones of metazones, for the generic time zone
// names (timeZoneName shortGeneric/longGeneric), whose names per locale
// are generate.mjs's part genericNames. Kept apart so that a formatter
// that never names a zone generically never decodes it.
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

function write(file, data) {
  writeFileSync(path.join(out, file), gzipSync(JSON.stringify(data) + "\n", { level: 9, mtime: 0 }));
}

// Each zone's country: CLDR's windowsZones lists most zones of a country
// under it (keyed by CLDR's canonical IDs, which the intl package uses);
// a zone it leaves out (Antarctica/Troll) is in the country its BCP 47
// key starts with (aqtrl). The zones of no country (001) are the Etc
// zones of the BCP 47 keys (gmt, utc, utce01, ...) and ICU's SystemV
// zones, which CLDR does not have: asked of Node's ICU. Intl.Locale's
// timeZones lists a region's zones from these.
const supp = (f) => require(`cldr-core/supplemental/${f}`).supplemental;
const zoneCountry = {};
for (const { mapZone: z } of supp("windowsZones.json").windowsZones.mapTimezones) {
  if (z._territory === "001" || z._territory === "ZZ") continue;
  for (const id of z._type.split(" ")) if (id && !id.startsWith("Etc/")) zoneCountry[id] = z._territory;
}
const worldZones = [];
for (const [key, v] of Object.entries(require("cldr-bcp47/bcp47/timezone.json").keyword.u.tz)) {
  if (key.startsWith("_") || v._deprecated || key === "unk") continue;
  const id = v._alias.split(" ")[0];
  if (/^(gmt|utc)/.test(key)) worldZones.push(id);
  else if (!zoneCountry[id]) zoneCountry[id] = key.slice(0, 2).toUpperCase();
}
worldZones.push(...new Intl.Locale("und-001").timeZones.filter((z) => z.startsWith("SystemV/")));
worldZones.sort();
// The golden zone of each metazone, for the world (001) and for the
// countries that have their own.
const golden = {};
for (const { mapZone: m } of supp("metaZones.json").metaZones.metazones) (golden[m._other] ||= {})[m._territory] = m._type;
write("names-supplemental.json.gz", { zoneCountry, worldZones, primaryZones: supp("primaryZones.json").primaryZones, golden });
