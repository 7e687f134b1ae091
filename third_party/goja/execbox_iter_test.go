package goja

import "testing"

// For-of, array destructuring and spread over arrays iterate by index
// without an Array Iterator object while the intrinsic
// Array.prototype[Symbol.iterator] and %ArrayIteratorPrototype%.next are in
// place (execbox_iter.go). Everything the specification lets a program see
// stays as it was: the length read again at every step, holes read through
// the prototype chain with the array as receiver, a return method added
// anywhere on the iterator's prototype chain (before or during the loop)
// called on break, throw, return and unexhausted destructuring with the
// iterator at the right position, a replaced or getter next, a replaced
// or getter Symbol.iterator (read once per loop), own and subclass
// iterators, array-likes with the intrinsic values, generators closed
// while suspended in the loop. The expected result is V8's (Node 20).
func TestArrayIterationByIndexKeepsSemantics(t *testing.T) {
	const SCRIPT = `
const log = [];
const AIP = Object.getPrototypeOf([][Symbol.iterator]());
const IP = Object.getPrototypeOf(AIP);
const origNext = AIP.next;
const origValues = Array.prototype[Symbol.iterator];

// Mutation during the loop: length read again at each step, holes.
{
  const a = [1, , 3];
  const seen = [];
  for (const x of a) { seen.push(x); if (seen.length === 1) a.push(4); if (x === 4) a.length = 4; }
  log.push(seen);
  const b = [1, 2, 3, 4];
  const seenB = [];
  for (const x of b) { seenB.push(x); b.length = 2; }
  log.push(seenB);
  const c = [0, 1, 2];
  const seenC = [];
  for (const x of c) { seenC.push(x); if (x === 0) { c.shift(); } }
  log.push(seenC);
}
// A hole read through the prototype chain, with the array as receiver.
{
  Object.defineProperty(Array.prototype, 1, { get() { return "proto:" + this.length; }, configurable: true });
  const a = [0, , 2];
  const [p, q, r] = a;
  log.push([...a], p, q, r);
  let seen = ""; for (const x of a) seen += x + ";";
  log.push(seen);
  delete Array.prototype[1];
}
// A getter for a hole that throws: the exception leaves the loop, no close.
{
  Object.defineProperty(Array.prototype, 1, { get() { throw new Error("hole"); }, configurable: true });
  AIP.return = function () { log.push("return called (should not)"); return {}; };
  try { for (const x of [0, , 2]) log.push("x" + x); } catch (e) { log.push(e.message); }
  try { const [a, b] = [0, , 2]; } catch (e) { log.push(e.message); }
  delete AIP.return;
  delete Array.prototype[1];
}
// Destructuring defaults, elisions and rest.
{
  const [a = 1, , b = 2, ...rest] = [undefined, 5, , 7, 8];
  log.push([a, b, rest]);
  const [x, y = x * 10, ...[z, ...w]] = [3, undefined, 4, 5, 6];
  log.push([x, y, z, w]);
  const f = function ([k, v] = ["dk", "dv"], [m = "dm"] = []) { return k + v + m; };
  log.push(f(), f(["K", "V"]), f(["K"], [undefined]), f("ab", "c"));
  let s, t;
  [s, t = "tt"] = ["S"];
  log.push(s + t);
  const [[n1, n2], [n3]] = [[1, 2], [3]];
  log.push(n1 + n2 + n3);
  const [e0, e1] = [];
  log.push(e0 === undefined && e1 === undefined);
}
// Object.entries destructuring in for-of and in callbacks.
{
  const o = { a: 1, b: 2 };
  const out = [];
  for (const [k, v] of Object.entries(o)) out.push(k + v);
  log.push(out, Object.entries(o).map(([k, v]) => v + k));
  const m = new Map([["x", 1], ["y", 2]]);
  for (const [k, v] of m) out.push(k + "=" + v);
  log.push(out);
}
// return on the iterator's prototype chain, added before and during the loop.
for (const where of ["AIP", "IP", "Object.prototype"]) {
  const target = where === "AIP" ? AIP : where === "IP" ? IP : Object.prototype;
  const calls = [];
  Object.defineProperty(target, "return", {
    value: function (...args) {
      calls.push([Object.prototype.toString.call(this), args.length, JSON.stringify(this.next())]);
      return {};
    }, configurable: true, writable: true,
  });
  for (const x of [10, 20, 30]) { if (x === 20) break; }
  const [a] = [1, 2, 3];
  const [b, c] = [1, 2];
  const [d, e, ...rest] = [1, 2, 3];
  const [f, g, h] = [1, 2];
  try { for (const x of [1, 2, 3]) throw new Error("body"); } catch (err) { calls.push(err.message); }
  (function () { for (const x of [7, 8, 9]) return x; })();
  label: for (const x of [1, 2]) { for (const y of [3, 4]) { continue label; } }
  log.push(where, calls);
  delete target.return;
}
{
  const calls = [];
  const arr = [1, 2, 3];
  for (const x of arr) {
    if (x === 1) AIP.return = function () { calls.push("late return at " + JSON.stringify(this.next())); return {}; };
    if (x === 2) break;
  }
  delete AIP.return;
  log.push(calls);
}
// A return getter on the chain runs with the iterator as receiver.
{
  const calls = [];
  Object.defineProperty(IP, "return", { get() { calls.push("get " + Object.prototype.toString.call(this)); return undefined; }, configurable: true });
  const [a] = [1, 2];
  for (const x of [1, 2]) break;
  delete IP.return;
  log.push(calls);
}
// return that throws or returns a non-object on break.
{
  AIP.return = function () { throw new Error("from return"); };
  try { for (const x of [1]) break; } catch (e) { log.push(e.message); }
  try { for (const x of [1]) throw new Error("body wins"); } catch (e) { log.push(e.message); }
  AIP.return = function () { return 1; };
  try { const [a] = [1, 2]; log.push("no error?"); } catch (e) { log.push(e.constructor.name); }
  delete AIP.return;
}
// A replaced next, before the loop and during it; a next getter.
{
  const seen = [];
  AIP.next = function () { const r = origNext.call(this); seen.push("next:" + JSON.stringify(r)); return r; };
  for (const x of [1, 2]) seen.push(x);
  const [p, q] = [3, 4];
  seen.push(p, q, ...[5]);
  AIP.next = origNext;
  const arr = [1, 2, 3];
  for (const x of arr) { seen.push("v" + x); if (x === 1) AIP.next = function () { seen.push("late next"); return { done: true }; }; }
  AIP.next = origNext;
  Object.defineProperty(AIP, "next", { get() { seen.push("get next " + Object.prototype.toString.call(this)); return origNext; }, configurable: true });
  for (const x of [6]) seen.push(x);
  Object.defineProperty(AIP, "next", { value: origNext, writable: true, configurable: true, enumerable: false });
  delete AIP.next;
  try { for (const x of [1]) seen.push(x); } catch (e) { seen.push(e.constructor.name); }
  AIP.next = origNext;
  log.push(seen);
}
// A replaced Symbol.iterator: on Array.prototype, a getter, own, other prototypes.
{
  const seen = [];
  Array.prototype[Symbol.iterator] = function* () { seen.push("custom"); yield* origValues.call(this); };
  for (const x of [1]) seen.push(x);
  const [a, b] = [2, 3];
  seen.push(a, b, [...[4]].length, Math.max(...[5, 6]));
  Array.prototype[Symbol.iterator] = origValues;
  let gets = 0;
  Object.defineProperty(Array.prototype, Symbol.iterator, { get() { gets++; return origValues; }, configurable: true });
  for (const x of [1, 2, 3]) seen.push(x);
  const [c] = [7];
  seen.push("gets " + gets);
  Object.defineProperty(Array.prototype, Symbol.iterator, { value: origValues, writable: true, configurable: true });
  const own = [1, 2];
  own[Symbol.iterator] = function* () { yield "own"; };
  for (const x of own) seen.push(x);
  const [o1] = own;
  seen.push(o1);
  class MyArr extends Array { *[Symbol.iterator]() { yield "sub"; } }
  const ma = MyArr.from([1, 2]);
  for (const x of ma) seen.push(x);
  const proto = Object.setPrototypeOf([8, 9], { [Symbol.iterator]: origValues });
  for (const x of proto) seen.push(x);
  const noIter = Object.setPrototypeOf([1], null);
  try { for (const x of noIter) seen.push(x); } catch (e) { seen.push(e.constructor.name); }
  try { const [z] = {}; } catch (e) { seen.push(e.constructor.name); }
  try { for (const x of 5) ; } catch (e) { seen.push(e.constructor.name); }
  Array.prototype[Symbol.iterator] = 5;
  try { for (const x of [1]) ; } catch (e) { seen.push(e.constructor.name); }
  Array.prototype[Symbol.iterator] = origValues;
  log.push(seen);
}
// Array-likes with the intrinsic values: arguments, a plain object, strings, typed arrays.
{
  const seen = [];
  (function () { for (const x of arguments) seen.push(x); const [a, , c] = arguments; seen.push(a + c); })(1, 2, 3);
  const like = { length: 3, 0: "a", 2: "c", [Symbol.iterator]: origValues };
  for (const x of like) seen.push(x);
  const [l0, l1] = like;
  seen.push(l0, l1);
  for (const ch of "hé") seen.push(ch);
  const [s0, s1] = "xy";
  seen.push(s0 + s1);
  const ta = new Uint8Array([5, 6]);
  for (const x of ta) seen.push(x);
  const [t0] = ta;
  seen.push(t0, [...new Set([1, 1, 2])].length);
  const sp = [1, 2, 3];
  sp[50] = 4;
  const vals = [];
  for (const x of sp) { vals.push(x); if (x === 2) sp[1000] = "far"; }
  seen.push(vals.length, vals[vals.length - 1]);
  log.push(seen);
}
// Generators suspended inside a for-of over an array, then closed.
{
  const seen = [];
  AIP.return = function () { seen.push("closed at " + JSON.stringify(this.next())); return {}; };
  function* g() { for (const x of [1, 2, 3]) yield x; }
  const it = g();
  seen.push(it.next().value, it.next().value);
  it.return();
  function* h() { const [a, b] = [1, 2, 3]; yield a + b; }
  seen.push(h().next().value);
  delete AIP.return;
  function* k() { for (const x of [1, 2]) { for (const [p, q] of [[x, x * 2]]) yield p + q; } }
  seen.push([...k()].join());
  log.push(seen);
}
// Spread of arrays with holes and into calls.
{
  const a = [1, , 3];
  log.push([...a].length, 1 in [...a], Math.max(...[1, 5, 3]), [...[], ...[1], ...[2, 3]].join());
}
// Object.fromEntries and the Map constructor over arrays.
{
  const seen = [];
  AIP.next = function () { const r = origNext.call(this); seen.push("n"); return r; };
  const fe = Object.fromEntries([["a", 1]]);
  const m = new Map([["b", 2]]);
  AIP.next = origNext;
  seen.push(JSON.stringify(fe), m.get("b"), JSON.stringify(Object.fromEntries([, ["c", 3]].slice(1))));
  AIP.return = function () { seen.push("closed " + JSON.stringify(this.next())); return {}; };
  try { Object.fromEntries([["a", 1], 5, 6]); } catch (e) { seen.push(e.constructor.name); }
  try { new Map([["a", 1], 5, 6]); } catch (e) { seen.push(e.constructor.name); }
  delete AIP.return;
  log.push(seen);
}
// Symbol.iterator deleted from Array.prototype and added again.
{
  const seen = [];
  delete Array.prototype[Symbol.iterator];
  try { for (const x of [1]) seen.push(x); } catch (e) { seen.push(e.constructor.name); }
  try { const [a] = [1]; } catch (e) { seen.push(e.constructor.name); }
  Array.prototype[Symbol.iterator] = origValues;
  for (const x of [2]) seen.push(x);
  Object.defineProperty(Array.prototype, Symbol.iterator, { value: function* () { yield "redefined"; }, configurable: true, writable: true });
  for (const x of [3]) seen.push(x);
  Object.defineProperty(Array.prototype, Symbol.iterator, { value: origValues });
  const [b, c] = [4, 5];
  seen.push(b, c);
  log.push(seen);
}
// A proxy on the iterator prototype chain sees the get of return.
{
  const seen = [];
  Object.setPrototypeOf(IP, new Proxy(Object.prototype, {
    get(t, k, r) { if (k === "return") seen.push("trap " + Object.prototype.toString.call(r)); return Reflect.get(t, k, r); },
  }));
  const [a] = [1, 2];
  for (const x of [1, 2]) break;
  const [b, c] = [1, 2, 3];
  Object.setPrototypeOf(IP, Object.prototype);
  const [d] = [1, 2];
  seen.push(a + b + c + d);
  log.push(seen);
}
// Records of finished, broken and thrown iterations used again, nested,
// across a suspended generator.
{
  const out = [];
  function* gen() { for (const [a, b] of [[1, 2], [3, 4]]) { const [c] = [a + b, 0]; yield c; } }
  const g1 = gen();
  out.push(g1.next().value);
  for (const [a, b] of [[10, 20], [30, 40]]) {
    for (const x of [a, b]) { const [p, q] = [x, ...[x]]; out.push(p + q); if (x === 20) break; }
    try { for (const y of [a]) { const [z] = [y]; throw z; } } catch (e) { out.push("caught " + e); }
  }
  out.push(g1.next().value, g1.next().done);
  const g2 = gen();
  out.push(g2.next().value);
  g2.return();
  const [m, n, ...rest] = [7, 8, 9, 10];
  out.push(m, n, rest.join(), [...[1, 2], ...[3]].join(), Math.max(...[4, 5]));
  log.push(out);
}
JSON.stringify(log);
`
	testScript(SCRIPT, asciiString(`[[1,null,3,4],[1,2],[0,2],[0,"proto:3",2],0,"proto:3",2,"0;proto:3;2;","x0","hole","hole",[1,2,[7,8]],[3,30,4,[5,6]],"dkdvdm","KVdm","Kundefineddm","abc","Stt",6,true,["a1","b2","x=1","y=2"],["1a","2b"],["a1","b2","x=1","y=2"],"AIP",[["[object Array Iterator]",0,"{\"value\":30,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":2,\"done\":false}"],["[object Array Iterator]",0,"{\"done\":true}"],["[object Array Iterator]",0,"{\"value\":2,\"done\":false}"],"body",["[object Array Iterator]",0,"{\"value\":8,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":4,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":4,\"done\":false}"]],"IP",[["[object Array Iterator]",0,"{\"value\":30,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":2,\"done\":false}"],["[object Array Iterator]",0,"{\"done\":true}"],["[object Array Iterator]",0,"{\"value\":2,\"done\":false}"],"body",["[object Array Iterator]",0,"{\"value\":8,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":4,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":4,\"done\":false}"]],"Object.prototype",[["[object Array Iterator]",0,"{\"value\":30,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":2,\"done\":false}"],["[object Array Iterator]",0,"{\"done\":true}"],["[object Array Iterator]",0,"{\"value\":2,\"done\":false}"],"body",["[object Array Iterator]",0,"{\"value\":8,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":4,\"done\":false}"],["[object Array Iterator]",0,"{\"value\":4,\"done\":false}"]],["late return at {\"value\":3,\"done\":false}"],["get [object Array Iterator]","get [object Array Iterator]"],"from return","body wins","TypeError",["next:{\"value\":1,\"done\":false}",1,"next:{\"value\":2,\"done\":false}",2,"next:{\"done\":true}","next:{\"value\":3,\"done\":false}","next:{\"value\":4,\"done\":false}","next:{\"value\":5,\"done\":false}","next:{\"done\":true}",3,4,5,"v1","v2","v3","get next [object Array Iterator]",6,"TypeError"],["custom",1,"custom","custom","custom",2,3,1,6,1,2,3,"gets 2","own","own","sub",8,9,"TypeError","TypeError","TypeError","TypeError"],[1,2,3,4,"a",null,"c","a",null,"h","é","xy",5,6,5,2,1001,"far"],[1,2,"closed at {\"value\":3,\"done\":false}","closed at {\"value\":3,\"done\":false}",3,"3,6"],3,true,5,"1,2,3",["n","n","n","n","{\"a\":1}",2,"{\"c\":3}","closed {\"value\":6,\"done\":false}","TypeError","closed {\"value\":6,\"done\":false}","TypeError"],["TypeError","TypeError",2,"redefined",4,5],["trap [object Array Iterator]","trap [object Array Iterator]","trap [object Array Iterator]",5],[3,20,40,"caught 10",60,80,"caught 30",7,true,3,7,8,"9,10","1,2,3",5]]`), t)
}

