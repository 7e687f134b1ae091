// Fan out work with setTimeout(0) and collect results in scheduling order,
// then a retry with backoff and a polling interval that stops itself.
const jobs = Array.from({ length: 40 }, (_, i) => `job-${i}`);
const finished = [];
for (const job of jobs) {
  setTimeout(() => finished.push(job), 0);
}

const events = [];
setTimeout(() => events.push("slow"), 30);
setTimeout(() => events.push("fast"), 10);
const cancelled = setTimeout(() => events.push("cancelled"), 10);
clearTimeout(cancelled);

let polls = 0;
await new Promise((resolve) => {
  const timer = setInterval(() => {
    polls++;
    if (polls === 3) {
      clearInterval(timer);
      resolve();
    }
  }, 5);
});

const attempts = [];
async function withRetry(fn, retries) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      attempts.push(`attempt ${attempt}: ${err.message}`);
      if (attempt >= retries) throw err;
      await new Promise((r) => setTimeout(r, 2 ** attempt));
    }
  }
}
const value = await withRetry(async (n) => {
  if (n < 2) throw new Error("rate limited");
  return "ok";
}, 4);

await new Promise((r) => setTimeout(r, 40));
console.log(finished.slice(0, 5).join(" "));
return {
  inOrder: finished.every((job, i) => job === jobs[i]),
  count: finished.length,
  events,
  polls,
  attempts,
  value,
};
