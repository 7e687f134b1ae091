const schema = { name: "string", age: "number", email: "string", tags: "array" };
const records = [
  { name: "Ann", age: 30, email: "a@x.io", tags: [] },
  { name: "Ben", age: "31", email: "b@x.io", tags: ["x"] },
  { name: "Cy", email: null, tags: "none" },
];
const typeOf = (v) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);
return records.map((r, i) => {
  const errors = Object.entries(schema).filter(([k, t]) => typeOf(r[k]) !== t).map(([k, t]) => `${k}: expected ${t}, got ${typeOf(r[k])}`);
  return { row: i, valid: errors.length === 0, errors };
});
