// Numeric, string and const enums, and reverse mapping.
enum Priority {
  Low,
  Medium,
  High = 10,
  Urgent,
}
enum Status {
  Open = "OPEN",
  Closed = "CLOSED",
}
const enum Flag {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  Admin = Read | Write | (1 << 2),
}

interface Ticket { id: number; priority: Priority; status: Status; flags: number }
const tickets: Ticket[] = [
  { id: 1, priority: Priority.High, status: Status.Open, flags: Flag.Read },
  { id: 2, priority: Priority.Low, status: Status.Closed, flags: Flag.Read | Flag.Write },
  { id: 3, priority: Priority.Urgent, status: Status.Open, flags: Flag.Admin },
];
const open = tickets.filter((t) => t.status === Status.Open).sort((a, b) => b.priority - a.priority);
return {
  open: open.map((t) => `${t.id}:${Priority[t.priority]}`),
  values: [Priority.Low, Priority.Medium, Priority.High, Priority.Urgent],
  names: Object.keys(Priority).filter((k) => isNaN(Number(k))),
  statusValues: Object.values(Status),
  writers: tickets.filter((t) => (t.flags & Flag.Write) !== 0).map((t) => t.id),
  admin: Flag.Admin,
};
