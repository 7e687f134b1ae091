// node: 22
function withTimeout(promise, ms) {
  const { promise: timer, reject } = Promise.withResolvers();
  const id = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  return Promise.race([promise, timer]).finally(() => clearTimeout(id));
}
const fast = await withTimeout(new Promise((r) => setTimeout(() => r("fast ok"), 1)), 50);
const slow = await withTimeout(new Promise((r) => setTimeout(() => r("late"), 50)), 2).catch((e) => e.message);
return { fast, slow };
