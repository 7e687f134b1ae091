package goja

import (
	"strings"
	"testing"
)

// TestCallbackSemantics runs the array built-ins with every kind of
// callback the fast path of execbox_calls.go takes or refuses, and the
// edges it has to keep: which arguments a callee sees, `this`, exceptions
// caught inside and outside the callback, re-entrancy, generators, async
// functions, classes and natives. The expected values are V8's.
func TestCallbackSemantics(t *testing.T) {
	big := `var big = Array.from({ length: 300 }, (_, i) => i);`
	for _, c := range []struct{ script, want string }{
		// Arguments: what the callee declares, more, fewer, rest,
		// defaults, the arguments object and direct eval.
		{`[5, 6].map((x) => x * 2).join()`, `10,12`},
		{`[5, 6].map((x, i) => i).join()`, `0,1`},
		{`var a = [5, 6]; a.map((x, i, arr) => arr === a).join()`, `true,true`},
		{`[5, 6].map((x, i, arr, extra) => typeof extra).join()`, `undefined,undefined`},
		{`[5, 6].map((...r) => r.length + ":" + r[1]).join()`, `3:0,3:1`},
		{`[5, 6].map((x, ...r) => r[0]).join()`, `0,1`},
		{`[5, 6].map((x, i = 9) => i).join()`, `0,1`},
		{`[5, 6].map(function () { return arguments.length + ":" + arguments[1]; }).join()`, `3:0,3:1`},
		{`[5, 6].map(function (x) { "use strict"; return arguments[1]; }).join()`, `0,1`},
		{`[5, 6].map(function (x) { return eval("arguments[1]"); }).join()`, `0,1`},
		{`[5, 6].map(function (x) { return (function () { return arguments.length; })(); }).join()`, `0,0`},
		{big + `big.map((x, i) => i - x).every((d) => d === 0)`, `true`},
		{big + `big.map(function () { return arguments[1]; })[299]`, `299`},
		{big + `big.map((...r) => r[1])[299]`, `299`},
		{big + `big.filter((x, i, a) => a[i] === x && i > 297).join()`, `298,299`},
		{big + `big.reduce((acc, x, i) => acc + (i === x ? 1 : 0), 0)`, `300`},
		{big + `big.reduceRight((acc, x, i, a) => acc + (a === big ? i : 0), 0)`, `44850`},
		{big + `big.findIndex((x, i) => i === 299)`, `299`},
		{big + `big.findLast(function (x) { return arguments[1] === 2; })`, `2`},
		{big + `big.flatMap((x, i) => i > 297 ? [x, i] : []).join()`, `298,298,299,299`},
		{big + `big.slice().sort(function (a, b) { return arguments.length === 2 ? b - a : 0; })[0]`, `299`},
		// this: thisArg, strict and sloppy functions, arrows, methods.
		{`[1].map(function () { "use strict"; return this; }, 7)[0] === 7`, `true`},
		{`[1].map(function () { return typeof this; }, 7)[0]`, `object`},
		{`[1].map(function () { return this === globalThis; })[0]`, `true`},
		{`[1].map(function () { "use strict"; return this; })[0]`, `undefined`},
		{`var o = { k: 3, f() { return [1].map(() => this.k)[0]; } }; o.f()`, `3`},
		{`var o = { k: 4, m(x) { return this.k + x; } }; [1, 2].map(o.m, o).join()`, `5,6`},
		{`[1, 2].map((x) => this === globalThis, {}).join()`, `true,true`},
		{`[3, 1, 2].sort(function (a, b) { "use strict"; return this === undefined ? a - b : 0; }).join()`, `1,2,3`},
		// Exceptions: thrown out of the built-in, caught inside the
		// callback (from the VM and from native code), and the runtime
		// still usable afterwards.
		{`try { [1, 2].map((x) => { throw x; }); } catch (e) { e }`, `1`},
		{`[1, 2].map((x) => { try { null.x; } catch (e) { return e instanceof TypeError; } }).join()`, `true,true`},
		{`[1, 2].map((x) => { try { JSON.parse("{"); } catch (e) { return e.name; } }).join()`, `SyntaxError,SyntaxError`},
		{`var n = 0; try { [1, 2, 3].forEach((x) => { n += x; if (x === 2) throw "stop"; }); } catch (e) { n += e; } n`, `3stop`},
		{`function f() { try { return [1].map(() => { throw new Error("in"); }); } finally { g = 1; } } var g; try { f(); } catch (e) { e.message + g }`, `in1`},
		{`var a = [3, 1, 2]; try { a.sort(() => { throw 0; }); } catch (e) {} a.join() + [3, 1, 2].sort((x, y) => x - y).join()`, `3,1,21,2,3`},
		{`for (var i = 0, n = 0; i < 50; i++) { try { [1, 2, 3].some((x) => { if (x === 2) throw x; }); } catch (e) { n += e; } } n`, `100`},
		// Re-entrancy: a callback that calls a built-in with a callback.
		{`[[1, 2], [3]].map((a) => a.map((x) => [x].map((y) => y * 10)[0]).join("+")).join()`, `10+20,30`},
		{`function walk(a) { return a.map((x) => Array.isArray(x) ? walk(x) : x + 1); } JSON.stringify(walk([1, [2, [3, [4]]]]))`, `[2,[3,[4,[5]]]]`},
		{`[3, 1, 2].sort((a, b) => [a].map((x) => x - b)[0]).join()`, `1,2,3`},
		// Generators, async functions, classes, natives, bound functions
		// and proxies go the old way.
		{`[1, 2].map(function* (x) { yield x * 3; }).map((g) => g.next().value).join()`, `3,6`},
		{`[1].map(async (x) => x)[0] instanceof Promise`, `true`},
		{`[1].map(async function (x) { return x; })[0] instanceof Promise`, `true`},
		{`class C {} try { [1].map(C); } catch (e) { e instanceof TypeError }`, `true`},
		{`[1, 2].map(String).join("|")`, `1|2`},
		{`[1, 2].map(function (x, i) { return this.k + x + i; }.bind({ k: 10 })).join()`, `11,13`},
		{`[1, 2].map(new Proxy((x) => x + 1, {})).join()`, `2,3`},
		{`var o = { m(x) { return super.toString === Object.prototype.toString; } }; [1].map(o.m)[0]`, `true`},
		// Holes, array-likes and flatMap's flattening.
		{`[1, , 3].map((x) => x * 2).length + ":" + (1 in [1, , 3].map((x) => x))`, `3:false`},
		{`[1, , 3].find((x) => x === undefined) === undefined && [1, , 3].findIndex((x) => x === undefined)`, `1`},
		{`Array.prototype.map.call({ length: 2, 0: "a", 1: "b" }, (x, i) => x + i).join()`, `a0,b1`},
		{`[1, 2, 3].flatMap((x) => x === 2 ? [[x]] : x === 3 ? { length: 1, 0: 9 } : [x, x]).map((v) => JSON.stringify(v)).join()`, `1,1,[2],{"0":9,"length":1}`},
		{`[, 1].flatMap((x) => [x, , x]).length`, `2`},
		{`Array.prototype.flatMap.call({ length: 2, 0: [1], 1: 2 }, (x) => x).join()`, `1,2`},
		{`class A extends Array {} var r = A.from([1, 2]).flatMap((x) => [x, x]); (r instanceof A) + ":" + r.join()`, `true:1,1,2,2`},
	} {
		vm := New()
		v, err := vm.RunString(c.script)
		if err != nil {
			t.Errorf("%s: %v", c.script, err)
			continue
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s: got %q, want %q", c.script, got, c.want)
		}
		if n := len(vm.vm.tryStack); n != 0 {
			t.Errorf("%s: %d try frames left on the stack", c.script, n)
		}
		if n := len(vm.vm.callStack); n != 0 {
			t.Errorf("%s: %d call frames left on the stack", c.script, n)
		}
	}
}

