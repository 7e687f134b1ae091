package goja

// Tests of async generators and for await (execbox patch, PATCHES.md). Each
// program's expected output was recorded from Node 20 (V8), running the same
// program as the body of an async function.

import "testing"

// TestAsyncGeneratorBasics: next, return and throw, the request queue, for await with break and throw, yield*, class and object methods, the intrinsics.
func TestAsyncGeneratorBasics(t *testing.T) {
	const SCRIPT = `
const log = [];
async function* gen() {
  try {
    log.push("start");
    const x = yield 1;
    log.push("got " + x);
    yield await Promise.resolve(2);
    yield Promise.resolve(3);
    return "end";
  } finally {
    log.push("finally");
  }
}
const g = gen();
log.push(Object.prototype.toString.call(g));
log.push(JSON.stringify(await g.next("ignored")));
log.push(JSON.stringify(await g.next("a")));
log.push(JSON.stringify(await g.next()));
log.push(JSON.stringify(await g.next()));
log.push(JSON.stringify(await g.next()));
// for await with break closes
async function* count(n) { try { for (let i = 0; i < n; i++) yield i; } finally { log.push("closed " + n); } }
let s = 0;
for await (const v of count(10)) { s += v; if (v === 3) break; }
log.push("s=" + s);
for await (const v of [Promise.resolve(1), 2, Promise.resolve(3)]) log.push("v" + v);
// throw in body
try { for await (const v of count(5)) { throw new Error("boom " + v); } } catch (e) { log.push(e.message); }
// yield*
async function* outer() { const r = yield* count(2); log.push("inner ret " + r); yield* [10, Promise.resolve(11)]; }
for await (const v of outer()) log.push("o" + v);
// return while suspended at start
const g2 = count(3);
log.push(JSON.stringify(await g2.return(42)));
log.push(JSON.stringify(await g2.next()));
// concurrent requests queue
const g3 = count(2);
const ps = [g3.next(), g3.next(), g3.next(), g3.next()];
log.push(JSON.stringify(await Promise.all(ps)));
// throw at start
const g4 = count(1);
try { await g4.throw(new Error("t")); } catch (e) { log.push("thrown " + e.message); }
log.push(JSON.stringify(await g4.next()));
// class / object methods
class Pager { constructor(n) { this.n = n; } async *[Symbol.asyncIterator]() { for (let i = 0; i < this.n; i++) yield i * 2; } }
const arr = []; for await (const x of new Pager(3)) arr.push(x); log.push(arr.join());
const obj = { async *items() { yield "a"; yield "b"; } };
const arr2 = []; for await (const x of obj.items()) arr2.push(x); log.push(arr2.join());
log.push(typeof Symbol.asyncIterator, Object.getPrototypeOf(gen).constructor.name, gen.prototype[Symbol.toStringTag], Object.getPrototypeOf(gen)[Symbol.toStringTag]);
// error propagation from generator
async function* bad() { yield 1; throw new Error("gen fail"); }
try { for await (const x of bad()) log.push("b" + x); } catch (e) { log.push("caught " + e.message); }
// return inside for await closes
async function first(it) { for await (const x of it) return x; }
log.push("first " + await first(count(4)));
return log.join("|");
`
	testAsyncFunc(SCRIPT, asciiString("[object AsyncGenerator]|start|{\"value\":1,\"done\":false}|got a|{\"value\":2,\"done\":false}|{\"value\":3,\"done\":false}|finally|{\"value\":\"end\",\"done\":true}|{\"done\":true}|closed 10|s=6|v1|v2|v3|closed 5|boom 0|o0|o1|closed 2|inner ret undefined|o10|o11|{\"value\":42,\"done\":true}|{\"done\":true}|closed 2|[{\"value\":0,\"done\":false},{\"value\":1,\"done\":false},{\"done\":true},{\"done\":true}]|thrown t|{\"done\":true}|0,2,4|a,b|symbol|AsyncGeneratorFunction|AsyncGenerator|AsyncGeneratorFunction|b1|caught gen fail|closed 4|first 0"), t)
}

