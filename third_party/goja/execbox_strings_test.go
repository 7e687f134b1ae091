package goja

import "testing"

// The tests of execbox_strings.go and of the string and regular expression
// patches beside it (PATCHES.md, "Guest compute"). Each expected value is
// what Node (V8) prints for the same program.

func expectString(t *testing.T, src, want string) {
	t.Helper()
	v, err := New().RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// Array.prototype.join writes numbers and strings straight into its
// buffer; everything else, holes, accessors, a toString that shrinks the
// array, an index found on the prototype, must read as before.
func TestJoinElements(t *testing.T) {
	expectString(t, `(() => {
const out = [];
out.push([1, -0, 1.5, 1e21, 1e-7, NaN, Infinity, -Infinity, -5, 0.1 + 0.2, 2 ** 53, -(2 ** 31), 123456789012].join("|"));
out.push([1, , undefined, null, "x", true, {}, [2, [3, 4]], Symbol.iterator.description].join());
out.push(["é", 1, 2.5, "a", "😀"].join("-") + ":" + ["a", 7, "é"].join("€"));
const a = [1, 2, 3];
Object.defineProperty(a, 1, { get() { return "g" + this.length; } });
out.push(a.join("/"));
const b = [0, { toString() { b.length = 2; return "t"; } }, 5, 6];
out.push(b.join("+") + ":" + b.length);
Array.prototype[1] = "proto";
out.push([7, , 9].join());
delete Array.prototype[1];
out.push(Array.prototype.join.call({ length: 3, 0: "a", 2: 4.25 }, "~"));
out.push([].join() + "|" + [null].join() + "|" + [undefined, undefined].join() + "|" + [5].join());
out.push(["a", "b"].join(undefined) + "|" + ["a", "b"].join(null) + "|" + [1, 2].join(0));
out.push(String([1.5, [2.5, "é"]]));
return out.join("\n");
})()`, `1|0|1.5|1e+21|1e-7|NaN|Infinity|-Infinity|-5|0.30000000000000004|9007199254740992|-2147483648|123456789012
1,,,,x,true,[object Object],2,3,4,Symbol.iterator
é-1-2.5-a-😀:a€7€é
1/g3/3
0+t++:2
7,proto,9
a~~4.25
||,|5
a,b|anullb|102
1.5,2.5,é`)
}

// Joining strings and numbers makes no value per element.
func TestJoinDoesNotBoxElements(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var a = []; for (let i = 0; i < 1000; i++) a.push(i % 3 ? "s" + i : i * 1.5); function f() { return a.join(",").length; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := testing.AllocsPerRun(10, func() {
		if _, err := f(nil); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 50 {
		t.Errorf("%v allocations to join 1000 elements", allocs)
	}
}

// push on an array: setters on either prototype, a read-only index on
// Array.prototype, a read-only length, a frozen array, an array that
// becomes sparse, an array-like object.
func TestPushSemantics(t *testing.T) {
	expectString(t, `(() => {
const out = [];
const a = [1, 2];
out.push(a.push(3, 4, 5) + ":" + a.join());
out.push(a.push() + ":" + a.length);
let log = "";
Object.defineProperty(Array.prototype, "3", { set(v) { log += "set" + v + ";"; }, get() { return "pg"; }, configurable: true });
const b = [0, 1, 2];
out.push(b.push("x", "y") + ":" + log + ":" + b.hasOwnProperty(3) + ":" + b[3] + ":" + b[4] + ":" + b.length);
delete Array.prototype[3];
Object.defineProperty(Object.prototype, "1", { set(v) { log += "oset" + v + ";"; }, configurable: true });
const c = [9];
out.push(c.push("q") + ":" + log + ":" + c.hasOwnProperty(1) + ":" + c.length);
delete Object.prototype[1];
Object.defineProperty(Array.prototype, "0", { value: "ro", writable: false, configurable: true });
try { [].push(5); out.push("no throw"); } catch (e) { out.push(e.constructor.name); }
const d = []; d[0] = 5; out.push(d.length + ":" + d[0]);
delete Array.prototype[0];
const e = [1, 2];
Object.defineProperty(e, "length", { writable: false });
try { e.push(3); out.push("no throw"); } catch (err) { out.push(err.constructor.name + ":" + e.length + ":" + e[2] + ":" + e.hasOwnProperty(2)); }
const f = Object.freeze([1]);
try { f.push(2); out.push("no throw"); } catch (err) { out.push(err.constructor.name + ":" + f.length); }
const g = []; g.length = 100000; out.push(g.push(1, 2, 3) + ":" + g[100002] + ":" + g[99999]);
const h = { length: 2, 0: "a", 1: "b" };
out.push(Array.prototype.push.call(h, "c") + ":" + h[2] + ":" + h.length);
const k = [];
for (let i = 0; i < 5000; i++) k.push(i * 2);
out.push(k.length + ":" + k[4999] + ":" + k.indexOf(5000));
return out.join("\n");
})()`, `5:1,2,3,4,5
5:5
5:setx;:false:pg:y:5
2:setx;osetq;:false:2
TypeError
0:ro
TypeError:2:undefined:false
TypeError:1
100003:3:undefined
3:c:3
5000:9998:2500`)
}

// push boxes nothing but the length it returns: the index and the length
// it sets went through Values, and the index was formatted as a name to
// look for it on Array.prototype.
func TestPushAllocations(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var a = []; for (let i = 0; i < 1200; i++) a.push(i); function f() { a.length = 1000; for (let i = 0; i < 200; i++) a.push("x"); return a.length; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := testing.AllocsPerRun(10, func() {
		if v, err := f(nil); err != nil || v.ToInteger() != 1200 {
			t.Fatal(v, err)
		}
	})
	if allocs > 300 {
		t.Errorf("%v allocations for 200 pushes", allocs)
	}
}
