// node: 22
const logs = [
  { level: "error", service: "api", msg: "timeout" },
  { level: "warn", service: "db", msg: "slow query" },
  { level: "error", service: "db", msg: "deadlock" },
  { level: "info", service: "api", msg: "started" },
  { level: "error", service: "api", msg: "500" },
];
const byLevel = Object.groupBy(logs, (l) => l.level);
const report = Object.fromEntries(
  Object.entries(byLevel).map(([level, entries]) => [level, Object.fromEntries(Object.entries(Object.groupBy(entries, (e) => e.service)).map(([s, es]) => [s, es.length]))]),
);
console.log(JSON.stringify(report));
return report;
