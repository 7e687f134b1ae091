const text = `Error: disk full on /dev/sda1
Warning: high memory (93%)
Error: disk full on /dev/sdb1
Info: backup done
Error: timeout contacting db-1`;
const lines = text.split("\n");
const levels = lines.map((l) => l.split(":")[0]);
const counts = levels.reduce((m, l) => ({ ...m, [l]: (m[l] ?? 0) + 1 }), {});
const devices = [...text.matchAll(/\/dev\/(\w+)/g)].map((m) => m[1]);
const pct = Number(text.match(/\((\d+)%\)/)?.[1]);
return { counts, devices, pct, longest: lines.reduce((a, b) => (b.length > a.length ? b : a)) };
