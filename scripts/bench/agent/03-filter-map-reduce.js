// filter → map with object spread → reduce
const out = records
  .filter((r) => r.status !== "cancelled" && r.qty > 1)
  .map((r) => ({ ...r, net: r.amount * 0.8, unit: r.amount / r.qty, express: r.shipping.express }))
  .filter((r) => r.unit > 10)
  .map(({ id, net, unit, region, ...rest }) => ({ id, net, unit, region, tagCount: rest.tags.length }));
const totals = out.reduce((acc, r) => { acc[r.region] = (acc[r.region] || 0) + r.net; return acc; }, {});
return out.length + ":" + Object.entries(totals).map(([k, v]) => k + "=" + v.toFixed(2)).join(",");
