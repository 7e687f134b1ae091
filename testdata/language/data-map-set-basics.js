const visits = ["/home", "/about", "/home", "/blog", "/home", "/blog"];
const counts = new Map();
for (const v of visits) counts.set(v, (counts.get(v) ?? 0) + 1);
const unique = new Set(visits);
unique.delete("/about");
return {
  counts: Object.fromEntries(counts),
  sortedByCount: [...counts].sort((a, b) => b[1] - a[1]).map(([k]) => k),
  unique: [...unique],
  has: unique.has("/blog"),
  size: counts.size,
};
