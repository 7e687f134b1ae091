// Shared set-up of the agent-shaped workloads (not timed): 20,000 records
// of the kind a tool returns (RECORDS of them when the harness defines it,
// as `make bench-smoke` does), built from a fixed-seed generator so that
// every engine sees the same data and every workload's check value can be
// compared across engines.
let seed = 42;
const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
const pick = (a) => a[Math.floor(rnd() * a.length)];
const REGIONS = ["north", "south", "east", "west", "central"];
const STATUSES = ["open", "paid", "shipped", "cancelled", "refunded", "pending"];
const TAGS = ["priority", "gift", "bulk", "b2b", "promo", "returning", "new", "intl"];
const DAY = 86400000;
const records = [];
for (let i = 0, n = typeof RECORDS === "number" ? RECORDS : 20000; i < n; i++) {
  const t = Date.UTC(2024, 0, 1) + Math.floor(rnd() * 400 * DAY);
  records.push({
    id: "ord-" + String(i).padStart(6, "0"),
    customer: "cust-" + Math.floor(rnd() * 2500),
    email: "user" + Math.floor(rnd() * 2500) + "@example.com",
    region: pick(REGIONS),
    status: pick(STATUSES),
    amount: Math.round(rnd() * 100000) / 100,
    qty: 1 + Math.floor(rnd() * 12),
    createdAt: new Date(t).toISOString(),
    tags: TAGS.filter(() => rnd() < 0.25),
    shipping: { country: pick(["US", "DE", "FR", "JP", "BR", "IN"]), express: rnd() < 0.3 },
  });
}
