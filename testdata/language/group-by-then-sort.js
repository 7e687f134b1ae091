// node: 22
const sales = [
  { rep: "ana", amount: 120 }, { rep: "bo", amount: 80 }, { rep: "ana", amount: 30 },
  { rep: "cy", amount: 300 }, { rep: "bo", amount: 90 },
];
const totals = Object.entries(Object.groupBy(sales, (s) => s.rep))
  .map(([rep, rows]) => ({ rep, total: rows.reduce((t, r) => t + r.amount, 0), deals: rows.length }))
  .toSorted((a, b) => b.total - a.total);
console.log(totals.map((t) => `${t.rep}: ${t.total.toLocaleString()}`).join("; "));
return totals;
