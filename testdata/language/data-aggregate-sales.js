const orders = [
  { id: "o1", region: "north", amount: 120.5, items: 3 },
  { id: "o2", region: "south", amount: 80, items: 1 },
  { id: "o3", region: "north", amount: 45.25, items: 2 },
  { id: "o4", region: "east", amount: 200, items: 5 },
  { id: "o5", region: "south", amount: 19.99, items: 1 },
];
const byRegion = orders.reduce((acc, o) => {
  acc[o.region] ??= { total: 0, count: 0, items: 0 };
  acc[o.region].total += o.amount;
  acc[o.region].count++;
  acc[o.region].items += o.items;
  return acc;
}, {});
for (const r of Object.values(byRegion)) r.avg = Math.round((r.total / r.count) * 100) / 100;
const top = Object.entries(byRegion).sort(([, a], [, b]) => b.total - a.total)[0][0];
console.log(`top region: ${top}`);
return { byRegion, top };
