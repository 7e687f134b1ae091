// A model formats signed deltas to a few significant digits: negative
// numbers whose rounding carries into a new leading digit.
const deltas = [-0.96, -9.96, -99.5, -999.7, -9.6e-8, -9.537971295537389e204, -0.0995, 0.96, -1.9999];
const rows = deltas.map((d) => ({
  p1: d.toPrecision(1),
  p2: d.toPrecision(2),
  e0: d.toExponential(0),
  e1: d.toExponential(1),
  fixed: d.toFixed(1),
}));
const label = (d) => `${d < 0 ? "down" : "up"} ${Math.abs(d).toPrecision(2)} (${d.toPrecision(2)})`;
return { rows, labels: deltas.map(label) };
