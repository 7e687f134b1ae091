// A generic priority queue with a comparator, used to schedule work items.
type Comparator<T> = (a: T, b: T) => number;

class PriorityQueue<T> {
  private heap: T[] = [];
  constructor(private readonly cmp: Comparator<T>) {}
  get length(): number {
    return this.heap.length;
  }
  push(...items: T[]): this {
    for (const item of items) {
      this.heap.push(item);
      this.up(this.heap.length - 1);
    }
    return this;
  }
  pop(): T | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (this.heap.length > 0 && last !== undefined) {
      this.heap[0] = last;
      this.down(0);
    }
    return top;
  }
  private up(i: number): void {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.cmp(this.heap[i]!, this.heap[p]!) >= 0) break;
      [this.heap[i], this.heap[p]] = [this.heap[p]!, this.heap[i]!];
      i = p;
    }
  }
  private down(i: number): void {
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < this.heap.length && this.cmp(this.heap[l]!, this.heap[m]!) < 0) m = l;
      if (r < this.heap.length && this.cmp(this.heap[r]!, this.heap[m]!) < 0) m = r;
      if (m === i) return;
      [this.heap[i], this.heap[m]] = [this.heap[m]!, this.heap[i]!];
      i = m;
    }
  }
}

interface Job { name: string; due: number; weight: number }
const byDueThenWeight: Comparator<Job> = (a, b) => a.due - b.due || b.weight - a.weight;
const q = new PriorityQueue<Job>(byDueThenWeight).push(
  { name: "email", due: 3, weight: 1 },
  { name: "backup", due: 1, weight: 5 },
  { name: "report", due: 3, weight: 9 },
  { name: "cleanup", due: 7, weight: 2 },
  { name: "index", due: 1, weight: 1 },
);
const order: string[] = [];
while (q.length) order.push(q.pop()!.name);
const nums = new PriorityQueue<number>((a, b) => b - a).push(5, 1, 9, 3);
return { order, maxFirst: [nums.pop(), nums.pop()], left: nums.length };
