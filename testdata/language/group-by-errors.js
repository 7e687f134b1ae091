// node: 22
const results = [];
for (const [items, fn] of [[null, (x) => x], [[1], "notAFunction"], [{ length: 2 }, (x) => x], [42, (x) => x]]) {
  try {
    Object.groupBy(items, fn);
    results.push("ok");
  } catch (e) {
    results.push(e.name);
  }
}
return results;
