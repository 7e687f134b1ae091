const a = [{ id: 1, name: "Ann", tags: ["x"] }, { id: 2, name: "Bob", tags: [] }];
const b = [{ id: 2, name: "Bobby", tags: ["y"] }, { id: 3, name: "Cat", tags: ["z"] }];
const merged = new Map();
for (const rec of [...a, ...b]) {
  const prev = merged.get(rec.id);
  merged.set(rec.id, prev ? { ...prev, ...rec, tags: [...new Set([...prev.tags, ...rec.tags])] } : rec);
}
return [...merged.values()];
