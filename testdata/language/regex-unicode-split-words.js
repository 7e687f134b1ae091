// Split titles from a search tool into words, keeping letters and digits of any script.
const titles = ["Crème brûlée: 10 recettes", "Δοκιμή #2 — αποτελέσματα", "東京の天気 2024年", "naïve-bayes_v2.1"];
const words = titles.map((t) => t.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
console.log(words.map((w) => w.length).join(","));
return words;
