// Tool failures caught, settled and rethrown, with microtasks queued in
// between, so that where each result lands among them matters.
const order = [];
queueMicrotask(() => order.push("micro-0"));
const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => tools.fetch({ n })));
order.push(...results.map((r) => r.status));
Promise.resolve().then(() => order.push("micro-1"));
let caught = null;
try {
  for (let i = 0; i < 6; i++) await tools.fetch({ again: i });
} catch (e) {
  caught = e.code + ": " + e.message;
}
order.push("caught " + caught);
const any = await Promise.any([tools.fetch({ any: 1 }), tools.fetch({ any: 2 })]).catch((e) => "none");
order.push(any);
console.log(order.join(" | "));
return { order, at: Date.now() };
