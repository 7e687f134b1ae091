// Sort a contact list for Chinese, Japanese and Korean users, as a model
// would write it: localeCompare and Intl.Collator with the user's locale,
// names mixed with Latin, digits and punctuation.
const zhNames = ["张伟", "王芳", "李娜", "刘洋", "陈静", "杨帆", "赵磊", "黄敏", "周杰", "吴刚", "Alice", "bob", "3号楼", "（备注）", "欧阳娜娜", "司马光", "张三", "张三丰"];
const twNames = ["張偉", "王芳", "李娜", "劉洋", "陳靜", "楊帆", "趙磊", "黃敏", "周杰倫", "吳剛", "林志玲", "丁一"];
const jaNames = ["山田太郎", "やまだ", "ヤマダ", "佐藤花子", "さとう", "鈴木一郎", "すずき", "高橋", "たかはし", "田中", "Tanaka", "ｶﾀｶﾅ", "カタカナ", "がっこう", "かっこう", "ガッコー"];
const koNames = ["김민준", "이서연", "박지훈", "최수아", "정우진", "강하은", "조민서", "윤도윤", "金民俊", "李瑞妍", "Kim", "lee", "1반", "가나다", "가", "家"];
const out = {
  zh: [...zhNames].sort((a, b) => a.localeCompare(b, "zh-CN")),
  zhNumeric: ["第10章", "第2章", "第1章", "附录"].sort(new Intl.Collator("zh", { numeric: true }).compare),
  zhTW: [...twNames].sort(new Intl.Collator("zh-TW").compare),
  zhPinyinInTW: [...twNames].sort(new Intl.Collator("zh-TW-u-co-pinyin").compare),
  zhuyin: [...twNames].sort(new Intl.Collator("zh-Hant", { collation: "zhuyin" }).compare),
  ja: [...jaNames].sort(new Intl.Collator("ja-JP").compare),
  jaBase: new Intl.Collator("ja", { sensitivity: "base" }).compare("やまだ", "ヤマダ"),
  ko: [...koNames].sort((a, b) => a.localeCompare(b, "ko-KR")),
  koBase: ["가", "家"].map((x) => new Intl.Collator("ko", { sensitivity: "base" }).compare(x, "가")),
  esTrad: ["chico", "cosa", "llama", "luz", "curva", "lata"].sort(new Intl.Collator("es-u-co-trad").compare),
  resolved: ["zh-CN", "zh-TW", "zh-Hant-u-co-pinyin", "ja-JP", "ko-KR", "es-u-co-trad"].map((l) => {
    const r = new Intl.Collator(l).resolvedOptions();
    return [r.locale, r.collation];
  }),
  supported: Intl.Collator.supportedLocalesOf(["zh-CN", "zh-TW", "ja-JP", "ko-KR", "zh-Hant-HK"]),
};
console.log(out.zh.join(" "));
return out;
