const xs = [1.0005, 1.0045, 2.5, 3.5, -2.5, 0.125, 0.135, 999.9995, 1.45, 8.345];
return {
  default: xs.map((x) => x.toLocaleString()),
  two: xs.map((x) => x.toLocaleString(undefined, { maximumFractionDigits: 2 })),
  zero: xs.map((x) => x.toLocaleString(undefined, { maximumFractionDigits: 0 })),
  toFixed: xs.map((x) => x.toFixed(2)),
};
