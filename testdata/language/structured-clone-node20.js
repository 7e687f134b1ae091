// structuredClone as Node 20 does it, type by type (structured-clone.js is
// the short tour): what is kept and dropped, and the DataCloneError texts.
const out = {};
const attempt = (f) => {
  try { return f(); } catch (e) {
    return [e.name, e.message, e.code, e instanceof Error, e.constructor.name, Object.keys(e)];
  }
};

// Primitives and boxed primitives.
out.primitives = [structuredClone(1), structuredClone("s"), structuredClone(null), structuredClone(undefined) === undefined,
  String(structuredClone(10n)), structuredClone(true), Object.is(structuredClone(-0), -0), Number.isNaN(structuredClone(NaN))];
const boxes = [Object(5), Object("ab"), Object(false), Object(10n)].map((b) => { b.extra = 1; return b; });
out.boxed = boxes.map((b) => {
  const c = structuredClone(b);
  return [typeof c, c !== b, Object.prototype.toString.call(c), String(c.valueOf()), Object.getOwnPropertyNames(c)];
});
out.negZeroBox = Object.is(structuredClone(Object(-0)).valueOf(), -0);

// Date and RegExp: extra properties dropped, lastIndex reset, flags kept.
const d = new Date(5); d.p = 1;
const dc = structuredClone(d);
out.date = [dc instanceof Date, dc !== d, dc.getTime(), dc.p, Number.isNaN(structuredClone(new Date(NaN)).getTime())];
const r = /a+\//gy; r.lastIndex = 3; r.x = 1;
const rc = structuredClone(r);
out.regexp = [rc instanceof RegExp, rc.source, rc.flags, rc.lastIndex, rc.x, structuredClone(/x/dimsu).flags];

// ArrayBuffer, SharedArrayBuffer, DataView, typed arrays.
const ab = new ArrayBuffer(8); new Uint8Array(ab)[0] = 3; ab.z = 1;
const abc = structuredClone(ab); new Uint8Array(abc)[1] = 7;
out.arrayBuffer = [abc !== ab, abc.byteLength, new Uint8Array(abc)[0], new Uint8Array(ab)[1], abc.z];
const sab = new SharedArrayBuffer(4);
const sc = structuredClone(sab); new Uint8Array(sc)[0] = 9;
out.sharedArrayBuffer = [sc instanceof SharedArrayBuffer, sc !== sab, new Uint8Array(sab)[0], sc.byteLength];
const gsab = new SharedArrayBuffer(2, { maxByteLength: 16 });
const gc = structuredClone(gsab); gc.grow(8); new Uint8Array(gc)[6] = 4;
out.growableShared = [gc.growable, gc.maxByteLength, gsab.byteLength, new Uint8Array(gsab)[6]];
const dv = new DataView(new ArrayBuffer(8), 2, 4); dv.setInt8(0, 7);
const dvc = structuredClone(dv);
out.dataView = [dvc instanceof DataView, dvc.byteOffset, dvc.byteLength, dvc.buffer.byteLength, dvc.getInt8(0)];
const sdvc = structuredClone(new DataView(sab, 1)); sdvc.setInt8(0, 5);
out.sharedDataView = [new Uint8Array(sab)[1], sdvc.buffer instanceof SharedArrayBuffer];
out.typedArrays = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array,
  Float32Array, Float64Array, BigInt64Array, BigUint64Array].map((C) => {
  const t = new C(4); t[1] = C.name.startsWith("Big") ? 5n : 5; t.extra = 1;
  const c = structuredClone(t.subarray(1));
  return [c.constructor.name, c.length, c.byteOffset, String(c[0]), c.buffer.byteLength, c.extra];
});
const buf = new ArrayBuffer(8);
const [c1, c2] = structuredClone([new Uint8Array(buf), new Uint16Array(buf, 2)]);
out.viewsShareTheirBuffer = [c1.buffer === c2.buffer, c2.byteOffset];

