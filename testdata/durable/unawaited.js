// Calls whose promises are awaited late, or raced and left behind, and a
// then-chain that reads the clock: the order results land in is observable.
const p1 = tools.fetch({ id: 1 });
p1.then((v) => console.log("p1 then", JSON.stringify(v), Date.now()));
const p2 = tools.fetch({ id: 2 });
Promise.resolve().then(() => console.log("micro after p2"));
const winner = await Promise.race([p2, tools.fetch({ id: 3 })]);
await new Promise((r) => setTimeout(r, 3));
const late = await p1.catch((e) => e.message);
const p4 = tools.fetch({ id: 4 });
setTimeout(() => console.log("timer 0 saw", typeof p4), 0);
return { winner, late, last: await p4.catch((e) => e.code) };
