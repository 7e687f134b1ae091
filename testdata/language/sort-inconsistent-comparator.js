// A model sorts tool records by a numeric field that some records lack
// ((a, b) => a.score - b.score gives NaN there), by a field that mixes
// numbers and strings, and logs what the comparator was asked. The order
// such a comparator leaves is the sorting algorithm's: V8's TimSort for
// arrays, its merge sort for typed arrays.
let seed = 7;
const rnd = (n) => { seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff; return seed % n; };
const records = Array.from({ length: 300 }, (_, i) => ({ id: i, score: rnd(4) === 0 ? undefined : rnd(100), tag: rnd(3) === 0 ? "t" + rnd(9) : rnd(9) }));
const byScore = records.slice().sort((a, b) => a.score - b.score).map((r) => r.id);
const byTag = records.toSorted((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0)).map((r) => r.id);
const calls = [];
[5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4].sort((a, b) => { calls.push(`${a}:${b}`); return a - b; });
let n = 0;
const typed = new Float64Array(Array.from({ length: 100 }, () => rnd(50))).sort((a, b) => { n++; return (a % 7) - (b % 3); });
const withUndefined = [3, undefined, 1, , 2, undefined, 0].sort((a, b) => b - a);
return { byScore: byScore.join(","), byTag: byTag.join(","), calls: calls.join(" "), typed: Array.from(typed).join(","), n, withUndefined: String(withUndefined), len: withUndefined.length };