// Map, Set, arrays, plain objects, class instances.
const m = new Map([[1, { a: 1 }], ["k", [2]]]); m.set("me", m);
const mc = structuredClone(m);
out.map = [mc instanceof Map, mc !== m, mc.get(1).a, mc.get("k")[0], mc.get("me") === mc, mc.get(1) !== m.get(1)];
const s = new Set([1, "x", { o: 1 }]);
const setc = structuredClone(s);
out.set = [setc instanceof Set, setc.size, setc.has(1), setc.has("x")];
const arr = [1, , 3]; arr.x = "y"; arr[10] = 1;
const arrc = structuredClone(arr);
const sparse = []; sparse.length = 5;
out.arrays = [arrc.length, 1 in arrc, arrc.x, Object.keys(arrc), structuredClone(sparse).length, Object.keys(structuredClone(sparse))];
const o = { b: 1, 2: 2, a: 3, 1: 4, [Symbol("s")]: 1, get g() { console.log("getter ran"); return "got"; } };
Object.defineProperty(o, "hidden", { value: 1, enumerable: false });
out.object = [Object.keys(structuredClone(o)), structuredClone(o).g];
const g2 = { a: 1, get b() { delete this.c; return 2; }, c: 3 };
out.getterDeletes = Object.keys(structuredClone(g2));
class A { #p = 1; constructor() { this.v = 1; } get w() { return 2; } }
const ac = structuredClone(new A());
out.classInstance = [ac instanceof A, Object.getPrototypeOf(ac) === Object.prototype, JSON.stringify(ac)];
out.nullProto = Object.getPrototypeOf(structuredClone(Object.assign(Object.create(null), { q: 1 }))) === Object.prototype;
out.namespaces = [JSON.stringify(structuredClone(Math)), JSON.stringify(structuredClone(JSON)), JSON.stringify(structuredClone(Reflect))];
out.toStringTagIgnored = JSON.stringify(structuredClone({ [Symbol.toStringTag]: "Date", x: 1 }));
const shared = {};
const cyc = { n: 1, p: shared, q: shared }; cyc.self = cyc; cyc.list = [cyc];
const cycc = structuredClone(cyc);
out.references = [cycc.self === cycc, cycc.list[0] === cycc, cycc.p === cycc.q, cycc.p !== shared];

// Errors.
const err = (e) => {
  const c = structuredClone(e);
  return [c.constructor.name, c.name, c.message, Object.getOwnPropertyNames(c), "cause" in c ? c.cause : "no cause",
    typeof c.stack === "string" ? c.stack === e.stack : String(c.stack)];
};
out.typeErrorWithCause = err(new TypeError("x", { cause: 1 }));
out.errorTypes = [EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError, AggregateError]
  .map((C) => structuredClone(C === AggregateError ? new C([1], "agg") : new C("m")).constructor.name);
class MyErr extends Error { constructor(m) { super(m); this.name = "MyErr"; this.extra = 5; } }
out.customNamed = err(new MyErr("m"));
const renamed = new Error("q"); renamed.name = "TypeError"; renamed.foo = 1;
out.renamedToStandard = err(renamed);
const rangeRenamed = new RangeError("r"); rangeRenamed.name = "Custom";
out.standardRenamedToCustom = err(rangeRenamed);
out.objectCause = structuredClone(new Error("x", { cause: { a: [1] } })).cause;
out.undefinedCause = err(new Error("x", { cause: undefined }));
out.noMessage = err(new Error());
const noStack = new Error("m"); delete noStack.stack;
out.noStack = err(noStack);
const numMessage = new Error("m"); numMessage.message = 42;
out.numberMessage = [typeof structuredClone(numMessage).message, structuredClone(numMessage).message];
const getterMessage = new TypeError("t"); Object.defineProperty(getterMessage, "message", { get() { return "g"; } });
out.getterMessage = Object.getOwnPropertyNames(structuredClone(getterMessage));
const holder = {}; holder.e = new Error("z", { cause: holder });
const hc = structuredClone(holder);
out.causeCycle = hc.e.cause === hc;

// What cannot be cloned.
out.throws = [
  () => structuredClone(() => 1),
  () => structuredClone(function foo(a) { return a + 1; }),
  () => structuredClone(class K {}),
  () => structuredClone(async function () {}),
  () => structuredClone(Math.max),
  () => structuredClone(function long() { /* xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx */ }),
  () => structuredClone(Symbol("s")),
  () => structuredClone({ a: [1, { b: Symbol() }] }),
  () => structuredClone(new Map([[1, () => 2]])),
  () => structuredClone(new WeakMap()),
  () => structuredClone(new WeakSet()),
  () => structuredClone(new WeakRef({})),
  () => structuredClone(new FinalizationRegistry(() => {})),
  () => structuredClone(Promise.resolve()),
  () => structuredClone(new Proxy({}, {})),
  () => structuredClone(new Proxy([], {})),
  () => structuredClone(new Proxy(new WeakMap(), {})),
  () => structuredClone(new Proxy(new Error("x"), {})),
  () => structuredClone(new Proxy(Object.create(null), {})),
  () => structuredClone(new Proxy(function () { return 1; }, {})),
  () => { const p = Proxy.revocable({}, {}); p.revoke(); return structuredClone(p.proxy); },
  () => structuredClone(Object(Symbol("q"))),
  () => structuredClone((function* () {})()),
  () => structuredClone([].values()),
  () => structuredClone((function () { return arguments; })(1)),
  () => structuredClone(globalThis),
  () => { class K extends WeakMap {} return structuredClone(new K()); },
  () => { const w = new WeakMap(); Object.setPrototypeOf(w, null); return structuredClone(w); },
  () => structuredClone({ get a() { throw new TypeError("boom"); } }),
].map(attempt);

// Arguments and options.
out.arguments = [
  () => structuredClone(),
  () => structuredClone(1, 5),
  () => structuredClone(1, "x"),
  () => structuredClone(1, null),
  () => structuredClone(1, {}),
  () => structuredClone(1, { transfer: undefined }),
  () => structuredClone(1, { transfer: null }),
  () => structuredClone(1, { transfer: 5 }),
  () => structuredClone(1, { transfer: "ab" }),
  () => structuredClone(1, { transfer: {} }),
  () => structuredClone(1, { transfer: [new Uint8Array(2)] }),
  () => structuredClone(1, { transfer: [new SharedArrayBuffer(2)] }),
  () => { const x = new ArrayBuffer(2); return structuredClone(x, { transfer: [x, x] }); },
  () => structuredClone(1, { get transfer() { throw new RangeError("g"); } }),
  () => structuredClone(new Proxy({}, {}), { transfer: 5 }),
].map(attempt);
out.length = [structuredClone.length, structuredClone.name];

// Transfer.
const t1 = new ArrayBuffer(4); new Uint8Array(t1)[0] = 1;
const tc = structuredClone(t1, { transfer: [t1] });
out.transfer = [t1.byteLength, tc.byteLength, new Uint8Array(tc)[0], tc !== t1];
const t2 = new ArrayBuffer(4); const u = new Uint8Array(t2);
const tc2 = structuredClone({ u, again: t2 }, { transfer: [t2] });
out.transferWithView = [t2.byteLength, u.length, tc2.u.length, tc2.u.buffer === tc2.again, tc2.again.byteLength];
out.transferSet = (() => { const x = new ArrayBuffer(2); structuredClone(1, { transfer: new Set([x]) }); return x.byteLength; })();
out.transferredIsDetached = attempt(() => { const x = new ArrayBuffer(2); structuredClone(x, { transfer: [x] }); return structuredClone(x); });
out.failedTransferKeepsSource = (() => { const x = new ArrayBuffer(2); try { structuredClone(() => 1, { transfer: [x] }); } catch {} return x.byteLength; })();
out.viewOfDetached = attempt(() => { const a = new ArrayBuffer(4); const v = new Uint8Array(a); structuredClone(a, { transfer: [a] }); return structuredClone(v); });

// The DataCloneError itself.
try { structuredClone(() => 1); } catch (e) {
  out.error = [e.name, e.code, e.message, String(e), e instanceof Error, Object.getOwnPropertyNames(e),
    Object.prototype.toString.call(e), e.stack.split("\n")[0]];
}
return out;
