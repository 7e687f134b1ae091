let attempts = 0;
async function flaky() {
  attempts++;
  if (attempts < 3) throw new Error(`attempt ${attempts} failed`);
  return "success";
}
async function retry(fn, n) {
  for (let i = 0; i < n; i++) {
    try { return await fn(); } catch (e) { console.log(`retrying after: ${e.message}`); await new Promise((r) => setTimeout(r, 1)); }
  }
  throw new Error("gave up");
}
const result = await retry(flaky, 5);
return { result, attempts };
