// node: 22
// The argument may be any set-like object: a Map, or {size, has, keys}.
const s = new Set([1, 2, 3, 4]);
const m = new Map([[2, "two"], [4, "four"], [6, "six"]]);
const setLike = { size: 2, has: (x) => x === 1 || x === 9, keys: () => [1, 9][Symbol.iterator]() };
let err;
try { s.union([1, 2]); } catch (e) { err = e.name; }
return {
  withMap: [...s.intersection(m)],
  unionMap: [...s.union(m)],
  withSetLike: [...s.difference(setLike)],
  disjoint: s.isDisjointFrom(setLike),
  arrayArgument: err,
};
