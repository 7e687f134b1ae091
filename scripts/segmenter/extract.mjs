// Writes intl/segdata/: the break rules and word dictionaries of the ICU
// that Node 20 carries (ICU 78.2), for intl/segmenter*.go.
//
//   node scripts/segmenter/extract.mjs [icudt78l.dat]
//
// Node 20 is built with full ICU and links ICU's common data package
// (icudt78l.dat) into its executable. Without an argument this script finds
// that package inside process.execPath (by its data header: magic 0xda27,
// format "CmnD"); given a path it reads a standalone .dat file instead, as
// found in ICU's release archives or the icu4c-data npm package. Either way
// the package's version must be the one this Node runs, so the runner splits
// text with the same data Node does.
//
// The items are copied byte for byte (little-endian, as in the package):
//   char.brk, word.brk    compiled rule tables (RBBI state machines)
//   cjdict.dict           Chinese and Japanese words with costs (UCharsTrie)
//   thaidict.dict, laodict.dict, khmerdict.dict, burmesedict.dict
//                         word lists (BytesTrie over an offset transform)
// The runner embeds them and reads them in place (intl/segmenter_data.go).
// intl/segdata/LICENSE, kept by hand, holds ICU's licence and the notices
// of the dictionaries' sources (from ICU's LICENSE file); check it when
// moving to a new ICU.

import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../../intl/segdata");
const items = ["char.brk", "word.brk", "cjdict.dict", "thaidict.dict", "laodict.dict", "khmerdict.dict", "burmesedict.dict"];
const icuMajor = process.versions.icu.split(".")[0];
const prefix = `icudt${icuMajor}l/`;

const source = process.argv[2] ?? process.execPath;
const bytes = readFileSync(source);

// A common data package begins with a data header: uint16 headerSize,
// magic 0xda 0x27, then UDataInfo (uint16 size, uint16 reserved, isBigEndian,
// charsetFamily, sizeofUChar, reserved, dataFormat[4] "CmnD", ...). After the
// header: uint32 count, then count pairs (nameOffset, dataOffset), both
// relative to the end of the header; names are NUL-terminated ASCII.
function findPackage(buf) {
  for (let i = buf.indexOf("CmnD"); i >= 0; i = buf.indexOf("CmnD", i + 1)) {
    const start = i - 12;
    if (start < 0 || buf[start + 2] !== 0xda || buf[start + 3] !== 0x27) continue;
    if (buf[start + 8] !== 0) continue; // little-endian only
    const headerSize = buf.readUInt16LE(start);
    const base = start + headerSize;
    const count = buf.readUInt32LE(base);
    const entries = [];
    for (let k = 0; k < count; k++) {
      const nameOffset = buf.readUInt32LE(base + 4 + 8 * k);
      const dataOffset = buf.readUInt32LE(base + 8 + 8 * k);
      const nameStart = base + nameOffset;
      const name = buf.toString("latin1", nameStart, buf.indexOf(0, nameStart));
      entries.push({ name, offset: base + dataOffset });
    }
    if (entries.length && entries[0].name.startsWith(prefix)) return entries;
  }
  throw new Error(`${source}: no ICU ${icuMajor} common data package (${prefix}*) found`);
}

const entries = findPackage(bytes);
mkdirSync(out, { recursive: true });
const sizes = {};
for (const item of items) {
  const k = entries.findIndex((e) => e.name === prefix + "brkitr/" + item);
  if (k < 0 || k + 1 >= entries.length) throw new Error(`${item} missing from the package`);
  // Items are stored in name order, each up to the next one's offset
  // (padded to 16 bytes); the item's own header says its true length for
  // dictionaries, and trailing padding is harmless for the rule tables.
  const data = bytes.subarray(entries[k].offset, entries[k + 1].offset);
  writeFileSync(path.join(out, item), data);
  sizes[item] = data.length;
}
writeFileSync(
  path.join(out, "VERSION"),
  `ICU ${process.versions.icu} (Unicode ${process.versions.unicode}), from ${process.argv[2] ? path.basename(source) : "Node " + process.version}\n`,
);
console.log(sizes);
