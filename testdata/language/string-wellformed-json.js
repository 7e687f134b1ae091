const broken = "ok \uD83D";
const records = [{ text: broken }, { text: "fine 😀" }];
const safe = records.map((r) => ({ text: r.text.toWellFormed() }));
return { json: JSON.stringify(records), safeJson: JSON.stringify(safe), flags: records.map((r) => r.text.isWellFormed()) };
