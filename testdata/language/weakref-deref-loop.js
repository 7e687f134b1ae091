const targets = Array.from({ length: 3 }, (_, i) => ({ id: i }));
const refs = targets.map((t) => new WeakRef(t));
return { alive: refs.map((r) => r.deref()?.id), proto: typeof WeakRef.prototype.deref, len: WeakRef.length };
