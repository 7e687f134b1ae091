package goja

import "testing"

// The checks below are written so that each line's expected string is
// what Node (V8) prints for the same expression.

// TestObjectRestPlainAndGeneral covers the rest of an object pattern on the
// direct copy (an ordinary source with plain data properties) and on each
// case that must take the general path.
func TestObjectRestPlainAndGeneral(t *testing.T) {
	const SCRIPT = `
	const out = [];
	const show = (o) => JSON.stringify(o) + "|" + Object.keys(o).join();
	const src = { b: 2, a: 1, 10: "ten", 2: "two", c: 3 };
	{ const { a, 2: two, ...rest } = src; out.push(show(rest), a, two); }
	{ const { ["c"]: c, ...rest } = src; out.push(show(rest), c); }
	{ const { x, ...rest } = src; out.push(show(rest), x); }
	{ const { ...rest } = src; out.push(show(rest), rest !== src); }
	// More keys read than the set keeps in its slice.
	{
		const big = {};
		for (let i = 0; i < 14; i++) big["k" + i] = i;
		const { k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, ...rest } = big;
		out.push(show(rest), k9);
	}
	// A getter in the source runs once, and not for a key the pattern read.
	let calls = 0;
	const acc = { get g() { calls++; return "got"; }, h: 1 };
	{ const { g, ...rest } = acc; out.push(show(rest), g, calls); }
	{ const { h, ...rest } = acc; out.push(JSON.stringify(Object.getOwnPropertyDescriptor(rest, "g")), calls, "skip" in rest); }
	// A getter read by the pattern that adds a property: the rest sees it.
	const grow = { get a() { this.later = 1; return 0; }, b: 2 };
	{ const { a, ...rest } = grow; out.push(show(rest)); }
	// Non-enumerable and symbol keys.
	const hid = { v: 1 };
	Object.defineProperty(hid, "hidden", { value: 1, enumerable: false });
	const sym = Symbol("s");
	hid[sym] = "sym";
	{ const { ...rest } = hid; out.push(show(rest), rest[sym], "hidden" in rest); }
	{ const { [sym]: sv, ...rest } = hid; out.push(show(rest), sv, sym in rest); }
	// A read-only property becomes a plain one in the rest object.
	const ro = Object.freeze({ p: 1, q: 2 });
	{ const { p, ...rest } = ro; out.push(show(rest), Object.isFrozen(rest), JSON.stringify(Object.getOwnPropertyDescriptor(rest, "q"))); }
	// Primitives, arrays, a Proxy and a class instance.
	{ const { length, ...rest } = "hey"; out.push(show(rest), length); }
	{ const { 0: first, ...rest } = [5, 6, 7]; out.push(show(rest), first); }
	const log = [];
	const px = new Proxy({ m: 1, n: 2 }, { ownKeys(t) { log.push("ownKeys"); return Reflect.ownKeys(t); }, get(t, k) { log.push("get " + String(k)); return t[k]; } });
	{ const { m, ...rest } = px; out.push(show(rest), log.join()); }
	class P { #x = 1; y = 2; z = 3; get w() { return 4; } }
	{ const { y, ...rest } = new P(); out.push(show(rest)); }
	// Deleted properties stay out.
	const del = { a: 1, b: 2, c: 3 };
	delete del.b;
	{ const { c, ...rest } = del; out.push(show(rest)); }
	// Rest in parameters and in assignment patterns.
	const f = ({ id, ...more }) => show(more);
	out.push(f({ id: 1, k: 2, l: 3 }));
	let r2;
	({ k: r2, ...r2 } = { k: 1, m: 2 });
	out.push(show(r2));
	out.join("\n");
	`
	const want = `{"10":"ten","b":2,"c":3}|10,b,c
1
two
{"2":"two","10":"ten","b":2,"a":1}|2,10,b,a
3
{"2":"two","10":"ten","b":2,"a":1,"c":3}|2,10,b,a,c

{"2":"two","10":"ten","b":2,"a":1,"c":3}|2,10,b,a,c
true
{"k10":10,"k11":11,"k12":12,"k13":13}|k10,k11,k12,k13
9
{"h":1}|h
got
1
{"value":"got","writable":true,"enumerable":true,"configurable":true}
2
false
{"b":2,"later":1}|b,later
{"v":1}|v
sym
false
{"v":1}|v
sym
false
{"q":2}|q
false
{"value":2,"writable":true,"enumerable":true,"configurable":true}
{"0":"h","1":"e","2":"y"}|0,1,2
3
{"1":6,"2":7}|1,2
5
{"n":2}|n
get m,ownKeys,get n
{"z":3}|z
{"a":1}|a
{"k":2,"l":3}|k,l
{"m":2}|m`
	testScript(SCRIPT, newStringValue(want), t)
}

// allocsOf returns the allocations of one call of the function named name,
// defined by src.
func allocsOf(t *testing.T, src, name string, arg interface{}) float64 {
	t.Helper()
	r := New()
	if _, err := r.RunString(src); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get(name))
	a := r.ToValue(arg)
	if arg == nil {
		a = _undefined
	}
	return testing.AllocsPerRun(100, func() {
		if _, err := f(nil, a); err != nil {
			t.Fatal(err)
		}
	})
}

// TestObjectRestAllocations: the rest of an object pattern over a plain
// record is the new object and its two slices, plus the key set and the
// pattern's wrapper; it was five allocations per property of the source
// (an iterator item, a String, a descriptor and more).
func TestObjectRestAllocations(t *testing.T) {
	const src = `
	const rec = { id: 1, net: 2, unit: 3, region: "n", a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 };
	function f() { const { id, net, unit, region, ...rest } = rec; return rest; }`
	if n := allocsOf(t, src, "f", nil); n > 9 {
		t.Errorf("%v allocations for a rest object of six properties", n)
	}
}