// TestAsyncGeneratorEdges: the order of ticks against other async code, finally blocks that await, closing on break/return/throw, iterators that misbehave, yield* return and throw, the AsyncGeneratorFunction constructor.
func TestAsyncGeneratorEdges(t *testing.T) {
	const SCRIPT = `
const log = [];
const tick = () => Promise.resolve();
// interleaving ticks
async function* a() { log.push("a1"); yield 1; log.push("a2"); await null; log.push("a3"); yield 2; }
async function other() { for (let i = 0; i < 6; i++) { log.push("t" + i); await null; } }
const pa = (async () => { for await (const x of a()) log.push("x" + x); })();
await Promise.all([pa, other()]);
log.push("--");
// finally with await during return()
async function* f() { try { yield 1; yield 2; } finally { log.push("fin1"); await tick(); log.push("fin2"); } }
const gf = f();
await gf.next();
log.push(JSON.stringify(await gf.return("r")));
// async gen with for await inside, return while suspended in body
async function* inner() { try { yield "i1"; yield "i2"; } finally { log.push("inner closed"); } }
async function* wrap() { try { for await (const x of inner()) { yield x.toUpperCase(); } } finally { log.push("wrap closed"); } }
for await (const x of wrap()) { log.push(x); break; }
// labeled continue
const res = [];
outer: for await (const x of [1, 2, 3]) { for (const y of [1, 2]) { if (y === 2) continue outer; res.push(x * 10 + y); } }
log.push(res.join());
// destructuring
const m = new Map([["a", Promise.resolve(1)], ["b", 2]]);
for await (const [k, v] of m) log.push(k + "=" + v);
for await (const v of m.values()) log.push("val " + v);
// return() throws during break
const badIt = { [Symbol.asyncIterator]() { return { next() { return Promise.resolve({ value: 1, done: false }); }, return() { throw new Error("ret fail"); } }; } };
try { for await (const x of badIt) break; } catch (e) { log.push("break: " + e.message); }
try { for await (const x of badIt) throw new Error("body"); } catch (e) { log.push("throw: " + e.message); }
// return returns non-object
const badIt2 = { [Symbol.asyncIterator]() { return { next() { return { value: 1, done: false }; }, return() { return 5; } }; } };
try { for await (const x of badIt2) break; } catch (e) { log.push("nonobj: " + e.constructor.name); }
// next returns non-object
const badIt3 = { [Symbol.asyncIterator]() { return { next() { return 5; } }; } };
try { for await (const x of badIt3) {} } catch (e) { log.push("next nonobj: " + e.constructor.name); }
// sync iterator with rejected promise
function* syncGen() { try { yield 1; yield Promise.reject(new Error("rej")); yield 3; } finally { log.push("sync closed"); } }
try { for await (const x of syncGen()) log.push("s" + x); } catch (e) { log.push("rejected: " + e.message); }
// yield* with return
async function* deleg() { try { yield* inner(); } finally { log.push("deleg fin"); } }
const gd = deleg();
log.push(JSON.stringify(await gd.next()));
log.push(JSON.stringify(await gd.return("R")));
// yield* throw into inner with catch
async function* catcher() { while (true) { try { yield "c"; } catch (e) { log.push("inner caught " + e); yield "after"; return "done"; } } }
async function* deleg2() { const r = yield* catcher(); log.push("r=" + r); }
const gd2 = deleg2();
log.push(JSON.stringify(await gd2.next()));
log.push(JSON.stringify(await gd2.throw("E")));
log.push(JSON.stringify(await gd2.next()));
// yield* to object without throw
const noThrow = { [Symbol.asyncIterator]() { return { next() { return Promise.resolve({ value: "n", done: false }); }, return() { log.push("noThrow return"); return {}; } }; } };
async function* deleg3() { yield* noThrow; }
const gd3 = deleg3();
await gd3.next();
try { await gd3.throw("x"); } catch (e) { log.push("noThrow: " + e.constructor.name); }
// yield value is awaited; rejected
async function* yr() { try { yield Promise.reject(new Error("yrej")); } catch (e) { log.push("caught in gen " + e.message); yield "ok"; } }
for await (const x of yr()) log.push(x);
// arguments, this
const o = { n: 5, async *g(a, b) { yield this.n + a + b + arguments.length; } };
for await (const x of o.g(1, 2)) log.push("sum " + x);
// AsyncGeneratorFunction constructor
const AGF = Object.getPrototypeOf(async function*(){}).constructor;
const dyn = new AGF("a", "yield a; yield a * 2;");
const dl = []; for await (const x of dyn(4)) dl.push(x); log.push(dl.join());
log.push(String(Object.getPrototypeOf(AGF) === Function), AGF.prototype.prototype === Object.getPrototypeOf(dyn()));
const AIP = Object.getPrototypeOf(AGF.prototype.prototype);
log.push(typeof AIP[Symbol.asyncIterator], AIP[Symbol.asyncIterator].name);
// await in params default
async function* pd(x = 1) { yield x; }
log.push(JSON.stringify(await pd().next()));
// param error is synchronous
function thrower() { throw new Error("param"); }
async function* pe(x = thrower()) {}
try { pe(); } catch (e) { log.push("sync " + e.message); }
// next on non-generator
try { await (async function*(){}).prototype.next.call({}); } catch (e) { log.push("incompat " + e.constructor.name); }
log.push(Object.prototype.toString.call(async function*(){}));
log.push((async function* named() {}).toString());
return log.join("|");
`
	testAsyncFunc(SCRIPT, asciiString("a1|t0|t1|x1|a2|t2|a3|t3|t4|x2|t5|--|fin1|fin2|{\"value\":\"r\",\"done\":true}|I1|inner closed|wrap closed|11,21,31|a=[object Promise]|b=2|val 1|val 2|break: ret fail|throw: body|nonobj: TypeError|next nonobj: TypeError|s1|rejected: rej|{\"value\":\"i1\",\"done\":false}|inner closed|deleg fin|{\"value\":\"R\",\"done\":true}|{\"value\":\"c\",\"done\":false}|inner caught E|{\"value\":\"after\",\"done\":false}|r=done|{\"done\":true}|noThrow return|noThrow: TypeError|caught in gen yrej|ok|sum 10|4,8|true|false|function|[Symbol.asyncIterator]|{\"value\":1,\"done\":false}|sync param|incompat TypeError|[object AsyncGeneratorFunction]|async function* named() {}"), t)
}

