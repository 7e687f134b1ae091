package engine

import (
	"math"
	"testing"
)

// TestResidentLimit: the resident line is the limit plus the allowance,
// and a limit near the largest int64 (memoryLimitBytes is clamped to
// MaxInt64/2, but the engine takes any) does not wrap to a negative line
// that every run would pass.
func TestResidentLimit(t *testing.T) {
	for _, c := range []struct{ limit, want int64 }{
		{1 << 20, 1<<20 + ResidentAllowance},
		{64 << 20, 64<<20 + ResidentAllowance},
		{math.MaxInt64 / 2, math.MaxInt64/2 + ResidentAllowance},
		{math.MaxInt64 - 1, math.MaxInt64},
		{math.MaxInt64, math.MaxInt64},
	} {
		if got := ResidentLimit(c.limit); got != c.want {
			t.Errorf("ResidentLimit(%d) = %d, want %d", c.limit, got, c.want)
		}
	}
}

// TestPeakResidentBytes: the peak resident memory is read, in bytes: once
// the process has touched 64 MiB, it is at least that.
func TestPeakResidentBytes(t *testing.T) {
	before := PeakResidentBytes()
	if before <= 0 {
		t.Skip("no peak resident memory on this OS")
	}
	b := make([]byte, 64<<20)
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	after := PeakResidentBytes()
	if after < 64<<20 || after < before {
		t.Errorf("peak resident memory %d after touching 64 MiB, %d before", after, before)
	}
	_ = b[len(b)-1]
}
