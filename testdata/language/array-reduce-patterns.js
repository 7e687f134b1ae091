const tx = [
  { acct: "A", type: "credit", amt: 100 }, { acct: "B", type: "debit", amt: 40 },
  { acct: "A", type: "debit", amt: 30 }, { acct: "C", type: "credit", amt: 5 },
  { acct: "B", type: "credit", amt: 70 },
];
const balances = tx.reduce((m, t) => m.set(t.acct, (m.get(t.acct) ?? 0) + (t.type === "credit" ? t.amt : -t.amt)), new Map());
const chunks = tx.reduce((acc, t, i) => (i % 2 ? acc[acc.length - 1].push(t.amt) : acc.push([t.amt]), acc), []);
const zipped = ["a", "b", "c"].map((k, i) => [k, [1, 2, 3][i]]);
return {
  balances: Object.fromEntries(balances),
  chunks,
  zipped,
  every: tx.every((t) => t.amt > 0),
  some: tx.some((t) => t.amt > 90),
  includesNaN: [NaN].includes(NaN),
  indexOfNaN: [NaN].indexOf(NaN),
  fill: new Array(3).fill(0),
  copyWithin: [1, 2, 3, 4, 5].copyWithin(0, 3),
};
