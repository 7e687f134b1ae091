const events = ["2024-01-01", "2024-01-03", "2024-01-08", "2024-01-09", "2024-01-15", "2024-01-21", "2024-01-22"].map((d) => new Date(d + "T12:00:00Z"));
const weekStart = (d) => {
  const x = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  x.setUTCDate(x.getUTCDate() - ((x.getUTCDay() + 6) % 7));
  return x.toISOString().slice(0, 10);
};
const counts = {};
for (const e of events) counts[weekStart(e)] = (counts[weekStart(e)] ?? 0) + 1;
return counts;
