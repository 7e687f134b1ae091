return {
  upperI: /^\p{Lu}+$/iu.test("hello"),
  upper: /^\p{Lu}+$/u.test("hello"),
  lowerI: "ABC def".match(/\p{Ll}+/giu),
  greek: /\p{Script=Greek}/iu.test("Σ"),
};
