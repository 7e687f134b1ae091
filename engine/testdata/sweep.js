// The builtin sweep (issue 10): call every function reachable from
// globalThis, from the prototypes of the built-ins and from a few instances
// (iterators, generators, the runner's helpers), with hostile receivers and
// arguments, as a method and as a constructor. Every call is in try/catch:
// a JavaScript exception is a fine answer, and the sweep only counts it.
// What must never happen is the process dying, or a Go panic inside a
// built-in (which the engine turns into a TypeError, and counts).
//
// The test prepends `const SWEEP_BATCH = i, SWEEP_BATCHES = n, ...;` and runs
// each batch as one execution; a batch takes the functions whose index is
// SWEEP_BATCH modulo SWEEP_BATCHES. The result is a summary: how many
// functions and calls the batch made, and how many threw.

// Everything the sweep itself uses is taken before the first call, so that
// a call that changes a built-in cannot change the sweep.
const apply = Reflect.apply;
const construct = Reflect.construct;
const ownKeys = Reflect.ownKeys;
const getOwnPropertyDescriptor = Reflect.getOwnPropertyDescriptor;
const getPrototypeOf = Reflect.getPrototypeOf;
const SetCtor = Set;
const setHas = Set.prototype.has;
const setAdd = Set.prototype.add;
const ProxyCtor = Proxy;
const revocable = Proxy.revocable;
const SymbolCtor = Symbol;
const speciesSym = Symbol.species;
const iteratorSym = Symbol.iterator;
const toPrimitiveSym = Symbol.toPrimitive;
const StringFn = String;
const max = Math.max;
const bind = Function.prototype.bind;
const log = console.log;
const defineProperty = Object.defineProperty;
const create = Object.create;
const freeze = Object.freeze;
const preventExtensions = Object.preventExtensions;

// Functions skipped, each with why: ones that legitimately run for a long
// time, allocate without bound on a number argument, block, or end the
// execution on purpose. None is skipped to hide a crash. They are found by
// path now and skipped by identity, whatever path the walk reaches them by.
const skipped = [
  // Allocate in proportion to a number argument: 2 ** 31 is gigabytes.
  ["String.prototype.repeat", "allocates count times the string"],
  ["String.prototype.padStart", "allocates maxLength"],
  ["String.prototype.padEnd", "allocates maxLength"],
  ["ArrayBuffer", "allocates its length"],
  ["ArrayBuffer.prototype.resize", "allocates its new length"],
  ["SharedArrayBuffer", "allocates its length"],
  ["Array", "new Array(n) for a huge n is a huge array"],
  ["Int8Array", "allocates its length"], ["Uint8Array", "allocates its length"],
  ["Uint8ClampedArray", "allocates its length"], ["Int16Array", "allocates its length"],
  ["Uint16Array", "allocates its length"], ["Int32Array", "allocates its length"],
  ["Uint32Array", "allocates its length"], ["Float32Array", "allocates its length"],
  ["Float64Array", "allocates its length"], ["BigInt64Array", "allocates its length"],
  ["BigUint64Array", "allocates its length"],
  ["BigInt.asUintN", "2 ** 53 bits of -1n is an enormous BigInt"],
  ["BigInt.asIntN", "2 ** 53 bits is an enormous BigInt"],
  // Blocks the thread by design.
  ["Atomics.wait", "blocks"],
  // A callback that throws ends the execution, as in Node, and the batch
  // would stop early. The engine's own tests cover their Go side.
  ["setTimeout", "schedules a junk callback"],
  ["setInterval", "schedules a junk callback"],
  ["queueMicrotask", "an exception in its callback ends the execution"],
];
const skip = new Set();
for (const [path] of skipped) {
  let v = globalThis;
  for (const part of path.split(".")) v = v == null ? undefined : v[part];
  if (typeof v === "function") skip.add(v);
}
const skipHas = Set.prototype.has;

// --- Hostile values. Each is made fresh for every call (a factory), so that
// a call that changes its receiver (defines a huge length, freezes it)
// cannot change the next call.
let junkIndex = 0;
// The getters below share thrower; hostile values get functions of their own.
const thrower = function thrower() { throw new TypeError("thrown by a hostile function"); };
const makeThrower = () => function thrower() { throw new TypeError("thrown by a hostile function"); };
const makeJunkSpecies = () => function () { return {}; };
const ctorWithJunkSpecies = () => ({ [speciesSym]: makeJunkSpecies() });
const throwingGetterNames = ["length", "constructor", "source", "flags", "exec", "then", "valueOf",
  "toString", "lastIndex", "global", "unicode", "sticky", "prototype", "next", "done", "value",
  "buffer", "byteLength", "byteOffset", "size", "get", "set", "add", "has", "name", "message",
  "index", "input", "groups", "raw", "0", "1"];
