// CSV out and back in: join, split, trim, includes, Number()
const head = ["id", "customer", "region", "status", "amount", "qty", "tags"];
const csv = [head.join(","), ...records.map((r) => [r.id, r.customer, r.region, r.status, r.amount, r.qty, r.tags.join(";")].join(","))].join("\n");
const [h, ...body] = csv.split("\n");
const cols = h.split(",");
const parsed = body.map((line) => {
  const cells = line.split(",");
  const o = {};
  for (let i = 0; i < cols.length; i++) o[cols[i]] = cells[i].trim();
  o.amount = Number(o.amount);
  o.tags = o.tags ? o.tags.split(";") : [];
  return o;
});
const gifts = parsed.filter((o) => o.tags.includes("gift") && o.status.startsWith("p")).length;
return csv.length + ":" + parsed.length + ":" + gifts;
