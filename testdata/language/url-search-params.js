const p = new URLSearchParams({ q: "hello world", lang: "en", empty: "" });
p.append("list", "a&b");
p.append("list", "ü");
const parsed = new URLSearchParams("?a=1&b=two+words&c=%F0%9F%98%80&a=3");
return {
  str: p.toString(),
  a: parsed.getAll("a"),
  b: parsed.get("b"),
  c: parsed.get("c"),
  has: parsed.has("z"),
  entries: [...parsed.entries()],
  sorted: (() => { const s = new URLSearchParams("z=1&a=2&m=3"); s.sort(); return s.toString(); })(),
};
