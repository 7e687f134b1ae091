const md = `| id | name  | score |
|----|-------|-------|
| 1  | Ann   | 90    |
| 2  | Björn | 85    |
| 3  | Zoë   | 77    |`;
const rows = md.split("\n").slice(2).map((line) => [...line.matchAll(/\|\s*([^|]+?)\s*(?=\|)/g)].map((m) => m[1]));
return rows.map(([id, name, score]) => ({ id: Number(id), name, score: Number(score) }));
