// Stop reading a stream early: the generator's finally block still runs.
const events = [];
async function* readRecords() {
  try {
    for (let i = 1; ; i++) {
      await new Promise((r) => setTimeout(r, 1));
      events.push(`read ${i}`);
      yield { id: i, score: (i * 37) % 11 };
    }
  } finally {
    await null;
    events.push("connection closed");
  }
}

async function findFirstHighScore(threshold) {
  for await (const rec of readRecords()) {
    if (rec.score >= threshold) return rec;
  }
  return null;
}

const hit = await findFirstHighScore(9);
events.push("after return");

let taken = 0;
for await (const rec of readRecords()) {
  if (++taken === 2) break;
}
events.push(`took ${taken}`);

// return() on a generator that was never started completes it at once.
const gen = readRecords();
const r = await gen.return("skipped");
const after = await gen.next();
return { hit, events, r, after };
