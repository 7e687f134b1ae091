const items = [{ sku: "A-1", qty: 2, price: 9.99 }, { sku: "B-22", qty: 10, price: 0.5 }, { sku: "C-333", qty: 1, price: 120 }];
const lines = items.map((i) => `${i.sku.padEnd(6)}|${String(i.qty).padStart(4)}|${(i.qty * i.price).toFixed(2).padStart(8)}`);
const total = items.reduce((s, i) => s + i.qty * i.price, 0);
lines.push("-".repeat(20), `TOTAL${total.toFixed(2).padStart(15)}`);
for (const l of lines) console.log(l);
return lines.length;
