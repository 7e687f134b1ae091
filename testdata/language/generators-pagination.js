function* paginate(items, size) {
  for (let i = 0; i < items.length; i += size) yield { page: i / size + 1, items: items.slice(i, i + size) };
}
const pages = [...paginate(["a", "b", "c", "d", "e"], 2)];
function* fib() { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } }
const firstTen = [];
for (const n of fib()) { if (firstTen.length === 10) break; firstTen.push(n); }
return { pages, firstTen };
