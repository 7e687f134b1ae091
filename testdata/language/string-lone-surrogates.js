// Text cut in the middle of a surrogate pair (a model slices an emoji
// string by code units), then cleaned up with the usual string methods.
const title = "  Résumé 😀 review ".slice(0, 12) + " ";
const tail = "\udc00 fin ";
const s = title + tail;
const codes = (t) => Array.from({ length: t.length }, (_, i) => t.charCodeAt(i).toString(16));
return {
  upper: codes(s.toUpperCase()),
  lower: codes(s.toLowerCase()),
  trimmed: codes(s.trim()),
  start: codes(s.trimStart()),
  end: codes(s.trimEnd()),
  nfd: codes(s.normalize("NFD")),
  nfkc: codes("ﬁ\ud800ﬃ".normalize("NFKC")),
  tr: codes("i\udbffı".toLocaleUpperCase("tr")),
  lt: codes("\ud800I\u0300".toLocaleLowerCase("lt")),
  wellFormed: s.toUpperCase().isWellFormed(),
  sigma: codes("ΑΣ\ud800ΑΣ".toLowerCase()),
};
