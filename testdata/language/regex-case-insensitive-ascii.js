return {
  i: "Hello HELLO hello".match(/hello/gi),
  classI: "ABC abc".match(/[a-c]+/gi),
  unicodeI: /straße/i.test("STRASSE"),
  accentI: /é/i.test("É"),
  greekI: /σ/i.test("Σ"),
  backrefI: /(a)\1/i.test("aA"),
};
