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
