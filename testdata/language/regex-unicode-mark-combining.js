const decomposed = "Cafe\u0301 nai\u0308ve";
return {
  marks: decomposed.match(/\p{M}/gu).length,
  stripped: decomposed.replace(/\p{Mn}/gu, ""),
  graphemeLike: decomposed.match(/\P{M}\p{M}*/gu).length,
  nfc: decomposed.normalize("NFC").length,
};
