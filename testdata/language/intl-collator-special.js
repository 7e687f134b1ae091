// The special characters a model meets when it sorts or searches user
// text: a Korean contact list searched by initial consonants (choseong,
// ㄱㄴ finds 김나래) with the searchjl collation and usage "search", Arabic
// names typed with presentation forms, Japanese words that begin with an
// iteration or long vowel mark, and strings cut in the middle of an emoji
// (a lone surrogate) sorted among others; file names with numbers of
// other scripts and numeric symbols under numeric.
const names = ["김나래", "김민준", "강하은", "까치", "가나다", "나은", "ㄱㄴ", "ㄲ", "각", "가가", "Kim", "金"];
const jl = new Intl.Collator("ko-u-co-searchjl");
const jlBase = new Intl.Collator("ko", { collation: "searchjl", sensitivity: "base" });
const initials = (query) => names.filter((n) => jlBase.compare(n.slice(0, query.length), query) === 0);
const arabic = ["ﺃﺣﻤﺪ", "احمد", "أحمد", "ﺇﻳﻤﺎﻥ", "إيمان", "ﻓﺎﻃﻤﺔ", "فاطمه"];
const arSearch = new Intl.Collator("ar", { usage: "search", sensitivity: "base" });
const cut = "😀 party".slice(1);
const strings = [cut, "\ufffd", "a", "\ud83d", "😀", "\ud7ff", "\ue000", "z"];
const hex = (s) => [...s].map((c) => c.codePointAt(0).toString(16)).join("+");
return {
  searchjl: [...names].sort(jl.compare),
  byInitials: { "ㄱㄴ": initials("ㄱㄴ"), "ㄱ": initials("ㄱ"), "ㄲ": initials("ㄲ") },
  koSearch: [...names].sort(new Intl.Collator("ko", { usage: "search" }).compare),
  resolved: [jl.resolvedOptions(), new Intl.Collator("ko-u-co-searchjl", { usage: "search" }).resolvedOptions()].map((r) => [r.locale, r.usage, r.collation]),
  arabicMatches: arabic.map((a) => arabic.filter((b) => arSearch.compare(a, b) === 0).length),
  arabicSorted: [...arabic].sort(new Intl.Collator("ar", { usage: "search" }).compare),
  japanese: ["ーあ", "ゝゝ", "ヽか", "ゞ", "ーー", "あー", "ゝ", "ー"].sort(new Intl.Collator("ja").compare),
  surrogates: strings.sort((a, b) => a.localeCompare(b)).map(hex),
  surrogatesJa: strings.sort(new Intl.Collator("ja").compare).map(hex),
  surrogateEqualsFFFD: "\ud800".localeCompare("\ufffd", "en", { sensitivity: "base" }),
  numeric: ["file10", "file2", "file½", "file①", "file0-a", "file3", "file٣", "file1¹", "file11"].sort(new Intl.Collator("en", { numeric: true }).compare),
};
