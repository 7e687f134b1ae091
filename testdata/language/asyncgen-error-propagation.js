// Errors thrown inside an async generator reach the for await loop; errors in the loop body reach the generator's finally.
const log = [];
async function* fetchBatches() {
  try {
    yield [1, 2];
    yield [3];
    throw new Error("rate limited");
  } finally {
    log.push("generator cleanup");
  }
}

let seen = 0;
try {
  for await (const batch of fetchBatches()) seen += batch.length;
} catch (err) {
  log.push(`caught: ${err.message} after ${seen}`);
}

async function* numbers() {
  try {
    yield 1;
    yield 2;
  } finally {
    log.push("numbers closed");
  }
}
try {
  for await (const n of numbers()) {
    if (n === 2) throw new TypeError("bad value " + n);
  }
} catch (err) {
  log.push(`${err.name}: ${err.message}`);
}

// throw() sends an error into a paused generator, which may recover.
async function* resilient() {
  let attempts = 0;
  while (true) {
    try {
      yield `attempt ${++attempts}`;
    } catch (e) {
      log.push(`retry after ${e}`);
      if (attempts >= 2) return "gave up";
    }
  }
}
const it = resilient();
const steps = [await it.next(), await it.throw("timeout"), await it.throw("timeout"), await it.next()];

// A rejected promise yielded from an async generator rejects the next() call.
async function* rejects() { yield Promise.reject(new Error("upstream failed")); }
const outcome = await rejects().next().then(() => "fulfilled", (e) => e.message);
return { log, steps, outcome };
