// Writes intl/testdata/collator.json.gz: pairs of strings and how Node 20's
// ICU compares them under Intl.Collator's option sets, for
// intl/collator_test.go. The strings are random but seeded (the file is
// the same at every run), drawn from letters in both cases, accents, the
// letters some locales tailor, digits, spaces, punctuation and symbols,
// half of them a near copy of the other string (a case changed, a
// character put in), since that is where case and punctuation decide.
//
//   node scripts/cldr/collator-cases.mjs

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
let seed = 12345;
const rnd = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const alphabet = [..."aAbBcCeEéÉèÈñÑoOzZ-_ .,'!/@#$+<=1209ßæÆøØåÅäÄöÖüÜçÇａＡ¹ªǅǆǄ\u00a0\u2013"];
// The letters the other collation languages tailor, for their sets.
const localLetters = [..."čČřŘšŠžŽłŁąęśźżğĞıİşŞőűșțăâîwWvVyYhH", "ch", "CH", "cs", "dzs", "gy", "ij", "IJ", "aa", "Aa"];
const str = () => {
  let s = "";
  const n = 1 + rnd(5);
  for (let i = 0; i < n; i++) s += alphabet[rnd(alphabet.length)];
  return s;
};
const mutate = (s) => {
  const a = [...s];
  const i = rnd(a.length);
  a[i] = rnd(2) ? a[i].toUpperCase() : a[i].toLowerCase();
  if (rnd(3) === 0) a.splice(rnd(a.length + 1), 0, alphabet[rnd(alphabet.length)]);
  return a.join("");
};
const pairs = [];
for (let i = 0; i < 3000; i++) {
  const a = str();
  pairs.push([a, rnd(2) ? str() : mutate(a)]);
}
const sets = [];
// Languages only Collator knows (intl/collator.go's collationOnly), with
// their own pairs over their letters.
const localPairs = [];
{
  const a = [...alphabet.filter((c) => /[a-zA-Z ]/.test(c)), ...localLetters, "-", "."];
  const lstr = () => {
    let s = "";
    const n = 1 + rnd(5);
    for (let i = 0; i < n; i++) s += a[rnd(a.length)];
    return s;
  };
  for (let i = 0; i < 1500; i++) localPairs.push([lstr(), lstr()]);
}
const localSets = [];
for (const locale of ["da", "sv", "fi", "pl", "cs", "tr", "hu", "nl", "ro", "it", "da-DK", "sv-SE"]) {
  for (const caseFirst of [undefined, "upper", "lower", "false"]) {
    const options = caseFirst === undefined ? {} : { caseFirst };
    const c = new Intl.Collator(locale, options);
    localSets.push({ locale, options, resolved: c.resolvedOptions(), out: localPairs.map(([a, b]) => c.compare(a, b)) });
  }
}
for (const locale of ["en-US", "en-GB", "de-DE", "es-ES", "fr-FR", "ja-JP", "pt-BR"]) {
  for (const caseFirst of ["upper", "lower", "false"]) {
    for (const ignorePunctuation of [false, true]) {
      for (const sensitivity of ["variant", "accent", "case", "base"]) {
        for (const numeric of [false, true]) {
          if (locale !== "en-US" && (sensitivity !== "variant" || numeric)) continue;
          const options = { caseFirst, ignorePunctuation, sensitivity, numeric };
          const c = new Intl.Collator(locale, options);
          sets.push({ locale, options, resolved: c.resolvedOptions(), out: pairs.map(([a, b]) => c.compare(a, b)) });
        }
      }
    }
  }
}
const out = path.join(here, "../../intl/testdata/collator.json.gz");
writeFileSync(out, gzipSync(JSON.stringify({ node: process.version, pairs, sets, localPairs, localSets }) + "\n", { level: 9, mtime: 0 }));

