// Tools raced against timers, timers between calls, and the clock read
// around them: every kind of outside input in one program.
const sleep = (ms, v) => new Promise((r) => setTimeout(() => r(v), ms));
const log = [];
const t0 = Date.now();
const first = await Promise.race([tools.fetch({ q: "a" }), sleep(50, "timer")]);
log.push(["race", first]);
await sleep(2);
const [b, c] = await Promise.all([tools.fetch({ q: "b" }), sleep(1, "slept").then(() => tools.fetch({ q: "c" }))]);
log.push(["all", b, c, Date.now() - t0 > 0]);
let ticks = 0;
await new Promise((resolve) => {
  const id = setInterval(async () => {
    ticks++;
    const r = await tools.fetch({ q: "tick" + ticks });
    log.push(["tick", ticks, r]);
    if (ticks === 3) {
      clearInterval(id);
      resolve();
    }
  }, 1);
});
console.log("random", Math.random().toFixed(6), new Date().toISOString());
return log;