function withThrowingGetters(target) {
  for (const k of throwingGetterNames) {
    defineSoft(target, k, { get: thrower, configurable: true });
  }
  for (const s of [iteratorSym, toPrimitiveSym, speciesSym, Symbol.toStringTag, Symbol.isConcatSpreadable,
    Symbol.match, Symbol.replace, Symbol.split, Symbol.search, Symbol.matchAll, Symbol.hasInstance,
    Symbol.asyncIterator, Symbol.unscopables]) {
    defineSoft(target, s, { get: thrower, configurable: true });
  }
  return target;
}
// Getters that return a different junk value on every read (never a huge
// length: a generic array method would then loop for ever, legitimately).
// Every object among them is made fresh on each read, so that no call can
// change what a later call gets.
const smallJunk = [() => undefined, () => null, () => -1, () => 0, () => 1, () => 2, () => NaN, () => -0,
  () => 0.5, () => "", () => "1", () => "x", () => true, () => ({}), () => [], () => SymbolCtor("j"), () => 1n,
  () => create(null), () => makeThrower(), () => makeJunkSpecies()];
function withJunkGetters(target) {
  let n = 0;
  const next = () => smallJunk[n++ % smallJunk.length]();
  for (const k of throwingGetterNames) {
    defineSoft(target, k, { get: next, configurable: true });
  }
  for (const s of [iteratorSym, toPrimitiveSym, speciesSym, Symbol.toStringTag, Symbol.isConcatSpreadable,
    Symbol.match, Symbol.replace, Symbol.split, Symbol.search, Symbol.matchAll]) {
    defineSoft(target, s, { get: next, configurable: true });
  }
  return target;
}
// defineSoft defines what it can: an array's length and a function's
// prototype cannot be redefined, and those keep their own values.
function defineSoft(target, key, desc) {
  try { defineProperty(target, key, desc); } catch (e) { /* kept as it is */ }
}
const trapNames = ["get", "set", "has", "deleteProperty", "ownKeys", "getOwnPropertyDescriptor",
  "defineProperty", "getPrototypeOf", "setPrototypeOf", "isExtensible", "preventExtensions", "apply", "construct"];
function throwingHandler() {
  const h = {};
  for (const t of trapNames) h[t] = thrower;
  return h;
}
function junkHandler() {
  let n = 0;
  const next = () => smallJunk[n++ % smallJunk.length]();
  const h = {};
  for (const t of trapNames) h[t] = next;
  return h;
}
function revoked(target) {
  const r = revocable(target, {});
  r.revoke();
  return r.proxy;
}
function speciesArray() {
  const a = [1, 2, 3];
  a.constructor = ctorWithJunkSpecies();
  return a;
}
function speciesTyped() {
  const a = new Uint8Array([1, 2, 3]);
  a.constructor = ctorWithJunkSpecies();
  return a;
}
function speciesRegExp() {
  const r = /a|b/g;
  r.constructor = ctorWithJunkSpecies();
  return r;
}
function speciesPromise() {
  const p = Promise.resolve(1);
  p.constructor = ctorWithJunkSpecies();
  return p;
}
function speciesBuffer() {
  const b = new ArrayBuffer(8);
  b.constructor = { [speciesSym]: function () { return new ArrayBuffer(1); } };
  return b;
}