// TestCallbackExceptionStack: an exception thrown from a callback carries
// the callback's frame, the built-in's and the caller's, as it did when
// each call had its own try frame.
func TestCallbackExceptionStack(t *testing.T) {
	vm := New()
	v, err := vm.RunString(`
function f(x) { if (x > 1) throw new Error("boom " + x); return x; }
var out = [];
try { [1, 2, 3].map(f); } catch (e) { out.push(e.stack); }
try { [3, 1, 2].sort((a, b) => { null.x; }); } catch (e) { out.push(e.stack); }
out.join("---\n");
`)
	if err != nil {
		t.Fatal(err)
	}
	want := "Error: boom 2\n    at f (<eval>:2:34)\n    at map (<anonymous>)\n    at <eval>:4:20" +
		"---\nTypeError: Cannot read properties of null (reading 'x')\n    at <eval>:5:39\n    at sort (<anonymous>)\n    at <eval>:5:21"
	if got := v.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}

	// Uncaught, the exception reaches Go with the same frames.
	_, err = vm.RunString(`[1].forEach(function cb() { throw new RangeError("out"); });`)
	ex, ok := err.(*Exception)
	if !ok {
		t.Fatalf("got %v, want an exception", err)
	}
	if s := ex.String(); !strings.Contains(s, "at cb (<eval>:1:35(7))\n\tat forEach (native)") {
		t.Errorf("stack %q", s)
	}
	if n := len(vm.vm.tryStack); n != 0 {
		t.Errorf("%d try frames left on the stack", n)
	}
}

