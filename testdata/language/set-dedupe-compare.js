// node: 22
const yesterday = ["a.txt", "b.txt", "c.txt", "d.txt"];
const today = ["b.txt", "c.txt", "e.txt", "f.txt", "b.txt"];
const y = new Set(yesterday), t = new Set(today);
return {
  added: [...t.difference(y)],
  removed: [...y.difference(t)],
  kept: [...y.intersection(t)],
  changed: [...y.symmetricDifference(t)].sort(),
  all: y.union(t).size,
};
