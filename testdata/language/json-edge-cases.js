const obj = { a: undefined, b: () => 1, c: Symbol("x"), d: NaN, e: Infinity, f: [undefined, () => 1], g: new Date(0), h: { toJSON() { return "custom"; } } };
const text = JSON.stringify(obj);
const reviver = JSON.parse('{"n":"1","when":"2024-01-01T00:00:00.000Z"}', (k, v) => (k === "n" ? Number(v) : v));
return {
  text,
  pretty: JSON.stringify({ a: [1, { b: 2 }] }, null, "\t"),
  replacer: JSON.stringify({ keep: 1, drop: 2 }, ["keep"]),
  reviver,
  big: JSON.stringify({ n: 1e21, m: -0, small: 1e-7 }),
  unicode: JSON.stringify("\u2028\ud800é"),
};
