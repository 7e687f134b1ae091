package goja

import "testing"

// TestExecboxSortNegativeZero checks that a comparator returning -0 means
// "equal" to Array.prototype.sort and toSorted and to the typed arrays'
// sort and toSorted: goja took -0 as "less" from its sign bit, so
// (a, b) => -a.localeCompare(b) reversed ties (issue 19). The expected
// value is Node's.
func TestExecboxSortNegativeZero(t *testing.T) {
	const src = `const xs = [3, 1, 2, 1, 3].map((v, i) => ({ v, i })); const desc = (a, b) => -String(a.v).localeCompare(String(b.v)); const r = [xs.slice().sort(desc).map(x => x.i).join(""), xs.toSorted(() => -0).map(x => x.i).join("")]; for (const T of [Float64Array, Int8Array]) { const a = new T([21, 12, 25, 17]); const c = (x, y) => -(Math.floor(x / 10) - Math.floor(y / 10)); r.push(a.slice().sort(c).join(" "), a.toSorted(c).join(" ")); } r.join(";");`
	const want = "04213;01234;21 25 12 17;21 25 12 17;21 25 12 17;21 25 12 17"
	v, err := New().RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}
