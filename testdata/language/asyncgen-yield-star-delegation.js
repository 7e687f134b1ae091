// Compose async generators: merge several sources and flatten nested ones with yield*.
async function* source(name, n) {
  for (let i = 1; i <= n; i++) {
    await null;
    yield `${name}${i}`;
  }
  return `${name} done`;
}

async function* concat(...sources) {
  const summaries = [];
  for (const s of sources) summaries.push(yield* s);
  console.log(summaries.join(", "));
}

const all = [];
for await (const item of concat(source("a", 2), source("b", 3))) all.push(item);

// yield* also takes sync iterables, awaiting nothing but passing promises through resolved.
async function* withSync() {
  yield* ["x", "y"];
  yield* new Set([Promise.resolve("z")]);
}
const mixed = [];
for await (const v of withSync()) mixed.push(v);

// Helpers written on top of async iteration.
async function* take(iterable, n) {
  if (n <= 0) return;
  for await (const v of iterable) {
    yield v;
    if (--n <= 0) return;
  }
}
async function* mapAsync(iterable, fn) {
  for await (const v of iterable) yield fn(v);
}
async function toArray(iterable) {
  const out = [];
  for await (const v of iterable) out.push(v);
  return out;
}
async function* naturals() { for (let i = 1; ; i++) yield i; }
const squares = await toArray(take(mapAsync(naturals(), async (x) => x * x), 5));
return { all, mixed, squares };
