// Package pdeath makes the runner end when the process that started it
// dies: a host that crashes, or exits without ending its runners, must not
// leave a guest in while(true){} holding a processor until its own
// timeout.
//
// On Linux the kernel sends the process a signal of its choice when its
// parent dies (prctl PR_SET_PDEATHSIG). The runner asks for SIGTERM, one of
// the host signals it already handles: it ends the execution as a cancel
// does, with a timeout done (stdout may be open still, say when it is a
// file), reaps its watchdog and exits. EOF on stdin does not do this: a
// host may close stdin after its execute on purpose.
//
// Two holes are closed around the prctl. A parent that died before it ran
// is not signalled for: the process then checks getppid against the parent
// it expects (EnvParent, which the Node adapter sets to its own pid; else
// the parent at Arm), and signals itself when that parent no longer exists. And a change of credentials (the
// sandbox's switch to an unprivileged user) clears the setting: Rearm sets
// it again. Elsewhere than Linux both do nothing.
package pdeath

import (
	"os"
	"strconv"
	"sync/atomic"
	"syscall"
)

// EnvParent names the variable a host may set to its own process id, so
// that a runner whose host died before Arm ran still notices.
const EnvParent = "EXECBOX_RUNNER_PARENT_PID"

// Signal is what the process receives when its parent dies.
const Signal = syscall.SIGTERM

var (
	parent atomic.Int64 // the expected parent; 0 before Arm
	armed  atomic.Bool
)

// Arm asks for Signal on the parent's death. It reads EnvParent, so it must
// run before anything clears the environment. It reports whether the
// setting is in force (false elsewhere than Linux, or if prctl failed).
func Arm() bool {
	want := os.Getppid()
	if v, err := strconv.Atoi(os.Getenv(EnvParent)); err == nil && v > 0 {
		want = v
	}
	parent.Store(int64(want))
	armed.Store(set(Signal) == nil)
	if armed.Load() {
		checkParent()
	}
	return armed.Load()
}

// Rearm sets the signal again after the process changed its credentials,
// which clears it; it does nothing if Arm did not succeed. The sandbox calls
// it after switching users, before seccomp refuses prctl.
func Rearm() {
	if !armed.Load() {
		return
	}
	if set(Signal) != nil {
		armed.Store(false)
		return
	}
	checkParent()
}

// checkParent signals this process if the parent it expects has died:
// it died before the setting was made, and the kernel will not signal for
// it. A parent that is not the expected one but a process between them
// (a host that starts the runner through a wrapper that does not exec) is
// no reason to end: the expected parent must be gone as well.
func checkParent() {
	want := parent.Load()
	if want <= 0 || int64(os.Getppid()) == want {
		return
	}
	if err := syscall.Kill(int(want), 0); err == nil || err == syscall.EPERM {
		return // it lives
	}
	_ = syscall.Kill(os.Getpid(), Signal)
}
