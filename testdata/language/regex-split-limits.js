return {
  basic: "a, b,c ,d".split(/\s*,\s*/),
  capture: "one1two22three".split(/(\d+)/),
  limit: "a-b-c-d".split("-", 2),
  empty: "abc".split(""),
  lookahead: "camelCaseString".split(/(?=[A-Z])/),
  unicode: "a😀b".split(""),
  unicodeU: "a😀b".split(/(?:)/u),
};
