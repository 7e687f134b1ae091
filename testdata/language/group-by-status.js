// node: 22
const tickets = [
  { id: 1, status: "open", priority: "high" },
  { id: 2, status: "closed", priority: "low" },
  { id: 3, status: "open", priority: "low" },
  { id: 4, status: "pending", priority: "high" },
  { id: 5, status: "open", priority: "medium" },
];
const byStatus = Object.groupBy(tickets, (t) => t.status);
console.log(JSON.stringify(Object.keys(byStatus)));
return Object.fromEntries(Object.entries(byStatus).map(([k, v]) => [k, v.map((t) => t.id)]));
