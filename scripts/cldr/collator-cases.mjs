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

// Chinese, Japanese and Korean, into collator-cjk.json.gz: names and words
// in Han, kana and Hangul, with Latin, digits, punctuation and the Han
// the root orders (radicals, compatibility ideographs, extensions), under
// each language's collations and the options, and Spanish's traditional
// order. resolvedOptions is asked of a fresh Node for each set: ICU's
// cache of collators makes zh-u-co-stroke report "default" once a zh-Hant
// collator was made.
import { execFileSync } from "node:child_process";
{
  const cjkPairs = (letters, n) => {
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
      out.push([x, rnd(3) ? s() : rnd(2) ? x + a[rnd(a.length)] : [...x].slice(0, -1).join("") + a[rnd(a.length)]]);
    }
    return out;
  };
  const common = ["a", "A", "b", "Z", "é", "0", "1", "9", "10", " ", "-", ".", "!", "$", "·", "、", "。", "（", "・"];
  const zh = [..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤張劉陳楊黃趙吳鄭謝龍葉蘇呂盧鍾譚陸賈韋鄒閻賀龔萬錢嚴湯一乙二十丁厂七卜人入八九几儿了力乃刀又三于干亏士工土才寸下大丈与万上小口巾山千乞川亿个勺久凡及夕丸么广亡门义之尸弓己已子卫也女飞刃习叉马乡丰王井开夫天无元专云扎艺木五支厅不太犬区历尤友匹车巨牙屯比互切瓦止少日中冈贝内水见午牛手毛气升长仁什片仆化仇币仍仅斤爪反介父从今凶分乏公仓月氏勿欠风丹匀乌凤勾文六方火为斗忆订计户认心尺引丑巴孔队办以允予劝双书幻", "㐀", "𠀀", "⼀", "⼈", "豈", "々", "〇", "ㄅ", "ㄆ", "ā", "á", "ǎ", "à", "ü", "ǖ", "가", "あ"];
  const ja = [..."山田中村佐藤鈴木高橋渡辺伊小林加吉松井清水斎藤山本森池上野原石川前太郎一二花子美和東京都大阪日本語漢字仮名あいうえおかがきぎくぐけげこごさざしじすずせぜそぞただちぢつづってでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろわをんぁぃぅぇぉゎゕゖアイウエオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂツヅッテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロワヲンヴヵヶァィゥェォｱｲｳｶｷﾞﾟーゝゞヽヾ", "㐀", "𠀀", "⼀", "ㄅ", "가", "α", "а"];
  const ko = [..."김이박최정강조윤장임한오서신권황안송류홍전고문양손배백허유남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가나다라바아자카타파하각간갈감강개객거건걸검겁게격견결겸경계고곡곤골공과곽관괄광괘괴굉교구국군굴궁권궐궤귀규균귤극근글금급긍기긴길김나낙난날남납낭내녀년념녕노농뇌누눈눌뉴늑능니닉다단달담답당대덕도독돈돌동두둔득등라락란랄람랍랑래랭략량려력련렬렴렵령례로록론롱뢰료룡루류륙륜률륭름릉리린림립마막만말망매맥맹멱면멸명몌모목몰몽묘무묵문물미민밀박반발방배백번벌범법벽변별병보복본봉부북분불붕비빈빙金李朴崔鄭姜趙尹張林韓吳徐申權黃安宋柳洪全高文梁孫裵白許劉南沈盧河郭成車朱禹具閔陳池嚴蔡元千方孔玄咸卞廉呂秋都蘇石宣薛馬吉延魏表明奇潘王琴玉陸印孟諸牟卓國魚殷片龍芮景奉史夫家加可歌價伽佳架", "ㄱ", "ㄴ", "ᄀ", "ᅡ", "ᆨ", "㐀", "𠀀", "⼀", "豈", "あ", "ア"];
  const cjkSets = [];
  const resolvedOf = (locale, options) =>
    JSON.parse(execFileSync(process.execPath, ["-p", `JSON.stringify(new Intl.Collator(${JSON.stringify(locale)}, ${JSON.stringify(options)}).resolvedOptions())`]).toString());
  const add = (locale, options, pairs) => {
    const c = new Intl.Collator(locale, options);
    cjkSets.push({ locale, options, resolved: resolvedOf(locale, options), pairs, out: pairs.map(([x, y]) => c.compare(x, y)) });
  };
  const optionSets = [{}, { sensitivity: "base" }, { sensitivity: "accent" }, { sensitivity: "case" }, { numeric: true }, { caseFirst: "upper" }, { ignorePunctuation: true }];
  const zhPairs = cjkPairs([...zh, ...common], 2000);
  for (const locale of ["zh", "zh-Hant", "zh-u-co-zhuyin", "zh-u-co-unihan"]) {
    for (const options of optionSets) add(locale, options, zhPairs);
  }
  for (const [locale, options] of [["zh-CN", {}], ["zh-SG", {}], ["zh-TW", {}], ["zh-HK", {}], ["zh-MO", {}], ["zh-Hans", {}], ["zh-Hant-TW", {}], ["zh-u-co-pinyin", {}],
    ["zh-TW-u-co-pinyin", {}], ["zh-Hant-u-co-pinyin", {}], ["zh-u-co-stroke", {}], ["zh-CN-u-co-stroke", {}], ["zh-Hant-u-co-zhuyin", {}], ["zh", { collation: "zhuyin" }],
    ["zh-TW", { collation: "pinyin" }], ["zh-Hant", { collation: "pinyin" }], ["zh", { collation: "unihan" }], ["zh-u-co-big5han", {}], ["zh-u-co-gb2312", {}],
    ["zh-u-co-unihan-kn", {}], ["zh-TW-u-kn", {}], ["zh-u-co-stroke-kn", {}], ["zh-Latn", {}], ["zh-Hant-CN", {}]]) add(locale, options, zhPairs);
  const jaPairs = cjkPairs([...ja, ...common], 2500);
  for (const locale of ["ja", "ja-u-co-unihan"]) {
    for (const options of optionSets) add(locale, options, jaPairs);
  }
  // The long vowel mark after kana (コー as こぉ), which the random
  // strings above rarely put after one.
  const jaLong = cjkPairs([..."かこがごさそたアカコガゴサソタあいうえおぁぃぅぇぉんンーーーｰ"], 2000);
  for (const options of [{}, { sensitivity: "base" }, { sensitivity: "accent" }, { sensitivity: "case" }, { caseFirst: "upper" }]) add("ja", options, jaLong);
  for (const [locale, options] of [["ja-JP", {}], ["ja", { collation: "unihan" }], ["ja-JP-u-co-unihan", {}], ["ja-u-kf-upper", {}], ["ja", { caseFirst: "lower" }]]) add(locale, options, jaPairs);
  // usage "search": ICU's search collations for zh and ja are the
  // root's, without their order of Han.
  for (const locale of ["zh", "zh-TW", "ja"]) {
    for (const sensitivity of ["base", "accent", "case", "variant"]) add(locale, { usage: "search", sensitivity }, locale === "ja" ? jaPairs : zhPairs);
  }
  const koPairs = cjkPairs([...ko, ...common], 2500);
  for (const locale of ["ko", "ko-u-co-unihan"]) {
    for (const options of optionSets) add(locale, options, koPairs);
  }
  for (const [locale, options] of [["ko-KR", {}], ["ko-KP", {}], ["ko", { collation: "unihan" }]]) add(locale, options, koPairs);
  // Han in the root's order, in languages with none of their own.
  for (const locale of ["en", "ru", "fr-CA"]) add(locale, {}, zhPairs);
  const esPairs = cjkPairs([..."abcdhlmnñzABCHLMNÑZáé", "ch", "Ch", "CH", "cH", "ll", "Ll", "LL", "lL", " ", "-"], 1500);
  for (const [locale, options] of [["es-u-co-trad", {}], ["es", { collation: "trad" }], ["es-ES-u-co-trad", { sensitivity: "base" }], ["es-u-co-trad", { caseFirst: "upper" }], ["es-u-co-trad", { sensitivity: "accent" }], ["es", {}]]) add(locale, options, esPairs);
  writeFileSync(path.join(here, "../../intl/testdata/collator-cjk.json.gz"),
    gzipSync(JSON.stringify({ node: process.version, sets: cjkSets }) + "\n", { level: 9, mtime: 0 }));
  console.error(`${cjkSets.reduce((n, s) => n + s.out.length, 0)} Chinese, Japanese, Korean and Spanish traditional comparisons in ${cjkSets.length} sets`);
}