// TestAsyncGeneratorMore: yield in finally during return, every for await target, private and static methods, queued requests, errors.
func TestAsyncGeneratorMore(t *testing.T) {
	const SCRIPT = `
const log = [];
// yield in finally during return
async function* g1() { try { yield 1; } finally { yield "cleanup"; log.push("after cleanup yield"); } }
const i1 = g1(); await i1.next();
log.push(JSON.stringify(await i1.return("x")));
log.push(JSON.stringify(await i1.next()));
log.push(JSON.stringify(await i1.next()));
// for await lhs forms
let x; const o = {};
for await (x of [1, 2]) ;
for await (o.p of [3]) ;
for await (var vv of [4]) ;
log.push(x, o.p, vv);
// in async arrow and nested functions
const arrow = async (it) => { const out = []; for await (const v of it) out.push(v); return out; };
log.push((await arrow((async function* () { yield* [1, 2]; yield* (async function* () { yield 3; })(); })())).join());
// private and static async gen methods
class C { static async *s() { yield "s"; } async *#p() { yield "p"; } run() { return this.#p(); } }
for await (const v of C.s()) log.push(v);
for await (const v of new C().run()) log.push(v);
// names
log.push(C.s.name, ({ async *foo() {} }).foo.name, (async function* () {}).name);
// return value via await in return
async function* rg() { return Promise.resolve("ret"); }
log.push(JSON.stringify(await rg().next()));
// yield* sync iterable return()
function* sg() { try { yield 1; yield 2; } finally { log.push("sg fin"); } }
async function* ds() { yield* sg(); }
const i2 = ds(); await i2.next();
log.push(JSON.stringify(await i2.return("z")));
// throw inside generator caught by its own try around yield
async function* tg() { try { yield 1; } catch (e) { log.push("tg caught " + e); } yield 2; }
const i3 = tg(); await i3.next();
log.push(JSON.stringify(await i3.throw("boom")));
// generator throwing inside for await with finally in consumer
try {
  for await (const v of (async function* () { yield 1; throw new TypeError("tt"); })()) { try { log.push("v" + v); } finally { log.push("body fin"); } }
} catch (e) { log.push(e.name + ":" + e.message); }
// await in for-await head
for await (const v of await Promise.resolve([7])) log.push("h" + v);
// Symbol.asyncIterator registered
log.push(Symbol.asyncIterator.toString(), Symbol.asyncIterator.description);
// spread of async generator is a TypeError
try { [...(async function* () {})()]; } catch (e) { log.push("spread " + e.constructor.name); }
// for-of over async generator is a TypeError
try { for (const v of (async function* () {})()) ; } catch (e) { log.push("forof " + e.constructor.name); }
// new on async gen
try { new (async function* () {})(); } catch (e) { log.push("new " + e.constructor.name); }
// paginate pattern
async function fetchPage(cursor) { await null; return cursor < 3 ? { items: [cursor * 2, cursor * 2 + 1], next: cursor + 1 } : { items: [cursor * 2], next: null }; }
async function* paginate() { let c = 0; while (c !== null) { const p = await fetchPage(c); yield* p.items; c = p.next; } }
const all = []; for await (const it of paginate()) all.push(it); log.push(all.join());
// concurrency: next() called twice before first resolves with awaits inside
async function* slow() { for (let i = 0; i < 5; i++) await null; yield "a"; await null; yield "b"; }
const s = slow(); const [r1, r2, r3] = await Promise.all([s.next(), s.next(), s.return("q")]);
log.push(JSON.stringify([r1, r2, r3]));
// return() while executing queued
const e1 = (async function* () { yield 1; })();
const q = [e1.return(Promise.resolve("pr")), e1.next()];
log.push(JSON.stringify(await Promise.all(q)));
// return with rejected promise at start
const e2 = (async function* () {})();
try { await e2.return(Promise.reject(new Error("rr"))); } catch (e) { log.push("rr " + e.message); }
return log.join("|");
`
	testAsyncFunc(SCRIPT, asciiString("{\"value\":\"cleanup\",\"done\":false}|after cleanup yield|{\"value\":\"x\",\"done\":true}|{\"done\":true}|2|3|4|1,2,3|s|p|s|foo||{\"value\":\"ret\",\"done\":true}|sg fin|{\"value\":\"z\",\"done\":true}|tg caught boom|{\"value\":2,\"done\":false}|v1|body fin|TypeError:tt|h7|Symbol(Symbol.asyncIterator)|Symbol.asyncIterator|spread TypeError|forof TypeError|new TypeError|0,1,2,3,4,5,6|[{\"value\":\"a\",\"done\":false},{\"value\":\"b\",\"done\":false},{\"value\":\"q\",\"done\":true}]|[{\"value\":\"pr\",\"done\":true},{\"done\":true}]|rr rr"), t)
}

