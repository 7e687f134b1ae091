// regex match / matchAll over 20,000 log lines
const lines = records.map((r) => `${r.createdAt} ${r.status.toUpperCase()} order=${r.id} customer=${r.customer} amount=${r.amount} email=<${r.email}>`);
const re = /^(\d{4})-(\d{2})-(\d{2})T[\d:.]+Z (\w+) order=(ord-\d+) customer=(\S+) amount=(\d+(?:\.\d+)?)/;
const perMonth = {};
let sum = 0;
for (const line of lines) {
  const m = line.match(re);
  if (!m) continue;
  perMonth[m[1] + "-" + m[2]] = (perMonth[m[1] + "-" + m[2]] || 0) + 1;
  if (m[4] === "PAID") sum += Number(m[7]);
}
const text = lines.join("\n");
let emails = 0;
for (const m of text.matchAll(/<([a-z0-9]+)@([a-z.]+)>/g)) if (m[2] === "example.com") emails++;
const replaced = text.slice(0, 200000).replace(/cust-(\d+)/g, (_, n) => "C" + n).length;
return Object.keys(perMonth).length + ":" + sum.toFixed(2) + ":" + emails + ":" + replaced + ":" + /REFUNDED/.test(text);