// usage "search" in the languages whose ICU search collation is not their
// sort order, into collator-search.json.gz, each over its own letters:
// de's is its phonebook order, da's has no [caseFirst upper], ko's, he's,
// yi's and th's are the root's order (no reordered script, no Hanja
// readings, th's punctuation not ignored); ar's, fa's, ur's, ps's and
// ug's the root's search order (Arabic's hamza forms as variants).
{
  const searchSets = [];
  const searchLetters = {
    de: "aäeoöuüsßzAÄOÖUÜbé -", da: "aåæøäöeoAÅÆØÄÖbz -", ko: "가각간갈김나ㄱㄴᄀ金李朴가 -aA1", he: "אבגדהוזחטיכךלמםנןסעפףצץקרשת'׳״\"-\u05b0\u05b4\u05bc aA.",
    yi: "אבגװױײ\u05b7\u05b8\u05bc׳״'\" -aA", th: "กขคงจฉ ก-.,!ะาิ่เแaA1",
    ar: "ابتءآأؤإئةهىويۥۦ\u064e\u0650 -aA1", fa: "ابپتکگكیيىئهةۀ\u064e -aA", ur: "ابتٹیےۓہھئ -aA", ps: "ابتیےۍئېځ -aA", ug: "ابتیەېئۆ -aA",
  };
  for (const [lang, letters] of Object.entries(searchLetters)) {
    const pairs = pairsOf(letters, 1500);
    for (const [locale, options] of [[lang, {}], [lang, { sensitivity: "base" }], [lang, { sensitivity: "accent" }], [lang, { sensitivity: "case" }],
      [lang, { caseFirst: "upper" }], [lang, { ignorePunctuation: true }], [lang, { numeric: true }], [lang + "-u-co-phonebk", {}]]) {
      const o = { usage: "search", ...options };
      const c = new Intl.Collator(locale, o);
      searchSets.push({ locale, options: o, resolved: c.resolvedOptions(), pairs, out: pairs.map(([a, b]) => c.compare(a, b)) });
    }
  }
  writeFileSync(path.join(here, "../../intl/testdata/collator-search.json.gz"),
    gzipSync(JSON.stringify({ node: process.version, sets: searchSets }) + "\n", { level: 9, mtime: 0 }));
  console.error(`${searchSets.reduce((n, s) => n + s.out.length, 0)} search comparisons in ${searchSets.length} sets`);
}

