// sort the records with two-key comparators (region then amount; customer by localeCompare then date)
const a = records.slice().sort((x, y) => x.region < y.region ? -1 : x.region > y.region ? 1 : y.amount - x.amount);
const b = records.slice().sort((x, y) => x.customer.localeCompare(y.customer) || (x.createdAt < y.createdAt ? -1 : x.createdAt > y.createdAt ? 1 : 0));
const mid = a.length >> 1, last = a.length - 1;
return a[0].id + a[mid].id + a[last].id + b[0].id + b[last].id;