// TestForAwaitSyntax: for await is only for-of, and only where await is.
func TestForAwaitSyntax(t *testing.T) {
	for _, src := range []string{
		"function f() { for await (const x of []) ; }",
		"async function f() { for await (const x in {}) ; }",
		"async function f() { for await (let i = 0; i < 1; i++) ; }",
		"for await (const x of []) ;",
		"async function* f() { yield\n* 1 }",
	} {
		if _, err := Compile("test.js", src, false); err == nil {
			t.Errorf("%q compiled; want a SyntaxError", src)
		}
	}
	for _, src := range []string{
		"async function f() { for await (const x of []) ; }",
		"async () => { for await (x of []) ; }",
		"({ async *m() { yield 1 }, async *[Symbol.asyncIterator]() {} })",
		"class A { async *m() {} static async *s() {} async *#p() {} }",
		"async function* f() { yield* g(); for await (const x of g()) yield x; return await 1 }",
	} {
		if _, err := Compile("test.js", src, false); err != nil {
			t.Errorf("%q: %v", src, err)
		}
	}
}

// TestArrayFromAsyncAsyncIterable: Array.fromAsync takes an async generator's
// object, awaiting each step, and closes it when the mapping function throws.
func TestArrayFromAsyncAsyncIterable(t *testing.T) {
	const SCRIPT = `
	const log = [];
	async function* gen() { try { yield 1; yield Promise.resolve(2); yield 3; } finally { log.push("closed"); } }
	const a = await Array.fromAsync(gen(), (x) => x * 10);
	let err;
	try { await Array.fromAsync(gen(), (x) => { if (x === 2) throw new Error("map"); return x; }); } catch (e) { err = e.message; }
	return a.join() + "|" + err + "|" + log.join();
	`
	testAsyncFunc(SCRIPT, asciiString("10,20,30|map|closed,closed"), t)
}

