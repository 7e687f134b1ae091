// top-N per group: flatMap, counting, sort of entries, slice, find / some / every
const counts = {};
for (const t of records.flatMap((r) => r.tags.map((t) => r.region + ":" + t))) counts[t] = (counts[t] || 0) + 1;
const ranked = Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
const perCustomer = {};
for (const r of records) (perCustomer[r.customer] ||= []).push(r);
let big = 0, allPaid = 0;
for (const c in perCustomer) {
  const list = perCustomer[c];
  if (list.some((r) => r.amount > 900)) big++;
  if (list.every((r) => r.status === "paid" || r.status === "shipped")) allPaid++;
}
const firstIntl = records.find((r) => r.tags.includes("intl") && r.shipping.country === "JP");
const idx = records.findIndex((r) => r.amount > 999.5);
return ranked.slice(0, 5).map((e) => e.join("=")).join(",") + ":" + big + ":" + allPaid + ":" + firstIntl.id + ":" + idx;
