// A model's usual way of formatting money and percentages in a report.
const revenue = [1234.5, 98765.4321, 0.1 + 0.2, 5];
return {
  usd: revenue.map((n) => "$" + n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })),
  whole: revenue.map((n) => n.toLocaleString("en-US", { maximumFractionDigits: 0 })),
  pct: [0.1234, 0.5, 1, 0.0005].map((n) => n.toLocaleString("en-US", { style: "percent", maximumFractionDigits: 1 })),
  plain: revenue.map((n) => n.toLocaleString("en-US", { useGrouping: false })),
};
