const cleaned = [];
const registry = new FinalizationRegistry((held) => cleaned.push(held));
const token = {};
let obj = { big: new Array(10).fill(0) };
registry.register(obj, "obj-1", token);
obj = null;
const first = registry.unregister(token);
const second = registry.unregister(token);
let bad;
try { registry.register(1, "x"); } catch (e) { bad = e.name; }
return { first, second, bad, cleanedSoFar: cleaned.length, tag: String(registry) };
