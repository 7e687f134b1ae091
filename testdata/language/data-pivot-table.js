const rows = [
  { month: "2024-01", product: "A", units: 10 },
  { month: "2024-01", product: "B", units: 4 },
  { month: "2024-02", product: "A", units: 7 },
  { month: "2024-02", product: "C", units: 2 },
  { month: "2024-03", product: "B", units: 9 },
];
const products = [...new Set(rows.map((r) => r.product))].sort();
const months = [...new Set(rows.map((r) => r.month))].sort();
const table = months.map((m) => {
  const row = { month: m };
  for (const p of products) row[p] = rows.filter((r) => r.month === m && r.product === p).reduce((s, r) => s + r.units, 0);
  return row;
});
console.log(["month", ...products].join("\t"));
for (const r of table) console.log([r.month, ...products.map((p) => r[p])].join("\t"));
return table;
