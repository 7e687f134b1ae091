// Count what users see: graphemes (emoji, accents, flags) and words.
const posts = [
  "Great job team! 🎉🎉 👍🏽",
  "Family trip 👨‍👩‍👧‍👦 to 🇯🇵 and 🇫🇷",
  "Cafe\u0301 au lait, s'il vous plaît.",
  "Deploy v2.3.1 finished in 4.5s — no errors.",
];
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const words = new Intl.Segmenter("en-US", { granularity: "word" });
const truncate = (s, n) => {
  const g = [...graphemes.segment(s)].map((x) => x.segment);
  return g.length <= n ? s : g.slice(0, n).join("") + "…";
};
const stats = posts.map((p) => ({
  length: p.length,
  graphemes: [...graphemes.segment(p)].length,
  words: [...words.segment(p)].filter((s) => s.isWordLike).map((s) => s.segment),
  preview: truncate(p, 12),
}));
const at = words.segment(posts[3]).containing(9);
console.log(stats.map((s) => s.graphemes).join(","));
return { stats, at, fr: [...new Intl.Segmenter("fr-FR", { granularity: "word" }).segment("l'été dernier")].map((s) => [s.segment, s.isWordLike]), resolved: words.resolvedOptions() };
