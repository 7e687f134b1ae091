package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// orphanCheckEnv makes the test binary, re-run, a child-process subreaper
// that runs the runner once on the input given as its last argument and
// then reports any process left to it: a watchdog its runner did not reap
// would be reparented to it. (Node as PID 1 in a container is such a
// parent, and never reaps what it did not spawn.)
const orphanCheckEnv = "EXECBOX_TEST_ORPHAN_CHECK"

func orphanCheck(bin, input string) int {
	const prSetChildSubreaper = 36
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); errno != 0 {
		fmt.Println("prctl:", errno)
		return 2
	}
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(input)
	_ = cmd.Run()
	// A watchdog left behind ends within a few ms of its runner, and
	// stays a zombie child of this process, since nothing here reaps it.
	time.Sleep(200 * time.Millisecond)
	tasks, _ := filepath.Glob("/proc/self/task/*/children")
	var left []string
	for _, f := range tasks {
		b, _ := os.ReadFile(f)
		left = append(left, strings.Fields(string(b))...)
	}
	if len(left) > 0 {
		fmt.Println("left behind:", left)
		return 1
	}
	return 0
}

// TestNoWatchdogLeftBehind: the runner reaps its watchdog before it exits,
// whether it wrote a done or had no execute to run.
func TestNoWatchdogLeftBehind(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for name, input := range map[string]string{
		"done":       `{"type":"execute","id":"o","code":"1","options":{},"providers":[]}` + "\n",
		"no execute": "",
		"timeout":    `{"type":"execute","id":"o","code":"while (true) {}","options":{"timeoutMs":50},"providers":[]}` + "\n",
	} {
		cmd := exec.Command(exe, "-test.run=^$", input)
		cmd.Env = append(os.Environ(), orphanCheckEnv+"="+runnerBin)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v: %s", name, err, out)
		}
	}
}