// TestAsyncGeneratorAccessOrder: the order of every property read and call of an inner iterator in yield* and for await, including the sync-iterator fallback and two interleaved loops.
func TestAsyncGeneratorAccessOrder(t *testing.T) {
	const SCRIPT = `
const log = [];
function tracer(name, steps) {
  let i = 0;
  const iter = {
    get next() { log.push(name + ":get next"); return function (...a) { log.push(name + ":next(" + a.length + "," + a[0] + ")"); const s = steps[i++] || { done: true, value: "end" }; return makeResult(s); }; },
    get return() { log.push(name + ":get return"); return function (...a) { log.push(name + ":return(" + a[0] + ")"); return makeResult({ done: true, value: "ret:" + a[0] }); }; },
    get throw() { log.push(name + ":get throw"); return function (...a) { log.push(name + ":throw(" + a[0] + ")"); return makeResult({ done: false, value: "after-throw" }); }; },
  };
  function makeResult(s) {
    return { get done() { log.push(name + ":get done"); return s.done; }, get value() { log.push(name + ":get value"); return s.value; } };
  }
  return {
    get [Symbol.asyncIterator]() { log.push(name + ":get asyncIterator"); return () => { log.push(name + ":call asyncIterator"); return iter; }; },
    get [Symbol.iterator]() { log.push(name + ":get iterator"); return () => iter; },
  };
}
async function* g1() { const r = yield* tracer("A", [{ done: false, value: 1 }, { done: false, value: 2 }]); log.push("g1 got " + r); return "g1done"; }
const it = g1();
log.push(JSON.stringify(await it.next("x")));
log.push(JSON.stringify(await it.next("y")));
log.push(JSON.stringify(await it.throw("z")));
log.push(JSON.stringify(await it.return("w")));
log.push(JSON.stringify(await it.next()));
log.push("--");
// for await with sync fallback
const syncOnly = { get [Symbol.asyncIterator]() { log.push("S:get asyncIterator"); return undefined; }, [Symbol.iterator]() { log.push("S:call iterator"); let n = 0; return { get next() { log.push("S:get next"); return () => { log.push("S:next"); return n < 2 ? { value: Promise.resolve(n++), done: false } : { value: undefined, done: true }; }; }, return() { log.push("S:return"); return {}; } }; } };
for await (const v of syncOnly) { log.push("v" + v); if (v === 1) break; }
log.push("--");
const it2 = tracer("B", [{ done: false, value: "b1" }, { done: false, value: "b2" }]);
for await (const v of it2) { log.push("body " + v); if (v === "b2") break; }
log.push("--");
// ticks: interleave two for-await loops
async function* tick(name, n) { for (let i = 0; i < n; i++) { log.push(name + i); yield i; } }
await Promise.all([(async () => { for await (const v of tick("p", 3)) log.push("P" + v); })(), (async () => { for await (const v of tick("q", 3)) log.push("Q" + v); })()]);
log.push("--");
// yield* to sync iterator: return forwarded
function* sg() { try { yield "s1"; yield "s2"; } finally { log.push("sg finally"); } }
async function* g3() { try { yield* sg(); } finally { log.push("g3 finally"); } }
const it3 = g3();
log.push(JSON.stringify(await it3.next()));
log.push(JSON.stringify(await it3.return("R3")));
return log.join("\n");
`
	testAsyncFunc(SCRIPT, newStringValue("A:get asyncIterator\nA:call asyncIterator\nA:get next\nA:next(1,undefined)\nA:get done\nA:get value\n{\"value\":1,\"done\":false}\nA:next(1,y)\nA:get done\nA:get value\n{\"value\":2,\"done\":false}\nA:get throw\nA:throw(z)\nA:get done\nA:get value\n{\"value\":\"after-throw\",\"done\":false}\nA:get return\nA:return(w)\nA:get done\nA:get value\n{\"value\":\"ret:w\",\"done\":true}\n{\"done\":true}\n--\nS:get asyncIterator\nS:call iterator\nS:get next\nS:next\nv0\nS:next\nv1\nS:return\n--\nB:get asyncIterator\nB:call asyncIterator\nB:get next\nB:next(0,undefined)\nB:get done\nB:get value\nbody b1\nB:next(0,undefined)\nB:get done\nB:get value\nbody b2\nB:get return\nB:return(undefined)\n--\np0\nq0\nP0\np1\nQ0\nq1\nP1\np2\nQ1\nq2\nP2\nQ2\n--\n{\"value\":\"s1\",\"done\":false}\nsg finally\ng3 finally\n{\"value\":\"R3\",\"done\":true}"), t)
}

