package session

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/engine"
)

// The supervisor is tested against this test binary re-run as a fake child
// (the pattern of hashicorp/go-plugin's TestHelperProcess): each scenario
// misbehaves in one way a real child can, through the same fd 3 status
// pipe and stderr.
const fakeChildEnv = "EXECBOX_FAKE_CHILD"

func TestMain(m *testing.M) {
	if scenario := os.Getenv(fakeChildEnv); scenario != "" {
		os.Exit(fakeChild(scenario))
	}
	os.Exit(m.Run())
}

func fakeChild(scenario string) int {
	status := os.NewFile(3, "status")
	report := func(v any) {
		b, _ := json.Marshal(v)
		status.Write(append(b, '\n'))
	}
	accept := func(timeoutMs int64) {
		report(statusMsg{Accepted: &acceptedMsg{ID: "x", Received: time.Now().UnixNano(), TimeoutMs: timeoutMs, MemoryLimitBytes: 1 << 20}})
		line := "kept before the end"
		report(statusMsg{Log: &line})
	}
	switch scenario {
	case "handover":
		accept(10000)
		fmt.Fprintln(status, `{"type":"done","id":"x","ok":true,"durationMs":1,"logs":["from the child"],"result":1}`)
		return 0
	case "wedged":
		accept(50)
		time.Sleep(20 * time.Second) // past the deadline, never hands over a done
		return 0
	case "oom", "stack", "segv", "other":
		accept(10000)
		fmt.Fprintln(os.Stderr, "a diagnostic before the crash")
		switch scenario {
		case "oom":
			fmt.Fprint(os.Stderr, "fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw(...)\n\ngoroutine 1 [running]:\nmain.main()\n")
		case "stack":
			fmt.Fprint(os.Stderr, "runtime: goroutine stack exceeds 67108864-byte limit\nfatal error: stack overflow\n\ngoroutine 1 [running]:\n")
		case "segv":
			fmt.Fprint(os.Stderr, "SIGSEGV: segmentation violation\nPC=0x0 m=0\n\ngoroutine 1 [running]:\n")
		case "other":
			fmt.Fprint(os.Stderr, "panic: something broke\n\ngoroutine 1 [running]:\n")
		}
		return 2
	case "no-execute":
		fmt.Fprintln(os.Stderr, "stdin ended before any execute")
		return 1
	}
	return 3
}

type supervised struct {
	code   int
	stdout string
	stderr string
}

func supervise(t *testing.T, scenario string) supervised {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// stdout is a file, as in production: the child inherits it and the
	// supervisor writes to it. (A bytes.Buffer would be filled by two
	// writers at once, exec's copying goroutine and the supervisor.)
	stdout, err := os.CreateTemp(t.TempDir(), "stdout")
	if err != nil {
		t.Fatal(err)
	}
	defer stdout.Close()
	var stderr bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- Supervise(context.Background(), SuperviseConfig{
			Path: exe, Args: []string{"-test.run=^$"}, Env: append(os.Environ(), fakeChildEnv+"="+scenario),
		}, strings.NewReader(""), stdout, &stderr)
	}()
	select {
	case code := <-done:
		out, err := os.ReadFile(stdout.Name())
		if err != nil {
			t.Fatal(err)
		}
		return supervised{code: code, stdout: string(out), stderr: stderr.String()}
	case <-time.After(hang):
		t.Fatalf("%s: Supervise did not return", scenario)
		return supervised{}
	}
}

// oneDone checks that stdout is exactly one done line and returns it.
func oneDone(t *testing.T, out string) doneMsg {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 1 || !strings.HasSuffix(out, "\n") {
		t.Fatalf("stdout is not exactly one line: %q", out)
	}
	var d doneMsg
	if err := json.Unmarshal([]byte(lines[0]), &d); err != nil || d.Type != "done" || d.ID != "x" {
		t.Fatalf("not the done for x: %q (%v)", lines[0], err)
	}
	return d
}

func TestSuperviseHandsOverTheChildsDone(t *testing.T) {
	r := supervise(t, "handover")
	d := oneDone(t, r.stdout)
	if r.code != ExitOK || !d.OK || len(d.Logs) != 1 || d.Logs[0] != "from the child" {
		t.Errorf("exit %d, done %+v", r.code, d)
	}
}

// TestSuperviseBackstop: a child past its deadline that hands over nothing
// gets the timeout written for it, with the logs it streamed, without the
// supervisor waiting for it to die on its own (it sleeps for 20 s).
func TestSuperviseBackstop(t *testing.T) {
	r := supervise(t, "wedged")
	d := oneDone(t, r.stdout)
	if r.code != ExitOK || d.OK || d.Error == nil || *d.Error != *engine.ErrTimeout {
		t.Fatalf("exit %d, done %+v", r.code, d)
	}
	if len(d.Logs) != 1 || d.Logs[0] != "kept before the end" {
		t.Errorf("logs %q, want the line the child streamed", d.Logs)
	}
}

func TestSuperviseChildDeath(t *testing.T) {
	for _, c := range []struct {
		scenario string
		code     engine.Code
	}{
		{"oom", engine.CodeMemoryLimit},
		{"segv", engine.CodeMemoryLimit},
		{"stack", engine.CodeRuntime},
		{"other", engine.CodeInternal},
	} {
		t.Run(c.scenario, func(t *testing.T) {
			r := supervise(t, c.scenario)
			d := oneDone(t, r.stdout)
			if r.code != ExitOK || d.OK || d.Error == nil || d.Error.Code != c.code {
				t.Fatalf("exit %d, done %+v, want %s", r.code, d, c.code)
			}
			if len(d.Logs) != 1 || d.Logs[0] != "kept before the end" {
				t.Errorf("logs %q, want the line the child streamed", d.Logs)
			}
			// Diagnostics before the crash pass through; the dump does not.
			if !strings.Contains(r.stderr, "a diagnostic before the crash") || strings.Contains(r.stderr, "goroutine 1") {
				t.Errorf("stderr:\n%s", r.stderr)
			}
		})
	}
}

func TestSuperviseNoExecuteKeepsTheChildsExitCode(t *testing.T) {
	r := supervise(t, "no-execute")
	if r.code != ExitFailed || r.stdout != "" || !strings.Contains(r.stderr, "stdin ended before any execute") {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
}

func TestDeathCause(t *testing.T) {
	killed := exec.Command("sh", "-c", "kill -9 $$").Run()
	for _, c := range []struct {
		crash   string
		waitErr error
		want    engine.Code
	}{
		{"fatal error: runtime: out of memory", nil, engine.CodeMemoryLimit},
		{"fatal error: runtime: cannot allocate memory", nil, engine.CodeMemoryLimit},
		{"SIGSEGV: segmentation violation", nil, engine.CodeMemoryLimit},
		{"runtime: goroutine stack exceeds 67108864-byte limit", nil, engine.CodeRuntime},
		{"panic: boom", nil, engine.CodeInternal},
		{"", killed, engine.CodeMemoryLimit}, // SIGKILL: the OOM killer
		{"", errors.New("exit status 7"), engine.CodeInternal},
	} {
		if got := deathCause(c.waitErr, c.crash, 1<<20); got.Code != c.want {
			t.Errorf("deathCause(%v, %q) = %s, want %s", c.waitErr, c.crash, got.Code, c.want)
		}
	}
}
