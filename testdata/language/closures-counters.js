function makeCounter(start = 0) {
  let n = start;
  return { inc: () => ++n, dec: () => --n, get value() { return n; } };
}
const a = makeCounter(), b = makeCounter(10);
a.inc(); a.inc(); b.dec();
const fns = [];
for (let i = 0; i < 3; i++) fns.push(() => i);
var vfns = [];
for (var j = 0; j < 3; j++) vfns.push(() => j);
return { a: a.value, b: b.value, let: fns.map((f) => f()), var: vfns.map((f) => f()) };