// TestAsyncGeneratorClosing: nested labelled breaks, per-iteration bindings, destructuring errors, return through finally blocks, continue, return() while executing, an inner throw() that completes, await in finally, the prototype's property attributes.
func TestAsyncGeneratorClosing(t *testing.T) {
	const SCRIPT = `
const log = [];
async function* counted(name, n) { try { for (let i = 0; i < n; i++) { await null; yield i; } } finally { log.push(name + " closed"); await null; log.push(name + " closed2"); } }
// nested labeled break closes inner then outer
outer: for await (const a of counted("o", 3)) { for await (const b of counted("i", 3)) { if (b === 1) break outer; log.push(a + "," + b); } }
log.push("after nested");
// per-iteration let closures
const fns = []; for await (const v of counted("c", 3)) fns.push(() => v); log.push(fns.map((f) => f()).join());
// destructuring error closes iterator
try { for await (const { x: { y } } of counted("d", 3)) {} } catch (e) { log.push("destr " + e.constructor.name); }
// return inside try/finally inside for await
async function f() { try { for await (const v of counted("r", 3)) { try { return "v" + v; } finally { log.push("inner finally"); } } } finally { log.push("outer finally"); } }
log.push(await f());
// continue does not close
let cnt = 0; for await (const v of counted("k", 3)) { if (v < 2) continue; cnt++; } log.push("cnt " + cnt);
// return() during executing (awaiting) queues
async function* slow() { try { log.push("s start"); await null; await null; yield 1; yield 2; } finally { log.push("slow fin"); } }
const s = slow(); const p1 = s.next(); const p2 = s.return("early"); const p3 = s.next();
log.push(JSON.stringify(await Promise.all([p1, p2, p3])));
// throw into yield* where inner throw returns done
const inner = { [Symbol.asyncIterator]() { return { next() { return { value: "in", done: false }; }, throw(e) { return { value: "handled " + e, done: true }; } }; } };
async function* d() { const r = yield* inner; log.push("yield* result " + r); yield "after"; }
const di = d(); await di.next(); log.push(JSON.stringify(await di.throw("E1"))); log.push(JSON.stringify(await di.next()));
// await in finally while throwing
async function* tf() { try { yield 1; throw new Error("x"); } finally { await null; log.push("tf finally"); } }
try { for await (const v of tf()) log.push("tf " + v); } catch (e) { log.push("tf caught " + e.message); }
// this binding and arguments in class async gen
class Repo { constructor() { this.rows = [1, 2]; } async *each(mult) { for (const r of this.rows) yield r * mult * arguments.length; } }
const out = []; for await (const v of new Repo().each(10)) out.push(v); log.push(out.join());
// generator object methods on wrong gen type
try { await (async function* () {}).prototype.next.call((function* () {})()); } catch (e) { log.push("wrong " + e.constructor.name); }
// property descriptors
const AGP = Object.getPrototypeOf(async function* () {}).prototype;
const d1 = Object.getOwnPropertyDescriptor(AGP, "next");
log.push([d1.writable, d1.enumerable, d1.configurable, AGP.next.length, AGP.next.name].join());
const d2 = Object.getOwnPropertyDescriptor(AGP, Symbol.toStringTag); log.push([d2.value, d2.writable, d2.configurable].join());
const gf = async function* named() {}; log.push([Object.getOwnPropertyNames(gf).sort().join(), Object.getOwnPropertyDescriptor(gf, "prototype").writable, gf.prototype.constructor === undefined].join("|"));
log.push(Object.getOwnPropertyNames(AGP).sort().join());
return log.join("\n");
`
	testAsyncFunc(SCRIPT, newStringValue("0,0\ni closed\ni closed2\no closed\no closed2\nafter nested\nc closed\nc closed2\n0,1,2\nd closed\nd closed2\ndestr TypeError\ninner finally\nr closed\nr closed2\nouter finally\nv0\nk closed\nk closed2\ncnt 1\ns start\nslow fin\n[{\"value\":1,\"done\":false},{\"value\":\"early\",\"done\":true},{\"done\":true}]\nyield* result handled E1\n{\"value\":\"after\",\"done\":false}\n{\"done\":true}\ntf 1\ntf finally\ntf caught x\n10,20\nwrong TypeError\ntrue,false,true,1,next\nAsyncGenerator,false,true\nlength,name,prototype|true|false\nconstructor,next,return,throw"), t)
}

