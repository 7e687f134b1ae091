const sortKeys = (v) => Array.isArray(v) ? v.map(sortKeys) : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys(v[k])])) : v;
const input = { zeta: 1, alpha: { y: [3, { b: 1, a: 2 }], x: null }, mid: "m" };
const canonical = JSON.stringify(sortKeys(input));
console.log(canonical);
return canonical.length;
