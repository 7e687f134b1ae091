const s = "Total: $42.50 (approx. €39) — 100% ✓ «quoted» 3½ ²";
const cats = ["Lu", "Ll", "Nd", "No", "Sc", "Sm", "So", "Pd", "Ps", "Pe", "Pi", "Pf", "Zs", "Po"];
const out = {};
for (const c of cats) out[c] = (s.match(new RegExp(`\\p{${c}}`, "gu")) || []).join("");
return out;
