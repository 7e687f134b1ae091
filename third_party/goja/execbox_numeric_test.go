package goja

import "testing"

// Comparing fractional numbers reuses their values: toNumeric returned a
// new box for every float.
func TestCompareFloatsDoesNotAllocate(t *testing.T) {
	r := New()
	if _, err := r.RunString(`var a = 0.5, b = 1.5; function f() { let n = 0; for (let i = 0; i < 200; i++) if (a < b && b > a && a <= b) n = 1; return n; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 20, func() {
		if v, err := f(nil); err != nil || v.ToInteger() != 1 {
			t.Fatal(v, err)
		}
	})
	if allocs > 100 {
		t.Errorf("%v allocations for 600 comparisons of two floats", allocs)
	}
}
