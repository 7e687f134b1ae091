// Flatten a paginated tool result into rows.
const result = { pages: [{ items: [{ id: 1, tags: ["a"] }, { id: 2, tags: [] }] }, { items: [{ id: 3, tags: ["b", "c"] }] }] };
const rows = result.pages.flatMap((p) => p.items).map(({ id, tags }) => ({ id, tagCount: tags.length, firstTag: tags[0] ?? null }));
return { rows, total: rows.length, tagged: rows.filter((r) => r.tagCount).map((r) => r.id) };
