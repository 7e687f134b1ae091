// Promise.any's AggregateError carries V8's message (issue 19: it was
// empty, so a model logging e.message showed nothing).
const out = [];
try {
  await Promise.any([Promise.reject(new Error("a")), Promise.reject(2)]);
} catch (e) {
  out.push(e.name, e.message, String(e), e.errors.length, e instanceof AggregateError);
}
try { await Promise.any([]); } catch (e) { out.push(e.message, e.errors.length); }
const made = new AggregateError([1], "mine");
out.push(made.message, new AggregateError([]).message === "");
console.log(String(await Promise.any([Promise.reject(1)]).catch((e) => e)));
return out;
