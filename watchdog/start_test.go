package watchdog

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// children lists this process's child processes.
func children(t *testing.T) []string {
	t.Helper()
	tasks, err := filepath.Glob("/proc/self/task/*/children")
	if err != nil {
		t.Fatal(err)
	}
	var pids []string
	for _, f := range tasks {
		b, _ := os.ReadFile(f)
		pids = append(pids, strings.Fields(string(b))...)
	}
	return pids
}

// TestStartWaitsForReady: Start makes the watchdog's pipes and page but
// starts no process; the first Ready does (the runner calls it once its
// engine is built), and a Close before any Ready starts none at all.
func TestStartWaitsForReady(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	exe := "/bin/true"
	if _, err := os.Stat(exe); err != nil {
		t.Skip(exe, err)
	}
	before := len(children(t))

	w, err := Start(exe, os.Stdout, os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(children(t)); n != before {
		t.Fatalf("Start started a process: %d children, %d before", n, before)
	}
	if !w.Ready() || w.Pid() == 0 {
		t.Fatal("Ready did not start the watchdog")
	}
	w.Close()

	w, err = Start(exe, os.Stdout, os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	if w.Ready() || w.Pid() != 0 {
		t.Error("a watchdog closed before Ready started after all")
	}
	if n := len(children(t)); n != before {
		t.Errorf("a watchdog closed before Ready left %d children, %d before", n, before)
	}
}