// The special characters, into collator-special.json.gz, each class over
// its own letters: Korean's searchjl collation (the initial consonants
// weigh first, vowels and finals as accents; every syllable and jamo
// next to its neighbours in Node's order, then random strings) and its
// search collation (the same neighbours in its order), the
// Arabic presentation forms of the letters the search collations make
// variants (ﺃ as أ), Japanese iteration marks and the long vowel mark
// where they follow no kana, lone surrogates (half a pair, alone) in
// every kind of collation, which ICU weighs by their code unit, and
// numbers under numeric among the other characters of the digit group. A string
// with a lone surrogate is written by JSON.stringify with a \u escape.
{
  const sets = [];
  const resolvedOf = (locale, options) =>
    JSON.parse(execFileSync(process.execPath, ["-p", `JSON.stringify(new Intl.Collator(${JSON.stringify(locale)}, ${JSON.stringify(options)}).resolvedOptions())`]).toString());
  const add = (locale, options, pairs) => {
    const c = new Intl.Collator(locale, options);
    sets.push({ locale, options, resolved: resolvedOf(locale, options), pairs, out: pairs.map(([x, y]) => c.compare(x, y)) });
  };
  const randomPairs = (letters, n) => {
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
      out.push([x, rnd(3) ? s() : rnd(2) ? x + a[rnd(a.length)] : [...x].slice(0, -1).join("") + a[rnd(a.length)]]);
    }
    return out;
  };
  const range = (lo, hi) => Array.from({ length: hi - lo + 1 }, (_, i) => String.fromCodePoint(lo + i)).filter((s) => /\p{Assigned}/u.test(s));

  // Korean searchjl: every syllable and jamo (conjoining, compatibility,
  // halfwidth, the extended blocks) sorted by Node, each pair of
  // neighbours and of next-but-one.
  const jamo = [...range(0x1100, 0x11ff), ...range(0x3131, 0x318e), ...range(0xa960, 0xa97c), ...range(0xd7b0, 0xd7fb), ...range(0xffa0, 0xffdc)];
  const hangul = [...range(0xac00, 0xd7a3), ...jamo, "a", "0", "金", "家", " ", "-"];
  const jl = new Intl.Collator("ko-u-co-searchjl");
  hangul.sort(jl.compare);
  const neighbours = [];
  for (let i = 0; i + 2 < hangul.length; i++) {
    const pair = [hangul[i], hangul[i + 1 + rnd(2)]];
    neighbours.push(rnd(2) ? pair : pair.reverse());
  }
  add("ko-u-co-searchjl", {}, neighbours);
  add("ko-u-co-searchjl", { sensitivity: "accent" }, neighbours);
  // Korean's search collation, whose rules make a jamo that stands for a
  // cluster the cluster itself (ᆨ as ᄀ, ᅢ as ᅡᅵ).
  const koSearch = new Intl.Collator("ko", { usage: "search" });
  hangul.sort(koSearch.compare);
  const searchNeighbours = [];
  for (let i = 0; i + 2 < hangul.length; i++) {
    const pair = [hangul[i], hangul[i + 1 + rnd(2)]];
    searchNeighbours.push(rnd(2) ? pair : pair.reverse());
  }
  add("ko", { usage: "search" }, searchNeighbours);
  const syllables = range(0xac00, 0xd7a3);
  const koLetters = [...Array.from({ length: 150 }, () => syllables[rnd(syllables.length)]), ...range(0x1100, 0x1112), ...range(0x1161, 0x1175), ...range(0x11a8, 0x11c2),
    ...range(0x3131, 0x3163), "ᄓ", "ᅶ", "ᇃ", "ꥠ", "ힰ", "ퟋ", "ﾡ", "ﾤ", "﾿", "ᄀᄀ", "ᄃᄃ", "ᄉᄉ", "金", "家", "李", "a", "A", "é", "0", "1", "9", "10", " ", "-", ".", "!", "\u0301", "\u0332", "\u0308"];
  const koPairs = randomPairs(koLetters, 3000);
  for (const options of [{}, { sensitivity: "base" }, { sensitivity: "accent" }, { sensitivity: "case" }, { numeric: true }, { caseFirst: "upper" }, { ignorePunctuation: true }]) {
    add("ko-u-co-searchjl", options, koPairs);
  }
  for (const [locale, options] of [["ko", { collation: "searchjl" }], ["ko-KR", { collation: "searchjl" }], ["ko-KR-u-co-searchjl", {}], ["ko-u-co-searchjl-kn", {}],
    ["ko-u-co-searchjl", { usage: "search" }], ["ko-u-co-searchjl", { collation: "unihan" }], ["ko-u-co-unihan", { collation: "searchjl" }], ["ko", {}]]) add(locale, options, koPairs);

  // The Arabic presentation forms, under usage "search" (and the sort
  // order, where they weigh as in the root).
  const arLetters = [..."ابتءآأؤإئةهىويۀەےۓ\u064e\u0650\u0654\u0655 -aA1", ...range(0xfe80, 0xfefc), ...range(0xfba4, 0xfbb1), ...range(0xfbe8, 0xfbfb), "\ufc00", "\ufc64", "\ufc97"];
  const arPairs = randomPairs(arLetters, 3000);
  for (const locale of ["ar", "fa", "ur", "en"]) {
    for (const options of [{}, { sensitivity: "base" }, { sensitivity: "accent" }, { sensitivity: "case" }, { caseFirst: "upper" }]) add(locale, { usage: "search", ...options }, arPairs);
  }
  add("en", {}, arPairs);

  // Japanese: the iteration marks and the long vowel mark, after kana and
  // where they follow none.
  const jaLetters = [..."ゝゞヽヾーｰゝゞヽヾーｰあかがこアカガコんン々〃〻〵・。a1¤漢", "\u3099"];
  const jaPairs = randomPairs(jaLetters, 3000);
  for (const options of [{}, { sensitivity: "base" }, { sensitivity: "accent" }, { sensitivity: "case" }, { caseFirst: "upper" }, { ignorePunctuation: true }, { numeric: true }]) add("ja", options, jaPairs);
  for (const [locale, options] of [["ja-u-co-unihan", {}], ["ja", { usage: "search" }], ["und", {}]]) add(locale, options, jaPairs);

  // Lone surrogates, with their neighbours in ICU's order (the unassigned
  // code points around them, private use, U+FFFD, supplementary
  // characters) and letters, marks, digits, spaces and punctuation; two
  // halves next to each other make a pair.
  const surLetters = ["\ud800", "\ud801", "\udbff", "\udc00", "\udc01", "\udfff", "\ud83d", "\ude00", "\ud7ff", "\ud7fb", "\ue000", "\uf8ff", "\ufffd", "\ufffc", "\uffff", "\ufdd0",
    "\u{20000}", "\u{10ffff}", "😀", "a", "A", "é", "0", "1", "ー", "あ", "가", "中", "ا", "ก", "\u0301", " ", "-", "ch", "\u0378", "\u{e0001}"];
  const surPairs = randomPairs(surLetters, 2500);
  for (const [locale, options] of [["en", {}], ["en", { sensitivity: "base" }], ["en", { sensitivity: "accent" }], ["en", { sensitivity: "case" }], ["en", { numeric: true }], ["en", { caseFirst: "upper" }],
    ["en", { ignorePunctuation: true }], ["en", { usage: "search" }], ["ja", {}], ["zh", {}], ["zh-Hant", {}], ["ko", {}], ["ko-u-co-searchjl", {}], ["ar", {}], ["ar", { usage: "search" }],
    ["fr-CA", {}], ["th", {}], ["de-u-co-phonebk", {}], ["es-u-co-trad", {}], ["ru", {}], ["da", {}]]) add(locale, options, surPairs);

  // Numbers under numeric among the digit group's other characters
  // (fractions, circled and superscript numbers, CJK squares, counting
  // rods), which ICU puts after the numbers, and decimal digits of other
  // scripts, which it reads by value alone.
  const numLetters = ["0", "1", "2", "9", "10", "٣", "३", "３", "𝟑", "½", "¼", "①", "¹", "²", "㋀", "㍘", "𝍩", "৴", "a", "B", "$", "¤", ".", " ", "-", "\u0301"];
  const numPairs = randomPairs(numLetters, 2500);
  for (const [locale, options] of [["en", { numeric: true }], ["en", { numeric: true, caseFirst: "upper" }], ["en", { numeric: true, sensitivity: "base" }], ["en", { numeric: true, ignorePunctuation: true }],
    ["ja", { numeric: true }], ["ar", { numeric: true }], ["de-u-kn", {}]]) add(locale, options, numPairs);

  writeFileSync(path.join(here, "../../intl/testdata/collator-special.json.gz"),
    gzipSync(JSON.stringify({ node: process.version, sets }) + "\n", { level: 9, mtime: 0 }));
  console.error(`${sets.reduce((n, s) => n + s.out.length, 0)} special comparisons in ${sets.length} sets`);
}
