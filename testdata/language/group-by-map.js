// node: 22
const orders = [
  { customer: { id: "c1" }, total: 30 },
  { customer: { id: "c2" }, total: 12 },
  { customer: { id: "c1" }, total: 8 },
];
const byDay = Map.groupBy([1.5, 2.1, 1.9, 3, -0, 0], Math.floor);
const totals = Map.groupBy(orders, (o) => o.customer.id);
return {
  days: [...byDay].map(([k, v]) => [Object.is(k, -0) ? "-0" : k, v]),
  totals: [...totals].map(([k, v]) => [k, v.reduce((s, o) => s + o.total, 0)]),
  size: totals.size,
};
