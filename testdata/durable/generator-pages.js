// An async generator that pages through a tool, with a timer per page and
// a clock reading per item.
async function* pages() {
  let cursor = 0;
  while (cursor < 4) {
    const page = await tools.fetch({ cursor });
    await new Promise((r) => setTimeout(r, cursor));
    yield [cursor, page];
    cursor++;
  }
}
const seen = [];
for await (const [cursor, page] of pages()) {
  seen.push([cursor, page, Date.now() % 1000, Math.floor(Math.random() * 1000)]);
}
console.log("pages", seen.length);
return seen;
