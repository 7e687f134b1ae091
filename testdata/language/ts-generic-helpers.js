// Generic helpers over tool results: groupBy, keyBy, chunk and a typed retry.
function groupBy<T, K extends string | number>(items: readonly T[], key: (item: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const item of items) {
    const k = key(item);
    (out[k] ??= []).push(item);
  }
  return out;
}
const keyBy = <T, K extends PropertyKey>(items: T[], key: (t: T) => K): Map<K, T> =>
  new Map(items.map((t): [K, T] => [key(t), t]));
function chunk<T>(xs: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}
async function retry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (e: unknown) {
      last = e;
      console.log(`attempt ${i + 1} failed: ${(e as Error).message}`);
    }
  }
  throw last;
}

type Order = { id: number; status: "open" | "paid" | "void"; total: number };
const orders: Order[] = [
  { id: 1, status: "paid", total: 30 },
  { id: 2, status: "open", total: 12.5 },
  { id: 3, status: "paid", total: 7 },
  { id: 4, status: "void", total: 99 },
];
let calls = 0;
const flaky = await retry<number>(async () => {
  calls++;
  if (calls < 3) throw new Error("busy");
  return calls;
});
const byStatus = groupBy<Order, Order["status"]>(orders, (o) => o.status);
return {
  byStatus: Object.fromEntries(Object.entries(byStatus).map(([k, v]) => [k, v.map((o) => o.id)])),
  third: keyBy(orders, (o) => o.id).get(3)?.total,
  pages: chunk<number>(orders.map((o) => o.id), 3),
  flaky,
};
