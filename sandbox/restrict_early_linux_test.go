package sandbox

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// earlyChild is a child (mode "early" or "early-none") that enforces
// Landlock as a runner does at the top of main, allowing it to execute
// itself ("early") or nothing ("early-none"), tries what the ruleset
// should allow and refuse, and then raises the rest of the walls.
func earlyChild(mode string, rep *childReport) {
	exe := ""
	if mode != "early-none" {
		exe = os.Args[0]
	}
	if !RestrictEarly(Default(), exe) {
		rep.Errnos["restrict_early"] = "not enforced"
		return
	}
	errno := func(err error) string {
		if err == nil {
			return "ok"
		}
		if strings.Contains(err.Error(), "permission denied") {
			return "permission denied"
		}
		if strings.Contains(err.Error(), "operation not permitted") {
			return "operation not permitted"
		}
		return err.Error()
	}
	// The child's stdio are this process's own: os/exec would open
	// /dev/null for them, which the ruleset refuses too.
	run := func(path string) error {
		cmd := exec.Command(path)
		cmd.Env = []string{childEnv + "=exit"}
		cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stderr, os.Stderr
		return cmd.Run()
	}
	self := func() error { return run(os.Args[0]) }
	_, err := os.ReadFile("/etc/passwd")
	rep.Errnos["open_read"] = errno(err)
	rep.Errnos["exec_self"] = errno(self())
	rep.Errnos["exec_other"] = errno(run("/bin/true"))
	if mode == "early-close" {
		// As Finish does when the filter cannot be installed.
		rep.Walls = Walls{closeException(*earlyLandlock)}
		rep.Errnos["exec_self_after"] = errno(self())
		return
	}
	p := Default()
	p.Peer = os.Getppid()
	rep.Walls = Apply(p)
	rep.Errnos["exec_self_after"] = errno(self())
	_, err = os.ReadFile("/etc/passwd")
	rep.Errnos["open_read_after"] = errno(err)
}

// TestRestrictEarly: the ruleset a runner enforces at the top of main
// refuses every file but its own executable, which it may execute (its
// watchdog's start) until the rest of the walls refuse that too; Apply
// afterwards reports Landlock from the early enforcement.
func TestRestrictEarly(t *testing.T) {
	rep := runChild(t, "early")
	if rep.Errnos["restrict_early"] == "not enforced" {
		t.Skip("Landlock cannot be enforced here")
	}
	want := map[string]string{
		"open_read":       "permission denied",
		"exec_self":       "ok",
		"exec_other":      "permission denied",
		"exec_self_after": "operation not permitted", // seccomp: no fork, no execve
		"open_read_after": "permission denied",
	}
	for k, v := range want {
		if rep.Errnos[k] != v {
			t.Errorf("%s: %q, want %q", k, rep.Errnos[k], v)
		}
	}
	for _, w := range rep.Walls {
		if w.Name == WallFDs || w.Name == WallEnv {
			continue // Prepare's, not done in this child
		}
		if !w.InForce {
			t.Errorf("%s not in force: %s", w.Name, w.Detail)
		}
		if w.Name == WallLandlock && !strings.Contains(w.Detail, "enforced at start-up, with one exception") {
			t.Errorf("landlock: %q does not say it was enforced early with the exception", w.Detail)
		}
	}
	if rep.Runtime != "ok" {
		t.Errorf("runtime under the walls: %s", rep.Runtime)
	}
}

// TestRestrictEarlyNoException: without a watchdog to start, the early
// ruleset has no exception at all.
func TestRestrictEarlyNoException(t *testing.T) {
	rep := runChild(t, "early-none")
	if rep.Errnos["restrict_early"] == "not enforced" {
		t.Skip("Landlock cannot be enforced here")
	}
	if rep.Errnos["exec_self"] != "permission denied" || rep.Errnos["open_read"] != "permission denied" {
		t.Errorf("the ruleset with no exception allowed: %v", rep.Errnos)
	}
	for _, w := range rep.Walls {
		if w.Name == WallLandlock && (!w.InForce || strings.Contains(w.Detail, "exception")) {
			t.Errorf("landlock: in force %v, %q", w.InForce, w.Detail)
		}
	}
}

// TestRestrictEarlyClosedWithoutSeccomp: where the filter cannot be
// installed, nothing refuses execve, and a second ruleset closes the
// early one's exception.
func TestRestrictEarlyClosedWithoutSeccomp(t *testing.T) {
	rep := runChild(t, "early-close")
	if rep.Errnos["restrict_early"] == "not enforced" {
		t.Skip("Landlock cannot be enforced here")
	}
	if rep.Errnos["exec_self"] != "ok" || rep.Errnos["exec_self_after"] != "permission denied" {
		t.Errorf("executing itself before and after the second ruleset: %v", rep.Errnos)
	}
	if len(rep.Walls) != 1 || !rep.Walls[0].InForce || strings.Contains(rep.Walls[0].Detail, "could not be closed") {
		t.Errorf("walls: %+v", rep.Walls)
	}
}