// The tailorings x/text's collation lacks, into collator-tailored.json.gz,
// each set with its own pairs: the scripts a language puts first (ru's
// Cyrillic before Latin), fr-CA's accents compared from the end, de's
// phonebook order and usage "search".
const tailored = [];
const pairsOf = (letters, n) => {
  const a = [...letters];
  const s = () => {
    let x = "";
    const len = 1 + rnd(4);
    for (let i = 0; i < len; i++) x += a[rnd(a.length)];
    return x;
  };
  const out = [];
  for (let i = 0; i < n; i++) {
    const x = s();
    out.push([x, rnd(3) ? s() : x + a[rnd(a.length)]]);
  }
  return out;
};
const common = "aAbBzZ 09-.,!$";
const scriptLetters = {
  ru: "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБЯЁ", uk: "абвгґдеєжзиіїйклмнопрстуфхцчшщьюяҐЄІЇ", bg: "абвгдежзийклмнопрстуфхцчшщъьюя",
  be: "абвгдеёжзійклмнопрстуўфхцчшыьэюя", mk: "абвгдѓежзѕијклљмнњопрстќуфхцчџш", sr: "абвгдђежзијклљмнњопрстћуфхцчџш",
  kk: "аәбвгғдеёжзийкқлмнңоөпрстуұүфхһцчшщъыіьэюя", el: "αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώΑΩ", ka: "აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ",
  hy: "աբգդեզէըթժիլխծկհձղճմյնշոչպջռսվտրցւփքօֆ", he: "אבגדהוזחטיכךלמםנןסעפףצץקרשת", ar: "ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأؤإئة",
  fa: "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی", hi: "अआइईउऊएऐओऔकखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह", bn: "অআইঈউঊএঐওঔকখগঘচছজঝটঠডঢণতথদধনপফবভমযরলশষসহ",
  th: "กขคงจฉชซญดตถทนบปผพฟภมยรลวศษสหอฮ", am: "ሀለሐመሠረሰሸቀበተቸኀነኘአከኸወዐዘዠየደጀገጠጨጰጸፀፈፐ", ka2: "",
};
delete scriptLetters.ka2;
for (const [lang, letters] of Object.entries(scriptLetters)) {
  const pairs = pairsOf(letters + common, 600);
  for (const options of [{}, { sensitivity: "base" }, { numeric: true }, { caseFirst: "upper" }]) {
    const c = new Intl.Collator(lang, options);
    tailored.push({ locale: lang, options, resolved: c.resolvedOptions(), pairs, out: pairs.map(([a, b]) => c.compare(a, b)) });
  }
}
{
  const pairs = pairsOf("coteéèêôëCÉ -", 1500);
  for (const options of [{}, { sensitivity: "accent" }, { sensitivity: "base" }, { caseFirst: "upper" }]) {
    for (const locale of ["fr-CA", "fr"]) {
      const c = new Intl.Collator(locale, options);
      tailored.push({ locale, options, resolved: c.resolvedOptions(), pairs, out: pairs.map(([a, b]) => c.compare(a, b)) });
    }
  }
}
{
  const pairs = pairsOf("aäeoöuüsßzAÄOÖUÜ", 1500);
  for (const [locale, options] of [["de-u-co-phonebk", {}], ["de", { collation: "phonebk" }], ["de-DE-u-co-phonebk", { sensitivity: "base" }], ["de", {}]]) {
    const c = new Intl.Collator(locale, options);
    tailored.push({ locale, options, resolved: c.resolvedOptions(), pairs, out: pairs.map(([a, b]) => c.compare(a, b)) });
  }
}
for (const locale of ["en", "fr", "es", "it", "pt", "nl", "sv", "fi", "pl", "cs", "tr", "ru", "el", "hi"]) {
  for (const sensitivity of ["base", "accent", "case", "variant"]) {
    const options = { usage: "search", sensitivity };
    const c = new Intl.Collator(locale, options);
    tailored.push({ locale: locale, options, resolved: c.resolvedOptions(), pairs: "pairs", out: pairs.map(([a, b]) => c.compare(a, b)) });
  }
}
writeFileSync(path.join(here, "../../intl/testdata/collator-tailored.json.gz"),
  gzipSync(JSON.stringify({ node: process.version, pairs, sets: tailored }) + "\n", { level: 9, mtime: 0 }));
console.error(`${tailored.reduce((n, s) => n + s.out.length, 0)} tailored comparisons`);
