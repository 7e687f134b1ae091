const api = JSON.parse(`{"data":{"users":[{"id":1,"profile":{"first":"Ada","last":"Lovelace"},"roles":["admin","dev"],"meta":null},{"id":2,"profile":{"first":"Alan","last":"Turing"},"roles":[],"meta":{"joined":"2020-01-01"}}]},"next":null}`);
const users = api.data.users.map(({ id, profile: { first, last }, roles, meta }) => ({
  id,
  name: `${first} ${last}`,
  isAdmin: roles.includes("admin"),
  joined: meta?.joined ?? "unknown",
}));
console.log(JSON.stringify(users, null, 2));
return { users, hasMore: api.next !== null };
