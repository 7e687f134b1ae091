const log = [];
await Promise.resolve(1)
  .then((v) => { log.push(`got ${v}`); throw new Error("fail at 2"); })
  .then(() => log.push("skipped"))
  .catch((e) => { log.push(`caught ${e.message}`); return 3; })
  .finally(() => log.push("finally"))
  .then((v) => log.push(`after ${v}`));
const timeout = (ms, v) => new Promise((r) => setTimeout(() => r(v), ms));
const winner = await Promise.race([timeout(20, "slow"), timeout(2, "fast")]);
let aggregate;
try { await Promise.any([Promise.reject(new Error("a")), Promise.reject(new Error("b"))]); } catch (e) { aggregate = [e.constructor.name, e.errors.map((x) => x.message)]; }
return { log, winner, aggregate };
