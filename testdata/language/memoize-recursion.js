const memo = new Map();
const ways = (n) => {
  if (n <= 1) return 1;
  if (memo.has(n)) return memo.get(n);
  const v = ways(n - 1) + ways(n - 2);
  memo.set(n, v);
  return v;
};
const perms = (arr) => (arr.length <= 1 ? [arr] : arr.flatMap((x, i) => perms([...arr.slice(0, i), ...arr.slice(i + 1)]).map((p) => [x, ...p])));
return { ways50: ways(50), perms: perms([1, 2, 3]).map((p) => p.join("")), memoSize: memo.size };
