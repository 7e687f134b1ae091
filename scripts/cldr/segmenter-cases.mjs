// Writes intl/testdata/segmenter.json.gz: texts and the boundaries Node
// 20's ICU finds in them with Intl.Segmenter, for intl/segmenter_test.go.
// The texts are prose of the kind tools return (abbreviations, numbers,
// quotes, lists, URLs, several scripts) and seeded random strings over
// the characters UAX #29's sentence and word rules look at.
//
//   node scripts/cldr/segmenter-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const prose = [
  "Hello world. How are you? I'm fine!",
  "Mr. Smith went to Washington. He arrived at 3 p.m. on Jan. 5th.",
  "The value is 3.14. That's pi, e.g. roughly. See https://example.com/a.b?c=d. Done.",
  "\"Stop!\" she said. \"Why?\" he asked.\nNext line without end\n\nNew paragraph.",
  "Items: 1. apples 2. pears. Total: $4.50! Really?! Yes...",
  "Wait… what?‽ OK. (It works.) [Maybe.] Fine",
  "Der Preis beträgt 4,50 €. Wirklich? Ja! Das ist z. B. gut.",
  "C'est l'été. « Vraiment ? » Oui ! Très bien.",
  "¿Qué tal? ¡Muy bien! Gracias.",
  "今日は晴れです。明日は雨でしょう！本当？はい。",
  "我们明天见。你好吗？很好！",
  "Status: OK.Next sentence starts without a space.Third one",
  "Version 2.0.1 released.   It fixes #123.\tTabs\tand\r\nCRLF.",
  "a.b.c. d. E. f.\u2029g!\u0085h?",
  "Emoji 🎉. Done 👍🏽! Flags 🇯🇵 🇫🇷.",
  "",
  "   ",
  "No punctuation at all",
  "ALL CAPS. lower after. 'quoted.' Next",
  "Done. \nNext one.  \r\nThird.\u00a0\u2029Fourth? \u2028Fifth!\t\u0085Sixth",
];
let seed = 777;
const rnd = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const alphabet = [..."aAbZ .?!,;:'\"()\n\r\t1234567890.。！？…-‽", "Mr", "e.g", "U.S", "\u00a0", "\u2028", "x\u0301", "🎉", "  ", ". ", "\r\n"];
const random = [];
for (let i = 0; i < 3000; i++) {
  let s = "";
  const n = 1 + rnd(14);
  for (let j = 0; j < n; j++) s += alphabet[rnd(alphabet.length)];
  random.push(s);
}
const cases = [];
for (const granularity of ["sentence", "word", "grapheme"]) {
  for (const locale of ["en-US", "de-DE", "fr-FR", "ja-JP"]) {
    const seg = new Intl.Segmenter(locale, { granularity });
    const texts = locale === "en-US" ? [...prose, ...random] : prose;
    for (const text of texts) {
      cases.push({ granularity, locale, text, out: [...seg.segment(text)].map((s) => [s.index, s.segment.length, s.isWordLike ?? false]) });
    }
  }
}
const out = path.join(here, "../../intl/testdata/segmenter.json.gz");
writeFileSync(out, gzipSync(JSON.stringify({ node: process.version, cases }) + "\n", { level: 9, mtime: 0 }));
