// A weekly sales report, as a model might write it: two tool calls in
// parallel, a third per region, logs along the way, a plain object back.
//
//   execbox-runner run examples/report.js --tools examples/fixtures.json
const [orders, regions] = await Promise.all([
  sales.orders({ week: "2024-W01" }),
  sales.regions(),
]);
console.log(`fetched ${orders.length} orders in ${regions.length} regions`);

const byRegion = {};
for (const o of orders) {
  byRegion[o.region] = (byRegion[o.region] ?? 0) + o.amount;
}

const top = Object.entries(byRegion).sort((a, b) => b[1] - a[1])[0];
const manager = await crm.manager({ region: top[0] });
console.log(`top region: ${top[0]}, managed by ${manager.name}`);

({
  week: "2024-W01",
  total: orders.reduce((sum, o) => sum + o.amount, 0),
  byRegion,
  top: { region: top[0], amount: top[1], manager: manager.name },
})
