// group-by with ??=, counters and a Set per group
const groups = {};
for (const r of records) {
  const g = (groups[r.region + "/" + r.status] ??= { count: 0, total: 0, qty: 0, customers: new Set() });
  g.count++;
  g.total += r.amount;
  g.qty += r.qty;
  g.customers.add(r.customer);
}
const byCountry = {};
for (const r of records) {
  byCountry[r.shipping.country] ??= [];
  byCountry[r.shipping.country].push(r.id);
}
return Object.keys(groups).sort().map((k) => `${k}:${groups[k].count}:${groups[k].qty}:${groups[k].customers.size}:${groups[k].total.toFixed(2)}`).join(",") +
  "|" + Object.entries(byCountry).map(([c, ids]) => c + "=" + ids.length).join(",");
