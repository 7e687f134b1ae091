const ids = Array.from({ length: 10 }, (_, i) => i + 1);
const batches = [];
for (let i = 0; i < ids.length; i += 3) batches.push(ids.slice(i, i + 3));
const out = [];
for (const batch of batches) {
  const res = await Promise.all(batch.map(async (id) => { await null; return id * id; }));
  out.push(res);
}
console.log(`${batches.length} batches`);
return out;
