// Kick off lookups keyed by name, then walk the Map asynchronously.
const prices = new Map([
  ["apple", Promise.resolve(1.25)],
  ["pear", new Promise((r) => setTimeout(() => r(2.5), 5))],
  ["plum", 0.75],
]);
const lines = [];
for await (const [fruit, pricePromise] of prices) {
  const price = await pricePromise;
  lines.push(`${fruit}: $${price.toFixed(2)}`);
}
let sum = 0;
for await (const price of prices.values()) sum += price;

// An object can be made async-iterable with Symbol.asyncIterator.
const queue = {
  items: ["a", "b", "c"],
  async *[Symbol.asyncIterator]() {
    for (const item of this.items) {
      await null;
      yield item.toUpperCase();
    }
  },
};
const drained = [];
for await (const item of queue) drained.push(item);
return { lines, sum, drained, tag: Object.prototype.toString.call(queue[Symbol.asyncIterator]()) };
