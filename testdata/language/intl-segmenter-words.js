// Counting words, as a model does for a word limit or a summary: Thai,
// Japanese and Chinese have no spaces between words, so Intl.Segmenter's
// dictionaries decide where they are; graphemes count what a reader sees
// as one character (Devanagari conjuncts, emoji sequences, flags).
const texts = {
  th: "กรุงเทพมหานครเป็นเมืองหลวงของประเทศไทย นักท่องเที่ยวต่างชาติเดินทางเข้าประเทศไทยกว่า 28 ล้านคนในปี 2566",
  ja: "株式会社テクノロジーは2024年3月15日、新しいAIサービス「スマートアシスタント」を発表した。",
  zh: "中国国家统计局周一公布，2024年第一季度国内生产总值同比增长5.3%。",
  lo: "ນະຄອນຫຼວງວຽງຈັນແມ່ນນະຄອນຫຼວງຂອງລາວ",
  km: "ភ្នំពេញគឺជារាជធានីនៃប្រទេសកម្ពុជា",
  my: "ရန်ကုန်မြို့သည် မြန်မာနိုင်ငံ၏ အကြီးဆုံးမြို့ ဖြစ်သည်",
};
const result = {};
for (const [lang, text] of Object.entries(texts)) {
  const words = [...new Intl.Segmenter(lang, { granularity: "word" }).segment(text)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
  result[lang] = { count: words.length, words: words.join("|") };
  console.log(lang, words.length, words.slice(0, 6).join(" / "));
}
const seg = new Intl.Segmenter("ja", { granularity: "word" }).segment("東京タワーに行きました");
const hit = seg.containing(3);
console.log("containing(3):", hit.segment, hit.index, hit.isWordLike);
const it = seg[Symbol.iterator]();
console.log(seg[Symbol.iterator].name, Object.prototype.toString.call(it), JSON.stringify(it.next()));

const graphemes = (s) => [...new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(s)].map((g) => g.segment);
for (const s of ["क्षत्रिय", "हिन्दी", "👨‍👩‍👧‍👦🇯🇵", "한국어"]) console.log(s, graphemes(s).length, graphemes(s).join("|"));
return result;
