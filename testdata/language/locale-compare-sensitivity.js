const names = ["Émile", "emile", "Zoë", "zoe", "adam", "Adam", "Ådne", "eclair", "éclair"];
const eqBase = (a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;
const eqAccent = (a, b) => a.localeCompare(b, "en-US", { sensitivity: "accent" }) === 0;
return {
  sorted: names.toSorted((a, b) => a.localeCompare(b)),
  base: [eqBase("Émile", "emile"), eqBase("zoe", "Zoë"), eqBase("a", "b")],
  accent: [eqAccent("Émile", "emile"), eqAccent("emile", "Emile"), eqAccent("é", "e")],
  dedup: names.filter((n, i) => names.findIndex((m) => eqBase(m, n)) === i),
};
