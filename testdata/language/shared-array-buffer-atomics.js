// SharedArrayBuffer, Atomics and symbols as weak keys, as Node 20 has them.
const out = [];
const t = (f) => { try { return f(); } catch (e) { return String(e); } };

const sab = new SharedArrayBuffer(16);
out.push(Object.prototype.toString.call(sab), sab.byteLength, sab.growable, sab.maxByteLength);
out.push(ArrayBuffer.isView(new DataView(sab)), new Int32Array(sab).buffer === sab);
out.push(t(() => SharedArrayBuffer(4)), t(() => new SharedArrayBuffer(-1)));
out.push(t(() => ArrayBuffer.prototype.slice.call(sab)));
out.push(t(() => SharedArrayBuffer.prototype.slice.call(new ArrayBuffer(4))));
const bytes = new Uint8Array(sab);
bytes.set([1, 2, 3, 4, 5, 6, 7, 8]);
const part = sab.slice(2, -10);
out.push(Object.prototype.toString.call(part), Array.from(new Uint8Array(part)).join());

// A growable buffer: views made without a length follow it.
const g = new SharedArrayBuffer(4, { maxByteLength: 16 });
const tracking = new Int16Array(g), fixed = new Int16Array(g, 0, 1), dv = new DataView(g, 1);
g.grow(10);
out.push(g.byteLength, g.growable, g.maxByteLength, tracking.length, fixed.length, dv.byteLength);
out.push(t(() => g.grow(2)), t(() => g.grow(17)), t(() => sab.grow(20)));

// Read-modify-write on every integer type.
for (const TA of [Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array]) {
  const a = new TA(new SharedArrayBuffer(TA.BYTES_PER_ELEMENT * 4));
  const r = [Atomics.store(a, 0, 100.7), Atomics.add(a, 0, 200), Atomics.sub(a, 0, 5), Atomics.and(a, 0, 0xf0),
    Atomics.or(a, 0, 3), Atomics.xor(a, 0, -1), Atomics.exchange(a, 0, -2), Atomics.compareExchange(a, 0, -2, 7),
    Atomics.compareExchange(a, 0, 8, 9), Atomics.load(a, 0)];
  out.push(TA.name + " " + r.join());
}
for (const TA of [BigInt64Array, BigUint64Array]) {
  const a = new TA(new SharedArrayBuffer(32));
  const r = [Atomics.store(a, 1, -5n), Atomics.add(a, 1, 10n), Atomics.sub(a, 1, 20n), Atomics.xor(a, 1, 1n),
    Atomics.compareExchange(a, 1, a[1], 3n), Atomics.load(a, 1)];
  out.push(TA.name + " " + r.join());
}
out.push(Object.is(Atomics.store(new Int32Array(4), 0, -0), 0), Atomics.add(new Int32Array(4), 0, 1));
out.push(t(() => Atomics.add(new Float64Array(4), 0, 1)), t(() => Atomics.load(new Int32Array(4), 4)));
out.push(t(() => Atomics.wait(new Int32Array(4), 0, 0)), t(() => Atomics.wait(new Int16Array(new SharedArrayBuffer(4)), 0, 0)));
out.push([1, 2, 3, 4, 5, 8, 16].map((n) => Atomics.isLockFree(n)).join());
out.push(String(Atomics), Object.getOwnPropertyNames(Atomics).join());

// Waiting, with nobody else to notify.
const i32 = new Int32Array(new SharedArrayBuffer(16));
out.push(Atomics.wait(i32, 0, 1), Atomics.wait(i32, 0, 0, 0), Atomics.wait(i32, 0, 0, 5));
out.push(Atomics.notify(i32, 0), Atomics.notify(new Int32Array(4), 0));
out.push(JSON.stringify(Atomics.waitAsync(i32, 0, 1)), JSON.stringify(Atomics.waitAsync(i32, 0, 0, 0)));
const w1 = Atomics.waitAsync(i32, 1, 0), w2 = Atomics.waitAsync(i32, 1, 0, 1000), w3 = Atomics.waitAsync(i32, 1, 0, 20);
out.push(w1.async, w1.value instanceof Promise);
w1.value.then((v) => out.push("w1 " + v));
w2.value.then((v) => out.push("w2 " + v));
w3.value.then((v) => out.push("w3 " + v));
out.push("notified " + Atomics.notify(i32, 1, 2));
Promise.resolve().then(() => out.push("microtask"));
await new Promise((r) => setTimeout(r, 100));

// Symbols as weak keys; registered symbols are not.
const s = Symbol("k");
const wm = new WeakMap([[s, 1]]);
const ws = new WeakSet([s]);
out.push(wm.get(s), wm.has(s), ws.has(s), wm.delete(s), wm.has(s), new WeakRef(s).deref() === s);
out.push(t(() => wm.set(Symbol.for("r"), 1)), t(() => ws.add(Symbol.for("r"))), wm.has(Symbol.for("r")));
out.push(ws.add(Symbol.iterator) === ws, ws.has(Symbol.iterator));
return out;
