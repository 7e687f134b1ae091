// node: 22
// A small async queue built on withResolvers, as agents write for batching.
class Queue {
  #waiters = [];
  #items = [];
  push(x) {
    const w = this.#waiters.shift();
    if (w) w.resolve(x); else this.#items.push(x);
  }
  next() {
    if (this.#items.length) return Promise.resolve(this.#items.shift());
    const w = Promise.withResolvers();
    this.#waiters.push(w);
    return w.promise;
  }
}
const q = new Queue();
const got = [];
const consumer = (async () => { for (let i = 0; i < 3; i++) got.push(await q.next()); })();
q.push("a");
setTimeout(() => { q.push("b"); q.push("c"); }, 1);
await consumer;
return got;
