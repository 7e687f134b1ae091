const re = new RegExp("https?://example.com/api/v1");
const r2 = new RegExp("[/]+");
return {
  source: re.source,
  string: String(re),
  cls: r2.source,
  newline: new RegExp("a\nb").source,
  roundTrip: new RegExp(re.source).test("http://example.com/api/v1/users"),
  literal: /a\/b/.source,
};
