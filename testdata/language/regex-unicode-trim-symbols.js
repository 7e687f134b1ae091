const raw = ["★★★ Great ★★★", "→ next step ←", "••• item •••", "«quoted»", "— dash —"];
return raw.map((s) => s.replace(/^[\p{S}\p{P}\s]+|[\p{S}\p{P}\s]+$/gu, ""));
