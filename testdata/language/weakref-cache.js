// A cache keyed weakly, as library code does.
const cache = new Map();
function getCached(key, make) {
  const ref = cache.get(key);
  const hit = ref && ref.deref();
  if (hit) return hit;
  const value = make();
  cache.set(key, new WeakRef(value));
  return value;
}
const a = getCached("x", () => ({ n: 1 }));
const b = getCached("x", () => ({ n: 2 }));
return { same: a === b, n: b.n, tag: Object.prototype.toString.call(new WeakRef({})) };
