const a = [1, , 3];
const b = new Array(3);
const c = [];
c[5] = "x";
return {
  aLen: a.length, aKeys: Object.keys(a), aMap: a.map((x) => x * 2), aJoin: a.join("-"),
  bFill: b.fill(null), cLen: c.length, cFiltered: c.filter(() => true), cIncludes: c.includes(undefined),
  spread: [...[, 1]], from: Array.from([, 1]), entries: [...[, 1].entries()],
};
