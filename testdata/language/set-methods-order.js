// node: 22
const big = new Set([5, 4, 3, 2, 1, 0]);
const small = new Set([3, 1, 7]);
return {
  interBigSmall: [...big.intersection(small)],
  interSmallBig: [...small.intersection(big)],
  symDiff: [...small.symmetricDifference(big)],
  unionOrder: [...small.union(big)],
};
