const repos = [
  { name: "alpha", stars: 1200, forks: 30 }, { name: "beta", stars: 56, forks: 2 },
  { name: "gamma", stars: 98000, forks: 4100 }, { name: "delta", stars: 1200, forks: 45 },
  { name: "eps", stars: 7, forks: 0 },
];
const top3 = repos.toSorted((a, b) => b.stars - a.stars || b.forks - a.forks).slice(0, 3);
return top3.map((r, i) => `${i + 1}. ${r.name.padEnd(6)} ★${String(r.stars).padStart(6)} forks:${r.forks}`);
