const start = new Date("2024-01-31T00:00:00Z");
const addDays = (d, n) => new Date(d.getTime() + n * 86400000);
const nextMonth = new Date(start); nextMonth.setUTCMonth(start.getUTCMonth() + 1);
const diffDays = (a, b) => Math.round((b - a) / 86400000);
const deadline = new Date("2024-03-15T17:30:00Z");
return {
  plus10: addDays(start, 10).toISOString(),
  nextMonth: nextMonth.toISOString(),
  until: diffDays(start, deadline),
  weekday: deadline.getUTCDay(),
  iso: deadline.toISOString().slice(0, 10),
  leap: new Date(Date.UTC(2024, 1, 29)).getUTCDate(),
  json: JSON.stringify({ at: deadline }),
};
