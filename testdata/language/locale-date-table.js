const events = [
  { name: "deploy", at: "2024-05-01T09:15:00Z" },
  { name: "rollback", at: "2024-05-01T21:45:30Z" },
  { name: "release", at: "2024-12-31T23:59:59Z" },
];
return events.map((e) => {
  const d = new Date(e.at);
  return `${e.name}: ${d.toLocaleDateString("en-US")} at ${d.toLocaleTimeString("en-US")}`;
});
