package engine

import (
	"fmt"
	"runtime"
	"testing"
)

// allocatedBy returns the bytes the process allocated while a fresh engine
// ran code. Timing would flake on a shared machine; allocation does not.
func allocatedBy(t *testing.T, code string) uint64 {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	okResult(t, eval(t, code), "true")
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestStringBuildingIsLinear: `s += x` in a loop must allocate in
// proportion to the string it builds. Upstream goja copies the whole string
// on every append (quadratic: doubling the appends quadruples the bytes);
// third_party/goja's patch appends in place. Doubling n must at most about
// double what is allocated.
func TestStringBuildingIsLinear(t *testing.T) {
	build := func(n int) string {
		return fmt.Sprintf(`let s = ""; for (let i = 0; i < %d; i++) s += "abcdefghij"; s.length === %d`, n, 10*n)
	}
	for _, c := range []struct {
		name string
		code func(int) string
	}{
		{"ascii", build},
		{"non-ASCII", func(n int) string {
			return fmt.Sprintf(`let s = "é"; for (let i = 0; i < %d; i++) s += "abcdefghiü"; s.length === %d`, n, 10*n+1)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			small := allocatedBy(t, c.code(20000))
			large := allocatedBy(t, c.code(40000))
			ratio := float64(large) / float64(small)
			t.Logf("20000 appends: %d bytes; 40000: %d bytes; ratio %.2f", small, large, ratio)
			// Linear gives about 2 (plus the fixed cost of an engine);
			// quadratic gives about 4 and allocates gigabytes.
			if ratio > 3 {
				t.Errorf("doubling the appends multiplied the bytes allocated by %.2f: string building is quadratic again", ratio)
			}
		})
	}
}
