const pages = [[{ id: 1 }, { id: 2 }], [{ id: 3 }], [], [{ id: 4 }, [{ id: 5 }]]];
const flat1 = pages.flat();
const flatAll = pages.flat(Infinity);
const ids = pages.flatMap((p) => p.map((x) => x.id ?? "nested"));
return { last: flatAll.at(-1), first: flatAll.at(0), count: flat1.length, all: flatAll.length, ids };
