const rows = [["Name", "Qty", "Price"], ["Widget", 3, 4.5], ["Gadget extra", 12, 19.99], ["Nut", 1000, 0.05]];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
const lines = rows.map((r) => r.map((c, i) => (typeof c === "number" ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(" | "));
lines.splice(1, 0, widths.map((w) => "-".repeat(w)).join("-+-"));
for (const l of lines) console.log(l);
return lines;