const hostile = [
  () => undefined,
  () => null,
  () => 0,
  () => -1,
  () => NaN,
  () => -0,
  () => 2 ** 31,
  () => 2 ** 32 + 1,
  () => -(2 ** 31),
  () => 2 ** 53,
  () => Infinity,
  () => -Infinity,
  () => 1e21,
  () => "",
  () => "abc",
  () => "\ud800",
  () => "constructor",
  () => "__proto__",
  () => SymbolCtor("s"),
  () => SymbolCtor.iterator,
  () => -1n,
  () => 2n ** 64n,
  () => true,
  () => ({}),
  () => create(null),
  () => [],
  () => [1, "a", {}, [2]],
  () => ({ length: 2, 0: "a", 1: "b" }),
  () => ({ length: -1 }),
  () => ({ length: "3", 0: 1 }),
  () => withThrowingGetters({}),
  () => withThrowingGetters([1, 2]),
  () => withJunkGetters({}),
  () => withJunkGetters(function () {}),
  () => new ProxyCtor({}, throwingHandler()),
  () => new ProxyCtor([1, 2], junkHandler()),
  () => new ProxyCtor(function () {}, throwingHandler()),
  () => new ProxyCtor(function () {}, junkHandler()),
  () => revoked({}),
  () => revoked(function () {}),
  () => ({ valueOf: makeThrower(), toString: makeThrower() }),
  () => ({ [toPrimitiveSym]: () => ({}) }),
  () => ({ constructor: ctorWithJunkSpecies(), flags: "", source: "a" }),
  () => speciesArray(),
  () => speciesTyped(),
  () => speciesRegExp(),
  () => speciesPromise(),
  () => speciesBuffer(),
  () => makeThrower(),
  () => makeJunkSpecies(),
  // Callbacks that change what is being walked under the walker's feet.
  () => function shrink(v, i, o) {
    try { o.length = 0; } catch (e) { /* not an array */ }
    try { if (o && typeof o.clear === "function") o.clear(); } catch (e) { /* not a collection */ }
    try { if (o && typeof o === "object") delete o[0]; } catch (e) { /* frozen */ }
    return true;
  },
  () => function junkCompare() { return { valueOf: makeThrower() }; },
  () => class {},
  () => (() => {}),
  () => function* () {},
  () => async function () {},
  () => apply(bind, makeThrower(), [null]),
  () => new Map([[1, 2]]),
  () => new Set([1]),
  () => new WeakMap(),
  () => /x/y,
  () => new Date(NaN),
  () => new Date(0),
  () => new Uint8Array(4),
  () => new Float64Array([1.5, NaN]),
  () => new BigInt64Array(2),
  () => new DataView(new ArrayBuffer(4)),
  () => new ArrayBuffer(3),
  () => Promise.resolve(1),
  () => new Error("e"),
  () => (function () { return arguments; })(1, 2),
  () => [1, 2][iteratorSym](),
  () => new Map().entries(),
  () => "ab".matchAll(/a/g),
  () => (function* () { yield 1; })(),
  () => new (function () {})(),
  () => freeze([1, 2]),
  () => preventExtensions({ a: 1 }),
];

// --- Collect the functions. Values are walked through property descriptors,
// so that no getter runs, except the runner's lazily built globals, read on
// purpose below.
const functions = [];
const names = [];
const owners = []; // the object each function was found on
const seen = new SetCtor();
function visit(v, path, depth, owner) {
  if ((typeof v !== "object" && typeof v !== "function") || v === null) return;
  if (apply(setHas, seen, [v]) || depth > 6) return;
  apply(setAdd, seen, [v]);
  if (typeof v === "function") {
    functions[functions.length] = v;
    names[names.length] = path;
    owners[owners.length] = owner;
  }
  let keys;
  try { keys = ownKeys(v); } catch (e) { return; }
  for (const k of keys) {
    let d;
    try { d = getOwnPropertyDescriptor(v, k); } catch (e) { continue; }
    if (!d) continue;
    const name = path + "." + (typeof k === "symbol" ? "[" + StringFn(k) + "]" : k);
    if ("value" in d) visit(d.value, name, depth + 1, v);
    if (d.get) visit(d.get, name + "<get>", depth + 1, v);
    if (d.set) visit(d.set, name + "<set>", depth + 1, v);
  }
  let proto;
  try { proto = getPrototypeOf(v); } catch (e) { return; }
  visit(proto, path + ".__proto__", depth + 1, undefined);
}
// The runner's lazy globals, built now.
for (const name of ["TextEncoder", "TextDecoder", "structuredClone", "URL", "URLSearchParams"]) {
  visit(globalThis[name], name, 0, globalThis);
}
visit(globalThis, "globalThis", 0, undefined);
// Prototypes only reachable from instances.
const instances = {
  arrayIterator: [][iteratorSym](),
  mapIterator: new Map().entries(),
  setIterator: new Set().values(),
  stringIterator: ""[iteratorSym](),
  regExpStringIterator: "a".matchAll(/a/g),
  generator: (function* () {})(),
  asyncFunction: async function () {},
  generatorFunction: function* () {},
  url: new URL("https://user:pw@example.com:8080/p/a?q=1#h"),
  urlSearchParams: new URLSearchParams("a=1&b=2"),
  urlSearchParamsIterator: new URLSearchParams("a=1").entries(),
  textEncoder: new TextEncoder(),
  textDecoder: new TextDecoder(),
  promise: Promise.resolve(),
  console,
};
for (const k of ownKeys(instances)) visit(instances[k], k, 0, instances);

