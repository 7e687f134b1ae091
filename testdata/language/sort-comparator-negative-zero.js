// A comparator that returns -0 means "equal": the sort keeps the two in
// their order (issue 19: -0 was taken as "less", so the common descending
// comparator (a, b) => -a.localeCompare(b) reversed its ties).
const words = ["pear", "apple", "Pear", "fig", "apple", "kiwi", "fig", "pear"].map((w, i) => ({ w: w.toLowerCase(), i }));
const desc = (a, b) => -a.w.localeCompare(b.w);
const show = (xs) => xs.map((x) => x.w + x.i).join(" ");
const out = {};
out.sort = show([...words].sort(desc));
out.toSorted = show(words.toSorted(desc));
out.negZero = [3, 1, 2, 1, 3].map((v, i) => ({ v, i })).sort(() => -0).map((x) => x.i).join("");
out.mixed = [5, 1, 4, 1, 5, 9, 2, 6].map((v, i) => ({ v, i })).sort((a, b) => (a.v === b.v ? -0 : a.v - b.v)).map((x) => `${x.v}.${x.i}`).join(" ");
out.byGroup = [["b", 1], ["a", 2], ["b", 3], ["a", 4], ["c", 5], ["b", 6]].sort((x, y) => -(x[0] > y[0]) || +(x[0] < y[0]) || -0).map((x) => x.join("")).join(" ");
out.nanTie = [3, 2, 1].sort(() => NaN).join("");
out.stringReturn = [3, 2, 1].sort(() => "-0").join("");
for (const T of [Float64Array, Int32Array, Uint8Array]) {
  // Sorted on the tens digit, descending with -0 for ties: equal tens keep
  // their order.
  const a = new T([21, 12, 25, 17, 23, 11, 29]);
  const cmp = (x, y) => -(Math.floor(x / 10) - Math.floor(y / 10));
  out[T.name] = [a.slice().sort(cmp).join(), a.toSorted(cmp).join(), a.slice().sort(() => -0).join()];
}
out.defaultTyped = Array.from(new Float64Array([0, -0, 1, -0, 0]).sort(), (x) => (Object.is(x, -0) ? "-0" : String(x))).join();
out.reverseLocale = ["b", "a", "c", "a", "b"].map((s, i) => s + i).sort((x, y) => -x[0].localeCompare(y[0])).join();
return out;