// TestCallbackInterrupt: an interrupt stops a long map, forEach or sort
// whose callback is JavaScript, and the runtime works again once the
// interrupt is cleared.
func TestCallbackInterrupt(t *testing.T) {
	for _, script := range []string{
		`a.map((x) => { if (x === 1000) stop(); return x; })`,
		`a.forEach(function (x) { if (x === 1000) stop(); })`,
		`a.reduce((s, x) => { if (x === 1000) stop(); return s + x; }, 0)`,
		`a.slice().sort((x, y) => { if (x === 1000 || y === 1000) stop(); return x - y; })`,
		`a.flatMap((x) => { if (x === 1000) stop(); return [x]; })`,
		`a.map((x) => [x].map((y) => { if (y === 1000) stop(); return y; }))`,
	} {
		vm := New()
		vm.Set("stop", func(FunctionCall) Value {
			vm.Interrupt("halt")
			return _undefined
		})
		if _, err := vm.RunString(`var a = Array.from({ length: 5000 }, (_, i) => (i * 7) % 5000); var after = 0;`); err != nil {
			t.Fatal(err)
		}
		// The statement after the built-in must never run.
		_, err := vm.RunString(script + `; after = 1;`)
		if ie, ok := err.(*InterruptedError); !ok || ie.Value() != "halt" {
			t.Errorf("%s: got %v, want the interrupt", script, err)
		}
		if n := len(vm.vm.tryStack); n != 0 {
			t.Errorf("%s: %d try frames left on the stack", script, n)
		}
		vm.ClearInterrupt()
		v, err := vm.RunString(`after + ":" + a.map((x) => x + 1).filter((x) => x > 4998).join()`)
		if err != nil || v.String() != "0:4999,5000" {
			t.Errorf("%s: after the interrupt got %v, %v", script, v, err)
		}
	}
}

// TestCallbackFromGo: the built-ins called from Go, at the top level and
// from a Go function that JavaScript called, with a JavaScript callback
// that throws and one that does not.
func TestCallbackFromGo(t *testing.T) {
	vm := New()
	mapFn, _ := AssertFunction(vm.Get("Array").ToObject(vm).Get("prototype").ToObject(vm).Get("map"))
	if _, err := vm.RunString(`var arr = [1, 2, 3]; var dbl = (x) => x * 2; var bad = (x) => { throw new Error("bad " + x); };`); err != nil {
		t.Fatal(err)
	}
	res, err := mapFn(vm.Get("arr"), vm.Get("dbl"))
	if err != nil || res.String() != "2,4,6" {
		t.Fatalf("top level: %v, %v", res, err)
	}
	if _, err := mapFn(vm.Get("arr"), vm.Get("bad")); err == nil || !strings.Contains(err.Error(), "bad 1") {
		t.Fatalf("top level, throwing: %v", err)
	}
	vm.Set("viaGo", func(call FunctionCall) Value {
		v, err := mapFn(call.Argument(0), call.Argument(1))
		if err != nil {
			panic(err)
		}
		return v
	})
	v, err := vm.RunString(`var r = viaGo(arr, dbl).join(); try { viaGo(arr, bad); } catch (e) { r += "|" + e.message; } r`)
	if err != nil || v.String() != "2,4,6|bad 1" {
		t.Fatalf("through Go: %v, %v", v, err)
	}
	if n := len(vm.vm.tryStack); n != 0 {
		t.Errorf("%d try frames left on the stack", n)
	}
}

