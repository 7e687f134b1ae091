// Map / Set dedupe with string keys
const seen = new Set();
const firstByKey = new Map();
const spend = new Map();
let dups = 0;
for (const r of records) {
  const key = `${r.customer}|${r.region}|${r.shipping.country}`;
  if (seen.has(key)) dups++; else { seen.add(key); firstByKey.set(key, r.id); }
  spend.set(r.customer, (spend.get(r.customer) ?? 0) + r.amount);
}
const emails = new Set(records.map((r) => r.email.toLowerCase()));
const tags = new Map();
for (const r of records) for (const t of r.tags) tags.set(t, (tags.get(t) || 0) + 1);
const top = [...spend].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([c, s]) => c + "=" + s.toFixed(2));
return dups + ":" + seen.size + ":" + emails.size + ":" + firstByKey.get("cust-1|north|US") + ":" + [...tags.keys()].join("+") + ":" + top.join(",");
