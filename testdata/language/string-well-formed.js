// Tool output may carry lone surrogates (a string cut in the middle of an emoji).
const cut = "Great day 😀".slice(0, -1);
const samples = ["plain", "emoji 😀 ok", cut, "\uDC00start", "end\uD800"];
return samples.map((s) => ({ wellFormed: s.isWellFormed(), fixed: s.toWellFormed(), len: s.toWellFormed().length }));