// A method found on a prototype also gets receivers of its own kind, made
// fresh (never the prototype itself, which a call could change for every
// later call), so that hostile arguments reach past the receiver check.
const natural = new Map();
for (const make of [
  () => ({ a: 1 }), () => [1, "b", { c: 2 }], () => "abc\u00e9\ud83d\ude00", () => 1.5, () => 10n, () => true,
  () => SymbolCtor("d"), () => function f(a, b) { return a; }, () => new Map([[1, { x: 1 }], ["k", "v"]]),
  () => new Set([1, "a"]), () => new WeakMap(), () => new WeakSet(), () => /a(b)?(?<n>c)?/g, () => new Date(0),
  () => new Uint8Array([1, 2, 3]), () => new Float64Array([1.5, NaN]), () => new BigInt64Array([1n]),
  () => new ArrayBuffer(8), () => new DataView(new ArrayBuffer(8)), () => Promise.resolve(1), () => new Error("e"),
  () => new TypeError("t"), () => [1, 2][iteratorSym](), () => new Map([[1, 2]]).entries(), () => new Set([1]).values(),
  () => "ab"[iteratorSym](), () => "aba".matchAll(/a/g), () => (function* () { yield 1; yield 2; })(),
  () => new URL("https://user:pw@example.com:8080/p/a?q=1#h"), () => new URLSearchParams("a=1&b=2&a=3"),
  () => new URLSearchParams("a=1").entries(), () => new TextEncoder(), () => new TextDecoder(),
  () => new WeakRef({}), () => new FinalizationRegistry(() => {}),
]) {
  let sample;
  try { sample = make(); } catch (e) { continue; }
  const proto = getPrototypeOf(Object(sample));
  if (!natural.has(proto)) natural.set(proto, make);
  // Typed arrays share their methods on %TypedArray%.prototype.
  const up = proto && getPrototypeOf(proto);
  if (up && up !== Object.prototype && !natural.has(up)) natural.set(up, make);
}

// --- Call them.
const mine = [];
for (let i = SWEEP_BATCH; i < functions.length; i += SWEEP_BATCHES) {
  if (!apply(skipHas, skip, [functions[i]])) mine[mine.length] = i;
}
let calls = 0, threw = 0;
function attempt(fn) {
  calls++;
  try { fn(); } catch (e) { threw++; }
}
const H = hostile.length;
for (const i of mine) {
  const f = functions[i];
  // Which function is being called, for a test that has to say where a
  // batch hung or a Go panic happened.
  apply(log, undefined, ["sweep: " + names[i]]);
  const arity = max(3, f.length | 0);
  // Method calls: every hostile receiver, with hostile arguments that
  // rotate, so that each argument position meets each hostile value.
  for (let r = 0; r < H; r++) {
    const args = [];
    for (let a = 0; a < arity; a++) args[a] = hostile[(r + a * 7) % H]();
    attempt(() => apply(f, hostile[r](), args));
  }
  // No arguments, and a single hostile argument of each kind, on a
  // receiver of the method's own kind when it has one.
  const own = natural.get(owners[i]) || hostile[24];
  attempt(() => apply(f, own(), []));
  for (let a = 0; a < H; a++) attempt(() => apply(f, own(), [hostile[a]()]));
  // Two arguments, rotating, on that receiver.
  if (natural.has(owners[i])) {
    for (let a = 0; a < H; a += 2) attempt(() => apply(f, own(), [hostile[(a * 5 + 1) % H](), hostile[a]()]));
  }
  // As a constructor, with hostile arguments and hostile new.targets.
  for (let r = 0; r < 6; r++) {
    const args = [hostile[(r * 11) % H](), hostile[(r * 13 + 5) % H]()];
    attempt(() => construct(f, args));
  }
  for (const nt of [
    () => new ProxyCtor(function () {}, throwingHandler()),
    () => new ProxyCtor(function () {}, junkHandler()),
    () => withThrowingGetters(function () {}),
    () => withJunkGetters(function () {}),
    () => apply(bind, makeThrower(), [null]),
    () => class {},
  ]) {
    attempt(() => construct(f, [hostile[calls % H](), hostile[(calls * 3) % H]()], nt()));
  }
}
// Optionally, random combinations on top (the test sets SWEEP_ROUNDS and
// SWEEP_SEED from EXECBOX_SWEEP_ROUNDS and EXECBOX_SWEEP_SEED): receivers,
// zero to three arguments and new.targets drawn with a xorshift generator,
// so that a failing seed can be run again.
if (typeof SWEEP_ROUNDS === "number" && SWEEP_ROUNDS > 0) {
  let seed = (SWEEP_SEED + SWEEP_BATCH * 7919) >>> 0 || 1;
  const rnd = (n) => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0; return seed % n; };
  for (const i of mine) {
    const f = functions[i];
    apply(log, undefined, ["sweep: " + names[i] + " (random)"]);
    const own = natural.get(owners[i]);
    for (let k = 0; k < SWEEP_ROUNDS; k++) {
      const args = [];
      for (let a = 0, n = rnd(4); a < n; a++) args[a] = hostile[rnd(H)]();
      const recv = own && rnd(2) ? own() : hostile[rnd(H)]();
      if (rnd(8) === 0) {
        const nt = rnd(2) ? f : hostile[rnd(H)]();
        attempt(() => construct(f, args, nt));
      } else {
        attempt(() => apply(f, recv, args));
      }
    }
  }
}
({ batch: SWEEP_BATCH, functions: functions.length, mine: mine.length, calls, threw })