// TestAsyncGeneratorRelay: throw() and return() reaching a for await loop
// suspended at a yield in its body, return() with a rejected promise, a
// yielded thenable, and a call through Function.prototype.call.
func TestAsyncGeneratorRelay(t *testing.T) {
	const SCRIPT = `
const log = [];
async function* src(name) { try { yield 1; yield 2; yield 3; } finally { log.push(name + " closed"); } }
async function* relay() { try { for await (const v of src("src")) { log.push("relay got " + v); yield v * 10; } } catch (e) { log.push("relay caught " + e); yield "recovered"; } finally { log.push("relay fin"); } }
const r = relay();
log.push(JSON.stringify(await r.next()));
log.push(JSON.stringify(await r.throw("boom")));
log.push(JSON.stringify(await r.next()));
const r2 = relay();
await r2.next();
log.push(JSON.stringify(await r2.return("bye")));
// return() with a rejected promise while suspended at yield: throws into generator
async function* guarded() { try { yield 1; } catch (e) { log.push("guarded caught " + e); yield "g2"; } }
const gg = guarded(); await gg.next();
log.push(JSON.stringify(await gg.return(Promise.reject("rej"))));
// host-style: call async generator function through .call / apply
async function* withThis() { yield this.tag; }
log.push(JSON.stringify(await withThis.call({ tag: "T" }).next()));
// generator that awaits a thenable
async function* th() { yield { then(res) { res("from thenable"); } }; }
log.push(JSON.stringify(await th().next()));
return log.join("\n");
`
	testAsyncFunc(SCRIPT, newStringValue("relay got 1\n{\"value\":10,\"done\":false}\nsrc closed\nrelay caught boom\n{\"value\":\"recovered\",\"done\":false}\nrelay fin\n{\"done\":true}\nrelay got 1\nsrc closed\nrelay fin\n{\"value\":\"bye\",\"done\":true}\nguarded caught rej\n{\"value\":\"g2\",\"done\":false}\n{\"value\":\"T\",\"done\":false}\n{\"value\":\"from thenable\",\"done\":false}"), t)
}
