// A model may guess property names; wrong ones must be SyntaxErrors.
const tries = ["\\p{L}", "\\p{Letter}", "\\p{letter}", "\\p{NotAProperty}", "\\p{Script=Klingon}", "\\p{sc=Latn}", "\\p{Emoji}", "\\p{emoji}", "\\p{IsGreek}", "\\p{Lu", "[a-\\p{L}]"];
return tries.map((src) => {
  try {
    new RegExp(src, "u");
    return `${src}: ok`;
  } catch (e) {
    return `${src}: ${e.name}`;
  }
});
