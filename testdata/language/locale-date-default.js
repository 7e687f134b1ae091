const stamps = ["2023-01-05T03:04:05Z", "2023-12-25T15:00:00Z", "2024-02-29T00:00:00Z", "1999-07-04T23:59:59Z", "2024-06-01T12:30:00Z"];
return stamps.map((s) => {
  const d = new Date(s);
  return [d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString(), d.toLocaleString("en-US", { timeZone: "UTC" })];
});
