const invoice = { number: "INV-0042", client: "ACME", lines: [{ d: "Design", h: 12.5, rate: 80 }, { d: "Dev", h: 40, rate: 95 }] };
const tag = (strings, ...vals) => strings.reduce((out, s, i) => out + s + (i < vals.length ? (typeof vals[i] === "number" ? vals[i].toFixed(2) : String(vals[i]).toUpperCase()) : ""), "");
const total = invoice.lines.reduce((s, l) => s + l.h * l.rate, 0);
const lines = invoice.lines.map((l) => tag`${l.d}: ${l.h}h x ${l.rate} = ${l.h * l.rate}`);
return [tag`Invoice ${invoice.number} for ${invoice.client}`, ...lines, tag`Total ${total}`, String.raw`C:\temp\new`];
