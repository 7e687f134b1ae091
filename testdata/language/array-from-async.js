// node: 22
// Fetch pages concurrently, collect them in order.
const fetchPage = (n) => new Promise((resolve) => setTimeout(() => resolve({ page: n, rows: n * 10 }), 5 - n));
const pages = await Array.fromAsync([1, 2, 3].map(fetchPage));
const mapped = await Array.fromAsync(new Set(["a", "b"]), async (s, i) => `${i}:${s.toUpperCase()}`);
const fromArrayLike = await Array.fromAsync({ length: 2, 0: Promise.resolve("x"), 1: "y" });
return { pages, mapped, fromArrayLike };
