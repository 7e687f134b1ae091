const events = [
  { t: 1, type: "login", user: "a" },
  { t: 2, type: "view", user: "b" },
  { t: 3, type: "login", user: "b" },
  { t: 4, type: "logout", user: "a" },
];
return {
  lastLogin: events.findLast((e) => e.type === "login"),
  lastLoginIndex: events.findLastIndex((e) => e.type === "login"),
  none: events.findLast((e) => e.type === "purchase"),
  noneIndex: events.findLastIndex((e) => e.type === "purchase"),
};
