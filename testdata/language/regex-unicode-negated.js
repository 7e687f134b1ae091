const inputs = ["abc-123", "héllo wörld!", "日本語テキスト。", "mixed 混合 text"];
return inputs.map((s) => ({
  nonLetters: s.replace(/\p{L}/gu, ""),
  onlyAscii: s.replace(/\P{ASCII}/gu, ""),
  nonAsciiCount: (s.match(/[\P{ASCII}]/gu) || []).length,
  notHan: s.replace(/[^\P{Script=Han}]/gu, "·"),
}));
