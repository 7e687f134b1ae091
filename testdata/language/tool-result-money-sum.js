// Sum money without float drift: work in cents.
const items = [{ price: "19.99", qty: 3 }, { price: "0.10", qty: 7 }, { price: "5", qty: 1 }, { price: "1234.56", qty: 2 }];
const cents = items.reduce((s, i) => s + Math.round(parseFloat(i.price) * 100) * i.qty, 0);
const floatSum = items.reduce((s, i) => s + parseFloat(i.price) * i.qty, 0);
return { cents, dollars: (cents / 100).toFixed(2), floatSum, formatted: (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 }) };
