// node: 22
const pairs = Object.groupBy(["a", "b", "c", "d", "e"], (_, i) => (i % 2 ? "odd" : "even"));
const chars = Object.groupBy("mississippi", (c) => c);
const fromSet = Map.groupBy(new Set([3, 1, 4, 1, 5, 9, 2, 6]), (n) => n % 3);
return {
  pairs,
  chars: Object.fromEntries(Object.entries(chars).map(([k, v]) => [k, v.length])),
  fromSet: [...fromSet.entries()],
};
