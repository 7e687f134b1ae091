// Japanese text can begin with the prolonged sound mark "ー", a character of
// no script of its own. ICU keeps the engines it has loaded for the life of
// the process, and until its Chinese/Japanese engine is loaded such a
// leading mark is glued to the next word; afterwards it stands alone. The
// runner, a fresh process per execution like this recording, keeps the same
// state, so the same calls give the same words in the same order.
const words = (t) => [...new Intl.Segmenter("ja", { granularity: "word" }).segment(t)].map((s) => s.segment).join("|");
const out = [words("ー今日は"), words("ｰ今日"), words("ーの")];
out.push(words("東京"));
out.push(words("ー今日は"), words("ｰ今日"), words("ーの"));
console.log(out.join(" / "));
return out;