// A destructuring of a two-element array allocates nothing: no Array
// Iterator and, the record being reused, no iterator record (three
// allocations each without the array mode: the iterator's Object, its
// implementation and the record; one with the array mode alone).
func TestArrayDestructuringAllocations(t *testing.T) {
	r := New()
	_, err := r.RunString(`
var pair = ["k", "v"];
function run() {
	let s;
	for (let i = 0; i < 100; i++) { const [k, v] = pair; s = k; }
	for (const x of pair) s = x;
	return s;
}`)
	if err != nil {
		t.Fatal(err)
	}
	run, _ := AssertFunction(r.Get("run"))
	allocs := allocsPerRun(t, 20, func() {
		if _, err := run(nil); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 20 {
		t.Fatalf("%v allocations for 100 destructurings and a for-of", allocs)
	}
}

// Async functions and async generators suspended inside for-of loops and
// destructurings over arrays, interleaved, each resume finding its own
// iteration (the records of array mode are reused once let go). The
// expected order is V8's (Node 20).
func TestArrayIterationAcrossAwait(t *testing.T) {
	r := New()
	if _, err := r.RunString(`
var log = [];
async function a(tag) {
  for (const [k, v] of [[tag, 1], [tag, 2], [tag, 3]]) {
    const [x, y] = [k + v, v];
    await null;
    for (const z of [x, y]) { if (z === 2) break; log.push(z); await null; }
  }
  const [p, ...q] = [tag, 8, 9];
  await null;
  log.push(p + q.join(""));
}
async function* ag(tag) {
  for (const x of [1, 2, 3]) { const [a, b] = [tag, x]; yield a + b; }
}
async function b() {
  for await (const s of ag("g")) { const [c] = [s]; log.push(c); if (s === "g2") break; }
}
Promise.all([a("A"), a("B"), b()]).then(() => log.push("done"));
`); err != nil {
		t.Fatal(err)
	}
	got, err := r.RunString("JSON.stringify(log)")
	if err != nil {
		t.Fatal(err)
	}
	const want = `["A1","B1",1,1,"g1","A2","B2","g2","A3","B3",3,3,"A89","B89","done"]`
	if got.String() != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}
