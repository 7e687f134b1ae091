package e2e

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
	if rest, ok := strings.CutPrefix(input, killedPrefix); ok {
		return killedCheck(bin, rest)
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

// killedPrefix marks an input for killedCheck.
const killedPrefix = "KILLED:"

// killedCheck runs the runner on input, kills it from outside (SIGKILL)
// once it has written started, and then, as the subreaper its watchdog is
// re-parented to, waits for the watchdog to end and reaps it: a watchdog
// whose runner is gone must not live on.
func killedCheck(bin, input string) int {
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(input)
	out, err := cmd.StdoutPipe()
	if err != nil || cmd.Start() != nil {
		fmt.Println("cannot start the runner")
		return 2
	}
	line := make([]byte, 64)
	if n, _ := out.Read(line); !strings.Contains(string(line[:n]), `"started"`) {
		fmt.Printf("first output %q\n", line[:n])
		return 2
	}
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	killed := time.Now()
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		if err == syscall.ECHILD {
			// Every child, the watchdog included, has ended and is reaped.
			fmt.Printf("the watchdog ended %v after its runner was killed\n", time.Since(killed).Round(time.Millisecond))
			return 0
		}
		if pid <= 0 && time.Since(killed) > 5*time.Second {
			fmt.Println("the watchdog still runs 5 s after its runner was killed")
			return 1
		}
		if pid <= 0 {
			time.Sleep(time.Millisecond)
		}
	}
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
		// A runner killed from outside cannot reap its watchdog; the
		// watchdog must end at once, for the subreaper to reap.
		"killed": killedPrefix + `{"type":"execute","id":"o","code":"while (true) {}","options":{"timeoutMs":60000},"providers":[]}` + "\n",
	} {
		cmd := exec.Command(exe, "-test.run=^$", input)
		cmd.Env = append(os.Environ(), orphanCheckEnv+"="+runnerBin)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v: %s", name, err, out)
		} else if len(out) > 0 {
			t.Logf("%s: %s", name, out)
		}
	}
}

// TestDiagnosticsSurviveExit runs a session that ends with only
// diagnostics to show, many times over: each run must pass both lines on.
// The runner used to kill its watchdog at exit whenever the stderr pipe
// was empty, and a watchdog that had read the lines but not yet written
// them lost them (about one run in 240 on a loaded machine).
func TestDiagnosticsSurviveExit(t *testing.T) {
	const runs, parallel = 100, 4
	errs := make(chan string, runs)
	sem := make(chan struct{}, parallel)
	for i := 0; i < runs; i++ {
		sem <- struct{}{}
		go func() {
			defer func() { <-sem }()
			cmd := exec.Command(runnerBin, "--log-format", "json")
			cmd.Stdin = strings.NewReader("oops\n")
			var stderr strings.Builder
			cmd.Stderr = &stderr
			hang := time.AfterFunc(hangTimeout, func() { _ = cmd.Process.Kill() })
			err := cmd.Run()
			hang.Stop()
			got := stderr.String()
			if err == nil || !strings.Contains(got, `"malformed_line"`) || !strings.Contains(got, `"no_execute"`) {
				errs <- fmt.Sprintf("err %v, stderr %q", err, got)
				return
			}
			errs <- ""
		}()
	}
	failed := 0
	for i := 0; i < runs; i++ {
		if e := <-errs; e != "" {
			if failed++; failed <= 3 {
				t.Error(e)
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d runs lost diagnostics", failed, runs)
	}
}
