// Several tool calls started at once; handle each result in order as it is ready.
const fetchUser = async (id) => {
  await new Promise((r) => setTimeout(r, 10 - id));
  if (id === 3) throw new Error(`user ${id} not found`);
  return { id, name: `user${id}` };
};
const calls = [1, 2, 3, 4].map((id) => fetchUser(id).then((user) => ({ ok: true, user }), (error) => ({ ok: false, error: error.message })));
const names = [];
const failures = [];
for await (const result of calls) {
  if (result.ok) names.push(result.user.name);
  else failures.push(result.error);
}
console.log("done", names.length, failures.length);

// An array of plain values and promises mixed is fine too.
let total = 0;
for await (const n of [1, Promise.resolve(2), 3]) total += n;
return { names, failures, total };
