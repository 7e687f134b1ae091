const inputs = ['{"a":1}', "{a:1}", "[1,2,]", '"unterminated', "", "null", "1e5", '{"__proto__": {"x": 1}}'];
return inputs.map((s) => {
  try {
    const v = JSON.parse(s);
    return { ok: true, type: typeof v, protoKey: v && typeof v === "object" ? Object.keys(v) : null };
  } catch (e) {
    return { ok: false, name: e.name };
  }
});
