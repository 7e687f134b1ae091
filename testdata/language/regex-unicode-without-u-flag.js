// Without the u flag, \p is just the letter p.
return {
  literal: /\p{L}/.test("p{L}"),
  letter: /\p{L}/.test("a"),
  withU: /\p{L}/u.test("a"),
  source: /\p{L}/u.source,
  flags: /\p{L}/giu.flags,
};
