const before = { name: "svc", replicas: 2, env: { A: "1", B: "2" }, ports: [80] };
const after = { name: "svc", replicas: 3, env: { A: "1", C: "3" }, ports: [80, 443] };
function diff(a, b, path = "") {
  const out = [];
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const p = path ? `${path}.${k}` : k;
    if (!(k in b)) out.push(`- ${p}`);
    else if (!(k in a)) out.push(`+ ${p}=${JSON.stringify(b[k])}`);
    else if (typeof a[k] === "object" && typeof b[k] === "object" && !Array.isArray(a[k])) out.push(...diff(a[k], b[k], p));
    else if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out.push(`~ ${p}: ${JSON.stringify(a[k])} -> ${JSON.stringify(b[k])}`);
  }
  return out;
}
const changes = diff(before, after);
changes.forEach((c) => console.log(c));
return changes;
