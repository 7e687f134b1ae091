package goja

import "testing"

// allocsPerRun is testing.AllocsPerRun for the allocation tests of the
// patches. Under the race detector it runs f once, for the assertions f
// makes, and skips the rest of the test: the counts are only checked by
// the run without -race (make test-goja does both).
func allocsPerRun(t *testing.T, runs int, f func()) float64 {
	t.Helper()
	if raceEnabled {
		f()
		t.Skip("allocation counts are not comparable under the race detector")
	}
	return testing.AllocsPerRun(runs, f)
}
