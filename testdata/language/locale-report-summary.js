// A typical final summary an agent prints.
const data = { visits: 1234567, conversions: 4321, revenue: 98765.4321, growth: 0.0734 };
const rate = data.conversions / data.visits;
const summary = [
  `Visits: ${data.visits.toLocaleString()}`,
  `Conversions: ${data.conversions.toLocaleString("en-US")}`,
  `Revenue: $${data.revenue.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  `Conversion rate: ${(rate * 100).toFixed(2)}%`,
  `Growth: ${data.growth.toLocaleString(undefined, { style: "percent", minimumFractionDigits: 1 })}`,
];
for (const s of summary) console.log(s);
return summary;
