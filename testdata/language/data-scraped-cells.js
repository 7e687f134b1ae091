// Cells scraped from an HTML table: non-breaking and ideographic spaces
// around the numbers, as pages and spreadsheets export them.
const rows = [
  { region: "Nord", change: "\u00a012", units: "\u00a0340\u00a0", flag: "1" },
  { region: "Sud", change: "\u2009-3", units: "\u3000125", flag: "0" },
  { region: "Est", change: "\u00a00", units: "\ufeff88", flag: "\u00a01" },
  { region: "Ouest", change: "-0", units: "n/a", flag: "" },
];
const trend = (c) => ["down", "flat", "up"][Math.sign(c) + 1] ?? "unknown";
const summary = rows.map((r) => ({
  region: r.region,
  trend: trend(r.change),
  units: Number.isNaN(Math.abs(r.units)) ? null : Math.abs(r.units),
  active: r.flag == true,
  flat: r.change == 0,
  top: r.units > 300,
}));
const total = summary.reduce((s, r) => s + (r.units ?? 0), 0);
console.log("active", summary.filter((r) => r.active).map((r) => r.region).join(", "));
return { summary, total, signs: rows.map((r) => typeof Math.sign(r.change)) };
