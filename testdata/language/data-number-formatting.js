const xs = [0, 1, -1.5, 3.14159, 1e21, 1e-7, 123.456, 0.000001, 2 ** 53, -0, 255];
return xs.map((x) => ({
  str: String(x),
  fixed2: x.toFixed(2),
  prec3: x.toPrecision(3),
  exp: x.toExponential(1),
  hex: Number.isInteger(x) ? x.toString(16) : null,
}));
