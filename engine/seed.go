package engine

import (
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
)

// Deterministic guests (--seed). With Config.Seeded, what a guest can
// observe of randomness and of the clock follows from the seed alone, so a
// recorded session replays to the same output:
//
//   - Math.random draws from a PCG generator seeded with Seed.
//   - The clock that Date.now(), new Date() and Date() read starts at
//     SeedEpoch and advances by exactly one millisecond each time the guest
//     reads it, whatever the wall clock does. Code that waits for the clock
//     to move (a busy loop on Date.now) therefore still finishes.
//
// Timers are not affected: setTimeout still waits for real time, and
// timeoutMs is still wall time. The guest's local time zone is the caller's
// business (the command line sets UTC with --seed).

// SeedEpoch is the first time a seeded guest's clock reads:
// 2024-01-01T00:00:00Z.
var SeedEpoch = time.Date(2024, time.January, 1, 0, 0, 0, 0, time.UTC)

// seed installs the deterministic random source and clock on vm, and
// returns the clock.
func seed(vm *goja.Runtime, s uint64) func() time.Time {
	seedRandom(vm, s)
	var reads atomic.Int64
	clock := func() time.Time {
		n := reads.Add(1) - 1
		return SeedEpoch.Add(time.Duration(n) * time.Millisecond)
	}
	vm.SetTimeSource(clock)
	return clock
}
