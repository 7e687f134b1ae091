const values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5];
const mean = values.reduce((a, b) => a + b) / values.length;
const sorted = values.toSorted((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
return {
  mean: Math.round(mean * 1000) / 1000,
  median,
  std: Math.round(Math.sqrt(variance) * 1000) / 1000,
  max: Math.max(...values),
  min: Math.min(...values),
  hyp: Math.hypot(3, 4),
  trunc: [Math.trunc(-4.7), Math.sign(-3), Math.cbrt(27), Math.log2(1024), Math.clz32(1)],
};
