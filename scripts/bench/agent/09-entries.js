// destructuring, Object.entries / fromEntries, pick and rename fields
const picked = records.map(({ id, customer, amount, shipping: { country } }) => ({ id, customer, amount, country }));
const renamed = picked.map((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k.toUpperCase(), typeof v === "number" ? Math.round(v) : v])));
let n = 0;
for (const o of renamed) for (const [k, v] of Object.entries(o)) if (k === "AMOUNT" && v > 500) n++;
return renamed.length + ":" + n + ":" + JSON.stringify(renamed[renamed.length >> 1]);
