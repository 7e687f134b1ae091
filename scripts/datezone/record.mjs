// Records how Node 20 writes Date.prototype.toString and toTimeString in
// every time zone it knows, for the runner's test of the zone name in
// parentheses (e2e/datezone_test.go).
//
//   node scripts/datezone/record.mjs
//
// It writes testdata/datezone.json: for each zone of
// Intl.supportedValuesOf("timeZone") and the aliases of UTC and GMT, the two strings of each instant of
// INSTANTS, printed by a child Node with TZ set to the zone. The instants
// are local dates in winter and summer of years inside V8's range for
// daylight time (1970-2037, where it reads the zone at the instant), after
// it (2050, read at an equivalent year) and before 1970 (1950, 1800: before
// standard time, the local mean time), so that each rule of the name is met.
// Re-running it gives the same file byte for byte, until the zones' names
// or rules change (the recorded names use the metazone each zone is in on
// the day of recording, as V8 does).

import { writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../../testdata/datezone.json");

if (!process.versions.node.startsWith("20.")) {
  console.error(`Node ${process.versions.node}: the reference is Node 20`);
  process.exit(1);
}

// Local dates as [year, month (0-11), day]; the program below is also
// what the test runs in the runner.
const INSTANTS = [[2024, 0, 15], [2024, 6, 15], [1999, 11, 31], [2050, 6, 1], [2050, 0, 1], [1950, 6, 15], [1800, 0, 1]];
const program = `const instants = ${JSON.stringify(INSTANTS)};
return instants.map(([y, m, d]) => { const t = new Date(y, m, d, 12); return [t.toString(), t.toTimeString()]; });`;

// Node's zones, and the aliases of UTC and GMT a TZ may hold (ICU names
// the zone by the ID it was given: "Greenwich Mean Time" for GMT).
const zones = [...Intl.supportedValuesOf("timeZone"), "GMT", "Etc/GMT", "GMT0", "Greenwich", "Etc/UTC", "Zulu", "UCT"];
const cases = {};
for (const zone of zones) {
  const body = `console.log(JSON.stringify((() => { ${program} })()))`;
  cases[zone] = JSON.parse(execFileSync(process.execPath, ["-e", body], { env: { ...process.env, TZ: zone } }).toString());
}
writeFileSync(out, JSON.stringify({ node: process.versions.node, program, zones: cases }, null, 1) + "\n");
console.log(`${zones.length} zones, ${INSTANTS.length} instants each: ${path.relative(process.cwd(), out)}`);
