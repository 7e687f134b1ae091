// Math as agent code uses it: great-circle distances, bearings, a trig
// table, compound interest, decay, log scales and a softmax. Every digit
// matters: the runner must print what V8 prints.
const cities = {
  london: [51.5074, -0.1278], paris: [48.8566, 2.3522], tokyo: [35.6762, 139.6503],
  sydney: [-33.8688, 151.2093], nyc: [40.7128, -74.006], rio: [-22.9068, -43.1729],
  capeTown: [-33.9249, 18.4241], reykjavik: [64.1466, -21.9426], honolulu: [21.3069, -157.8583],
};
const rad = (d) => (d * Math.PI) / 180;
function haversine([lat1, lon1], [lat2, lon2]) {
  const R = 6371.0088;
  const dLat = rad(lat2 - lat1), dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}
function bearing([lat1, lon1], [lat2, lon2]) {
  const y = Math.sin(rad(lon2 - lon1)) * Math.cos(rad(lat2));
  const x = Math.cos(rad(lat1)) * Math.sin(rad(lat2)) - Math.sin(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lon2 - lon1));
  return (Math.atan2(y, x) * 180 / Math.PI + 360) % 360;
}
const names = Object.keys(cities);
const distances = {};
for (const a of names) for (const b of names) if (a < b) {
  distances[`${a}-${b}`] = [haversine(cities[a], cities[b]), bearing(cities[a], cities[b])];
}
for (const [k, [d, brg]] of Object.entries(distances)) console.log(k, d, brg);

const table = [];
for (let deg = 0; deg <= 360; deg += 7.5) {
  const r = rad(deg);
  table.push([deg, Math.sin(r), Math.cos(r), Math.tan(r)]);
}
console.log(table.slice(0, 8));

const big = [1e5, 1e10, 1e15, 1e22, 1e300, 2 ** 60, 123456789.123].map((x) => [Math.sin(x), Math.cos(x), Math.tan(x)]);
const inverse = [-0.9999, -0.75, -0.3, 0.1, 0.5, 0.9, 0.999].map((x) => [Math.asin(x), Math.acos(x), Math.atan(x), Math.atanh(x)]);
const growth = [1, 5, 10, 30].map((years) => 1000 * (1 + 0.0425 / 12) ** (12 * years));
const continuous = [0.5, 3, 17.25, 100, 700].map((t) => [Math.exp(t), Math.exp(-t), Math.expm1(t / 1000)]);
const logs = [2, 3, 7, 10, 1e-7, 12345.678, 1e300].map((x) => [Math.log(x), Math.log2(x), Math.log10(x), Math.log1p(x / 1000)]);
const hyper = [0.01, 0.7, 2.5, 10, 25, 709.9].map((x) => [Math.sinh(x), Math.cosh(x), Math.tanh(x), Math.asinh(x), Math.acosh(x + 1)]);
const logits = [2.3, -1.1, 0.47, 3.9, 0.02];
const exps = logits.map((z) => Math.exp(z - Math.max(...logits)));
const softmax = exps.map((e) => e / exps.reduce((s, v) => s + v, 0));
const roots = [2, 27, 1e-9, 1234.5, 64].map((x) => [Math.cbrt(x), x ** (1 / 3), Math.pow(Math.abs(x), 0.25)]);
const powers = [[1.1, 30.5], [2, -1074], [10, -5], [-2.5, 3], [0.999, 1e6], [7, 0.5], [3, 35]].map(([b, e]) => b ** e);
console.log(softmax, Math.cbrt(-64), (-64) ** (1 / 3), Math.atanh(-1), Math.cosh(710.5));
return { big, inverse, growth, continuous, logs, hyper, softmax, roots, powers, atan2: [Math.atan2(1, -1e-20), Math.atan2(-3, 4)] };
