const latencies = [12, 45, 7, 88, 120, 33, 51, 9, 300, 64, 18, 27];
const buckets = [10, 50, 100, Infinity];
const hist = buckets.map((b, i) => ({ le: b === Infinity ? "+Inf" : b, count: latencies.filter((x) => x <= b && (i === 0 || x > buckets[i - 1])).length }));
const p = (q) => latencies.toSorted((a, b) => a - b)[Math.ceil(q * latencies.length) - 1];
for (const h of hist) console.log(`${String(h.le).padStart(4)} ${"#".repeat(h.count)}`);
return { hist, p50: p(0.5), p90: p(0.9), p99: p(0.99) };
