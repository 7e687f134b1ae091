const now = Date.UTC(2024, 5, 15, 12, 0, 0);
const rel = (t) => {
  const s = Math.round((now - t) / 1000);
  const units = [["year", 31536000], ["month", 2592000], ["day", 86400], ["hour", 3600], ["minute", 60], ["second", 1]];
  for (const [u, n] of units) if (Math.abs(s) >= n) { const v = Math.floor(Math.abs(s) / n); return `${v} ${u}${v > 1 ? "s" : ""} ${s > 0 ? "ago" : "from now"}`; }
  return "just now";
};
return [now - 5000, now - 3600000 * 3, now - 86400000 * 40, now + 86400000 * 2, now, now - 86400000 * 800].map(rel);
