const rows = [
  { dept: "eng", level: 3, name: "Zed" }, { dept: "ops", level: 1, name: "Amy" },
  { dept: "eng", level: 1, name: "Bob" }, { dept: "eng", level: 3, name: "Ann" },
  { dept: "ops", level: 2, name: "Cat" },
];
const by = (...keys) => (a, b) => {
  for (const k of keys) {
    const [f, dir] = k.startsWith("-") ? [k.slice(1), -1] : [k, 1];
    if (a[f] < b[f]) return -dir;
    if (a[f] > b[f]) return dir;
  }
  return 0;
};
return rows.toSorted(by("dept", "-level", "name")).map((r) => `${r.dept}/${r.level}/${r.name}`);
