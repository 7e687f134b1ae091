// A stand-in for a paginated tool: returns one page of issues and a cursor.
const allIssues = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, state: i % 4 === 0 ? "closed" : "open", title: `Issue ${i + 1}` }));
const tools = {
  async listIssues({ cursor = 0, limit = 10 }) {
    await new Promise((r) => setTimeout(r, 1));
    const items = allIssues.slice(cursor, cursor + limit);
    const next = cursor + limit < allIssues.length ? cursor + limit : null;
    return { items, nextCursor: next };
  },
};

async function* paginate(fetchPage) {
  let cursor = 0;
  let pages = 0;
  while (cursor !== null) {
    const { items, nextCursor } = await fetchPage(cursor);
    pages++;
    console.log(`page ${pages}: ${items.length} items`);
    yield* items;
    cursor = nextCursor;
  }
}

const open = [];
for await (const issue of paginate((cursor) => tools.listIssues({ cursor, limit: 10 }))) {
  if (issue.state === "open") open.push(issue.id);
}
return { openCount: open.length, firstFive: open.slice(0, 5), last: open.at(-1) };
