package e2e

// The walls a runner raises at the top of main (sandbox.RestrictEarly),
// seen from outside while its guest waits on a tool: what it must still
// do under a Landlock ruleset that refuses every file but its own
// executable.

import (
	"fmt"
	"os"
	"runtime"
	"testing"
)

// TestEarlyWallsLeaveTheRunnerWhole: under the early ruleset the runner
// still sets RLIMIT_DATA from /proc/self/status (opened before the
// ruleset: read by path it is refused, and the limit stayed unlimited),
// and its watchdog starts, with /dev/null as its stdin (the Go runtime
// opens /dev/null itself when fd 0 is closed, and dies if refused).
func TestEarlyWallsLeaveTheRunnerWhole(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the walls are Linux's")
	}
	r := startWaiting(t, nil, nil)
	if got := procLimit(t, r.cmd.Process.Pid, "Max data size"); got == "unlimited" {
		t.Errorf("runner: RLIMIT_DATA is unlimited, want the cap set before the guest runs")
	}
	if r.watchdog == 0 {
		t.Fatal("no watchdog")
	}
	if target, err := os.Readlink(fmt.Sprintf("/proc/%d/fd/0", r.watchdog)); err != nil || target != "/dev/null" {
		t.Errorf("watchdog: fd 0 is %q (%v), want /dev/null", target, err)
	}
	r.finish(t)
}
