// a report: template literals with padStart / padEnd / toFixed
const rows = [];
for (const r of records) {
  rows.push(`${r.id.padEnd(12)}|${r.customer.padStart(10)}|${r.region.padEnd(8, ".")}|${r.qty.toString().padStart(3, "0")}|${r.amount.toFixed(2).padStart(10)}|${(r.amount / r.qty).toFixed(3)}|${r.shipping.express ? "X" : " "}`);
}
const header = `${"id".padEnd(12)}|${"customer".padStart(10)}|${"region".padEnd(8)}|qty|${"amount".padStart(10)}|unit`;
const report = [header, "-".repeat(header.length), ...rows].join("\n");
return report.length + ":" + rows[rows.length >> 1];
