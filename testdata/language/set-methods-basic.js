// node: 22
const a = new Set(["alice", "bob", "carol"]);
const b = new Set(["bob", "dave", "carol", "erin"]);
return {
  union: [...a.union(b)],
  intersection: [...a.intersection(b)],
  difference: [...a.difference(b)],
  symmetricDifference: [...a.symmetricDifference(b)],
  isSubsetOf: new Set(["bob"]).isSubsetOf(a),
  isSupersetOf: a.isSupersetOf(new Set(["alice", "bob"])),
  isDisjointFrom: a.isDisjointFrom(new Set(["zed"])),
};
