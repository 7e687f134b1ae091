// a small class with getters and methods, instantiated per record
class Order {
  #r;
  constructor(r) { this.#r = r; this.lines = []; }
  get id() { return this.#r.id; }
  get total() { return this.#r.amount * (this.#r.shipping.express ? 1.1 : 1); }
  addLine(sku, n) { this.lines.push({ sku, n }); return this; }
  summary() { return `${this.id}:${this.total.toFixed(2)}:${this.lines.length}`; }
}
const orders = records.map((r) => new Order(r).addLine("a", r.qty).addLine("b", 1));
let s = 0;
for (const o of orders) s += o.total;
return orders.length + ":" + s.toFixed(2) + ":" + orders[orders.length >> 1].summary();
