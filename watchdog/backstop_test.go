package watchdog

import (
	"encoding/json"
	"io"
	"log/slog"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// TestWatchBackstopFromAcceptance: an execution whose deadline passed
// before the runner accepted it (its walls went up on a starved machine
// while the clock ran from the execute's arrival) gets the backstop's time
// from its acceptance, not none: the runner ends it at once and writes
// its own done. (The backstop used to fire as the execution was reported,
// and killed a runner that was about to write its done.)
func TestWatchBackstopFromAcceptance(t *testing.T) {
	sleeper := exec.Command("sleep", "20")
	if err := sleeper.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	defer sleeper.Process.Kill()
	statusR, statusW := io.Pipe()
	diagR, diagW := io.Pipe()
	page := new(Page)
	var stdout, stderr syncBuffer
	code := make(chan int, 1)
	go func() {
		code <- Watch(Config{
			Status: statusR, Diag: diagR, Page: page, Stdout: &stdout, Stderr: &stderr,
			Kill: func() { _ = sleeper.Process.Kill() }, Backstop: hang / 2,
			Configured: Configured{Log: slog.New(slog.DiscardHandler)},
		})
	}()
	b, _ := json.Marshal(statusMsg{Accepted: &acceptedMsg{ID: "x", Received: time.Now().Add(-time.Minute).UnixNano(), TimeoutMs: 50, MemoryLimitBytes: 1 << 20}})
	if _, err := statusW.Write(append(b, '\n')); err != nil {
		t.Fatal(err)
	}
	// A backstop armed from the deadline fires at once and takes stdout;
	// give it a while to show (only the failure needs the wait). The
	// runner then writes its done, well within the backstop from here.
	for end := time.Now().Add(200 * time.Millisecond); time.Now().Before(end) && page.state.Load() == stIdle; {
		time.Sleep(time.Millisecond)
	}
	g := gate{page}
	if err := g.Begin(true); err != nil {
		t.Fatalf("stdout was taken before the runner could write its done: %v", err)
	}
	g.End(true, true)
	diagW.Close()
	statusW.Close()
	select {
	case c := <-code:
		if c != exitWroteDone || stdout.Len() != 0 {
			t.Errorf("exit %d, stdout %q", c, stdout.String())
		}
	case <-time.After(hang):
		t.Fatal("Watch did not return")
	}
	if sleeper.ProcessState != nil {
		t.Error("the runner was killed")
	}
}

// TestWatchBackstopFromTheAbort: the backstop after an abort counts from
// when the abort arose in the runner (a cancel: when its line was read),
// which the report carries, not from when the watchdog reads the report: a
// watchdog still starting up, or starved of the processor, reads it late,
// and the host's done must not be later by as much. Here the report says
// the abort arose two backstops ago, so the backstop fires at once; counted
// from the report it would fire only after the hang bound.
func TestWatchBackstopFromTheAbort(t *testing.T) {
	sleeper := exec.Command("sleep", "20")
	if err := sleeper.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	defer sleeper.Process.Kill()
	statusR, statusW := io.Pipe()
	diagR, diagW := io.Pipe()
	defer diagW.Close()
	var stdout, stderr syncBuffer
	code := make(chan int, 1)
	go func() {
		code <- Watch(Config{
			Status: statusR, Diag: diagR, Page: new(Page), Stdout: &stdout, Stderr: &stderr,
			Kill: func() { _ = sleeper.Process.Kill() }, Backstop: hang,
			Configured: Configured{Log: slog.New(slog.DiscardHandler)},
		})
	}()
	b, _ := json.Marshal(statusMsg{Accepted: &acceptedMsg{ID: "x", Received: time.Now().UnixNano(), TimeoutMs: 3600_000, MemoryLimitBytes: 1 << 20}})
	abort := appendAbort(nil, protocol.ErrTimeout, time.Now().Add(-2*hang))
	if _, err := statusW.Write(append(append(b, '\n'), append(abort, '\n')...)); err != nil {
		t.Fatal(err)
	}
	select {
	case c := <-code:
		if c != exitWroteDone || !strings.Contains(stdout.String(), `"code":"timeout"`) {
			t.Errorf("exit %d, stdout %q", c, stdout.String())
		}
	case <-time.After(hang):
		t.Fatal("the backstop did not fire: it counted from the report, not from the abort")
	}
	statusW.Close()
}
