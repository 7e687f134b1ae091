const target = { a: 1, b: 2 };
const seen = [];
const p = new Proxy(target, {
  get(t, k, r) { seen.push(String(k)); return Reflect.get(t, k, r); },
  has(t, k) { return k.startsWith("a"); },
});
const sum = p.a + p.b;
return { sum, seen, hasA: "abc" in p, hasB: "b" in p, keys: Reflect.ownKeys(target), str: JSON.stringify(p) };
