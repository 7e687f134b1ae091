const fetchLike = (id) => new Promise((resolve, reject) => {
  setTimeout(() => (id % 3 === 0 ? reject(new Error(`item ${id} failed`)) : resolve({ id, ok: true })), 10 - id);
});
const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(fetchLike));
const ok = results.filter((r) => r.status === "fulfilled").map((r) => r.value.id);
const failed = results.filter((r) => r.status === "rejected").map((r) => r.reason.message);
const first = await Promise.any([fetchLike(3), fetchLike(4)]);
const race = await Promise.race([new Promise((r) => setTimeout(() => r("slow"), 20)), new Promise((r) => setTimeout(() => r("fast"), 1))]);
return { ok, failed, first, race };
