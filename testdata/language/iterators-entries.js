const arr = ["a", "b", "c"];
const m = new Map([["x", 1], ["y", 2]]);
return {
  entries: [...arr.entries()],
  keys: [...arr.keys()],
  mapKeys: [...m.keys()],
  fromEntries: Object.fromEntries(m),
  arrayFrom: Array.from({ length: 4 }, (_, i) => i * i),
  spreadString: [..."héllo"],
  objEntries: Object.entries({ b: 2, a: 1, 10: "ten", 2: "two" }),
};
