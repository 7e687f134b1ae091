package goja

import "testing"

// Object literals of more than four properties and spread targets get
// room for their properties at once; names added while a for-in holds the
// list, deletions and the move to a map past 16 keep V8's order.
func TestObjectSizedAtCreation(t *testing.T) {
	const SCRIPT = `
const o = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 };
const seen = [];
for (const k in o) { seen.push(k); if (seen.length < 4) o["n" + k] = 1; }
const big = { p0: 0, p1: 1, p2: 2, p3: 3, p4: 4, p5: 5, p6: 6, p7: 7, p8: 8, p9: 9, p10: 10, p11: 11, p12: 12, p13: 13, p14: 14, p15: 15, p16: 16, p17: 17 };
big.extra = 1; delete big.p3;
const r = { id: 1, x: 2, y: 3, z: 4, w: 5, v: 6, 2: "two" };
const s = { ...r, net: 1, unit: 2, express: 3, more: 4, evenMore: 5 };
const keysDuring = [];
for (const k in s) { keysDuring.push(k); if (k === "x") s.added = 1; }
JSON.stringify([seen, Object.keys(o), Object.keys(big), Object.keys(s), keysDuring, Object.entries({ q: 1, w: 2, e: 3, r: 4, t: 5, get y() { return 6; } })])
`
	testScript(SCRIPT, asciiString(`[["a","b","c","d","e","f"],["a","b","c","d","e","f","na","nb","nc"],["p0","p1","p2","p4","p5","p6","p7","p8","p9","p10","p11","p12","p13","p14","p15","p16","p17","extra"],["2","id","x","y","z","w","v","net","unit","express","more","evenMore","added"],["2","id","x","y","z","w","v","net","unit","express","more","evenMore"],[["q",1],["w",2],["e",3],["r",4],["t",5],["y",6]]]`), t)
}

// A ten-property object literal allocates its property slice and name
// list once each: 6 allocations in all, where doubling them from 4 to 8 to
// 16 made 12.
func TestObjectLiteralAllocations(t *testing.T) {
	r := New()
	if _, err := r.RunString(`function f() { return { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10 }; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 100, func() {
		if _, err := f(nil); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 8 {
		t.Errorf("%v allocations for a ten-property object literal", allocs)
	}
}
