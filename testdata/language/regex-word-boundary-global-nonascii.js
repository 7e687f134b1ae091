// Global matches over non-ASCII text.
const text = "Le café de la Gare coûte 3€ — très cher pour un café.";
return {
  cafeCount: (text.match(/\bcaf/g) || []).length,
  shortWords: text.match(/\b[a-z]{2}\b/gi),
  replaced: text.replace(/\bLe\b/g, "Un"),
  split: "a-é-b".split(/\b/),
};