// TestCallbackAllocations: calling a JavaScript callback allocates nothing
// per element, past indices 255 too, when the callee cannot see the index
// (each was a new boxed value), nor per comparison in sort (each was a new
// argument slice).
func TestCallbackAllocations(t *testing.T) {
	vm := New()
	if _, err := vm.RunString(`var a = [], b = [];
for (var i = 0; i < 2000; i++) { a.push(i & 1); b.push((i * 7919) % 2000 & 255); }
function run() { a.forEach((x) => x); a.some((x) => x > 1); b.slice().sort((x, y) => x - y); }`); err != nil {
		t.Fatal(err)
	}
	run, _ := AssertFunction(vm.Get("run"))
	allocs := allocsPerRun(t, 5, func() {
		if _, err := run(nil); err != nil {
			t.Fatal(err)
		}
	})
	// The copy sort makes and its merge buffer, the slice, the closures:
	// a few dozen at most; before, more than 20,000.
	if allocs > 100 {
		t.Errorf("%v allocations per run", allocs)
	}
}

// TestStdArrayFastPaths: slice, splice, shift, unshift and Array.from take
// their fast paths for standard arrays now that the check for the
// standard prototypes recognises the templated Array.prototype and
// Object.prototype, and keep the general semantics when a prototype has
// an index property, the array is a subclass, or species returns a frozen
// array. The expected values are V8's.
func TestStdArrayFastPaths(t *testing.T) {
	for _, c := range []struct{ script, want string }{
		{`var a = [1, 2, 3, 4]; var s = a.slice(1, 3); s.push(9); a.join() + "|" + s.join() + "|" + s.length`, `1,2,3,4|2,3,9|3`},
		{`var a = [1, 2, 3, 4]; var d = a.splice(1, 2, "x"); a.join() + "|" + d.join() + "|" + d.length`, `1,x,4|2,3|2`},
		{`var a = [1, 2, 3]; a.shift() + "|" + a.join() + "|" + a.length`, `1|2,3|2`},
		{`var a = [1, 2, 3]; a.unshift(7, 8) + "|" + a.join()`, `5|7,8,1,2,3`},
		{`Array.from(new Set([3, 4])).join() + "|" + Array.from({ length: 2, 0: "a" }).join()`, `3,4|a,`},
		{`Array.from({ length: 3 }, (_, i) => i * 2).join()`, `0,2,4`},
		{`Array.from([1, 2], function (x) { return x + this.k; }, { k: 10 }).join()`, `11,12`},
		{`Array.prototype[1] = "p"; var a = [1, 2, 3]; var r = a.shift() + "|" + a.join() + "|" + a.hasOwnProperty(2); delete Array.prototype[1]; r`, `1|2,3|false`},
		{`Object.prototype[0] = "o"; var a = [1, 2]; var r = a.unshift(0) + "|" + a.join(); delete Object.prototype[0]; r`, `3|0,1,2`},
		{`class A extends Array {} var s = A.from([1, 2, 3]).slice(1); (s instanceof A) + "|" + s.join()`, `true|2,3`},
		{`class B extends Array { static get [Symbol.species]() { return function (n) { return Object.freeze(new Array(n)); }; } }
		  try { B.from([1, 2]).slice(0); "no error"; } catch (e) { e instanceof TypeError }`, `true`},
		{`var a = [1, 2, 3]; a.constructor = { [Symbol.species]: function (n) { var r = new Array(n); r.tag = "t"; return r; } }; var s = a.slice(); s.tag + s.join()`, `t1,2,3`},
		{`var a = []; for (var i = 0; i < 300; i++) a.push(i); var s = a.slice(); s.length + ":" + s[299] + ":" + a.splice(10, 290).length + ":" + a.length`, `300:299:290:10`},
	} {
		vm := New()
		v, err := vm.RunString(c.script)
		if err != nil {
			t.Errorf("%s: %v", c.script, err)
			continue
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s: got %q, want %q", c.script, got, c.want)
		}
	}

	// The fast paths are taken: a slice of a standard array allocates
	// the new array and its values, not an object per element.
	vm := New()
	if _, err := vm.RunString(`var a = []; for (var i = 0; i < 1000; i++) a.push(i);`); err != nil {
		t.Fatal(err)
	}
	slice, _ := AssertFunction(vm.Get("a").ToObject(vm).Get("slice"))
	allocs := allocsPerRun(t, 5, func() {
		if _, err := slice(vm.Get("a")); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 20 {
		t.Errorf("slice of 1000: %v allocations", allocs)
	}
}

// TestAccessorCalls: getters and setters written in JavaScript are called
// directly (callAccessor), with the same receiver, arguments, exceptions
// and results as through their Call method. The expected values are V8's.
func TestAccessorCalls(t *testing.T) {
	for _, c := range []struct{ script, want string }{
		{`class A { #v = 2; get v() { return this.#v; } set v(x) { this.#v = x * 10; } } var a = new A(); a.v = 3; a.v`, `30`},
		{`var o = { k: 1, get g() { return this.k + arguments.length; }, set s(x) { this.k = x + arguments.length; } }; o.s = 5; o.g`, `6`},
		{`Object.defineProperty(Number.prototype, "t", { get: function () { return typeof this; }, configurable: true }); var r = (5).t; delete Number.prototype.t; r`, `object`},
		{`Object.defineProperty(Number.prototype, "t", { get: function () { "use strict"; return typeof this; }, configurable: true }); var r = (5).t; delete Number.prototype.t; r`, `number`},
		{`var self = this; var o = {}; Object.defineProperty(o, "a", { get: () => this === self }); o.a`, `true`},
		{`var o = { get x() { return this.y; } }; Reflect.get(o, "x", { y: 7 })`, `7`},
		{`var log = []; var o = { set x(v) { log.push(v, this === o); } }; o.x = 4; Reflect.set(o, "x", 5); log.join()`, `4,true,5,true`},
		{`var o = {}; Object.defineProperty(o, "n", { get: Math.random.bind(null) }); typeof o.n`, `number`},
		{`var o = { get bad() { throw new TypeError("no"); } }; try { o.bad; } catch (e) { e.message + e.stack.split("\n")[1].trim() }`, `noat bad (<eval>:1:29)`},
		{`class B { get g() { return [1, 2].map((x) => x * this.m)[1]; } get m() { return 3; } } new B().g`, `6`},
		{`var d = 0; var o = { get deep() { return d++ < 50 ? o.deep : d; } }; o.deep`, `51`},
	} {
		vm := New()
		v, err := vm.RunString(c.script)
		if err != nil {
			t.Errorf("%s: %v", c.script, err)
			continue
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s: got %q, want %q", c.script, got, c.want)
		}
		if n := len(vm.vm.tryStack); n != 0 {
			t.Errorf("%s: %d try frames left on the stack", c.script, n)
		}
	}

	// A getter read and a setter write allocate nothing (the method value
	// was one allocation each), and localeCompare does not box its two
	// strings again.
	vm := New()
	if _, err := vm.RunString(`class C { #v = 1; get v() { return this.#v; } set v(x) { this.#v = x; } }
var c = new C(), s1 = "cust-0012", s2 = "cust-0013";
function rw() { for (var i = 0; i < 100; i++) c.v = c.v; }
function lc() { return s1.localeCompare(s2); }`); err != nil {
		t.Fatal(err)
	}
	rw, _ := AssertFunction(vm.Get("rw"))
	if allocs := allocsPerRun(t, 10, func() { rw(nil) }); allocs > 10 {
		t.Errorf("100 getter and setter calls: %v allocations", allocs)
	}
	lc, _ := AssertFunction(vm.Get("lc"))
	if allocs := allocsPerRun(t, 10, func() { lc(nil) }); allocs > 2 {
		t.Errorf("localeCompare: %v allocations", allocs)
	}
}

// TestFunctionObjectBlock: functions and arrows made in one allocation
// (execbox_funcblock.go) have the same own properties, in the same order,
// with the same attributes, and keep working past the two slots of their
// block. The expected values are V8's except where noted.
func TestFunctionObjectBlock(t *testing.T) {
	for _, c := range []struct{ script, want string }{
		{`var f = (a, b) => a; Object.getOwnPropertyNames(f).join() + "|" + f.name + f.length`, `length,name|f2`},
		// goja lists a function expression's prototype first (V8 last),
		// before and after the patch.
		{`var g = function (a) {}; Object.getOwnPropertyNames(g).join() + "|" + g.name + g.length`, `prototype,length,name|g1`},
		{`function h() {} var p = h.prototype; Object.getOwnPropertyNames(h).join() + (p.constructor === h)`, `length,name,prototypetrue`},
		{`var f = () => 0; JSON.stringify([Object.getOwnPropertyDescriptor(f, "name"), Object.getOwnPropertyDescriptor(f, "length")])`,
			`[{"value":"f","writable":false,"enumerable":false,"configurable":true},{"value":0,"writable":false,"enumerable":false,"configurable":true}]`},
		{`var f = () => 0; f.name = "x"; f.length = 9; f.name + f.length`, `f0`},
		{`"use strict"; var f = () => 0; try { f.name = "x"; } catch (e) { e instanceof TypeError }`, `true`},
		{`var f = () => 0; Object.defineProperty(f, "name", { value: "n2" }); delete f.length; f.name + ("length" in f) + Object.getOwnPropertyNames(f).join()`, `n2truename`},
		{`var f = function () {}; for (var i = 0; i < 20; i++) f["p" + i] = i; f.p19 + ":" + Object.getOwnPropertyNames(f).length`, `19:23`},
		{`var fs = [1, 2, 3].map((x) => () => x); fs.map((f) => f() + f.name).join()`, `1,2,3`},
		{`var o = { m: () => 1 }; var { n = () => 2 } = {}; o.m.name + n.name`, `mn`},
		{`var f = (x) => x; Object.freeze(f); Object.isFrozen(f) + ":" + f(4)`, `true:4`},
		{`function outer() { return () => new.target; } new outer()() === outer`, `true`},
	} {
		vm := New()
		v, err := vm.RunString(c.script)
		if err != nil {
			t.Errorf("%s: %v", c.script, err)
			continue
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s: got %q, want %q", c.script, got, c.want)
		}
	}

	vm := New()
	if _, err := vm.RunString(`function make() { return (x) => x; }`); err != nil {
		t.Fatal(err)
	}
	make, _ := AssertFunction(vm.Get("make"))
	// The arrow, and one for the call from Go; seven before the patch.
	if allocs := allocsPerRun(t, 100, func() { make(nil) }); allocs > 2 {
		t.Errorf("a call that makes an arrow: %v allocations", allocs)
	}
}

// TestStashBlock: scopes whose stash and values are one allocation
// (execbox_stash.go) keep their variables apart per call and per loop
// iteration, grow when direct eval declares more, and hold catch
// parameters. The expected values are V8's.
func TestStashBlock(t *testing.T) {
	for _, c := range []struct{ script, want string }{
		{`var fs = []; for (let i = 0; i < 3; i++) fs.push(() => i); fs.map((f) => f()).join()`, `0,1,2`},
		{`var fs = []; for (let i = 0, j = 10; i < 3; i++, j--) fs.push(() => i + ":" + j); fs.map((f) => f()).join()`, `0:10,1:9,2:8`},
		{`function mk(a, b, c, d, e) { return () => [a, b, c, d, e].join(""); } mk(1, 2, 3, 4, 5)() + mk(6, 7)()`, `1234567`},
		{`function f3() { let a = 1, b = 2, c = 3; return () => a + b + c; } f3()()`, `6`},
		{`function g() { var x = 1; eval("var y = 2; var z = 3"); return () => x + y + z; } g()()`, `6`},
		{`function h(p) { eval("var q = p * 2"); return () => p + q; } h(5)()`, `15`},
		{`var r; try { throw 4; } catch (e) { r = () => e; } r()`, `4`},
		{`function count() { let n = 0; return { inc: () => ++n, get: () => n }; } var c1 = count(), c2 = count(); c1.inc(); c1.inc(); c2.inc(); c1.get() + ":" + c2.get()`, `2:1`},
		{`var out = []; for (const k of ["a", "b"]) { let v = k + k; out.push(() => k + v); } out.map((f) => f()).join()`, `aaa,bbb`},
	} {
		vm := New()
		v, err := vm.RunString(c.script)
		if err != nil {
			t.Errorf("%s: %v", c.script, err)
			continue
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s: got %q, want %q", c.script, got, c.want)
		}
	}

	vm := New()
	if _, err := vm.RunString(`function cap(x) { return () => x; } function run() { for (var i = 0; i < 100; i++) cap(i); }`); err != nil {
		t.Fatal(err)
	}
	run, _ := AssertFunction(vm.Get("run"))
	// Per call of cap: its stash and the arrow; three with the stash's
	// values apart.
	if allocs := allocsPerRun(t, 10, func() { run(nil) }); allocs > 250 {
		t.Errorf("100 calls that capture an argument: %v allocations", allocs)
	}
}
