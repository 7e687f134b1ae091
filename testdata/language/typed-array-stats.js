const samples = Float64Array.from({ length: 8 }, (_, i) => Math.round(Math.sin(i) * 1000) / 1000);
const sorted = samples.toSorted();
const ints = Int16Array.from(samples, (x) => x * 1000);
return {
  samples: Array.from(samples),
  sorted: Array.from(sorted),
  ints: Array.from(ints),
  max: Math.max(...samples),
  sub: Array.from(ints.subarray(2, 4)),
  findLast: ints.findLast((x) => x < 0),
};
