package e2e

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestWatchdogIsTheSmallProgram: the runner as built to ship
// (scripts/build.sh) starts the watchdog program embedded in it, executed
// from memory, not its own executable a second time; the watchdog then
// does its work (a cancel's done comes, and the runner ends).
func TestWatchdogIsTheSmallProgram(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the watchdog program is embedded for Linux")
	}
	r := startRunner(t)
	r.send(map[string]any{"type": "execute", "id": "w", "code": "await new Promise(r => setTimeout(r, 60000))", "options": map[string]any{"timeoutMs": 120000}, "providers": []any{}})
	if m := r.next(); m["type"] != "started" {
		t.Fatalf("first line %v, want started", m)
	}
	wd := hostileFindChild(r.cmd.Process.Pid, 5*time.Second)
	if wd == 0 {
		t.Fatal("no watchdog found")
	}
	exe, err := os.Readlink("/proc/" + strconv.Itoa(wd) + "/exe")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(exe, "/memfd:execbox-runner-watchdog") {
		t.Errorf("the watchdog executes %s, not the program from memory", exe)
	}
	// What ps shows is the runner's path, for an operator looking for it.
	if cmdline, _ := os.ReadFile("/proc/" + strconv.Itoa(wd) + "/cmdline"); string(cmdline) != runnerBin+"\x00" {
		t.Errorf("the watchdog's command line is %q, want the runner's path", cmdline)
	}
	r.send(map[string]any{"type": "cancel", "id": "w"})
	if m := r.next(); m["type"] != "done" || m["ok"] != false {
		t.Fatalf("after cancel: %v, want a done that is not ok", m)
	}
}
