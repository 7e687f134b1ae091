package e2e

import (
	"bufio"
	"bytes"
	"strings"
	"syscall"
	"testing"
	"time"
)

// doneLogs returns the raw logs array of a done line, as written.
func doneLogs(t *testing.T, done string) string {
	t.Helper()
	_, rest, ok := strings.Cut(done, `"logs":`)
	if !ok {
		t.Fatalf("no logs in %q", done)
	}
	end := strings.Index(rest, `],"error":`)
	if end < 0 {
		t.Fatalf("logs do not end before the error in %q", done)
	}
	return rest[:end+1]
}

// TestWatchdogDoneLogsExact: the logs of a done the watchdog writes read
// exactly as in a done the runner writes, a lone surrogate's escape
// included (the watchdog used to decode them, which turned it into
// U+FFFD). The runner is stopped (SIGSTOP) once its tool call is out, so
// that the deadline's backstop makes the watchdog write the done; the
// same execution left to run gets the runner's own.
func TestWatchdogDoneLogsExact(t *testing.T) {
	const (
		code      = `console.log("a\ud800b", "\"q\"\n"); console.log("two"); await tools.echo({}); 1`
		options   = `{"timeoutMs":300}`
		providers = `[{"name":"tools","tools":{"echo":{"safeName":"echo"}}}]`
		want      = `["a\ud800b \"q\"\n","two"]`
	)
	for _, stop := range []bool{false, true} {
		r := startHandoverRun(t)
		r.execute(t, "x", code, options, providers)
		out := bufio.NewReader(r.stdout)
		for _, typ := range []string{"started", "tool_call"} {
			if l := readLineWithin(t, out, hangTimeout, typ); !strings.Contains(l, `"type":"`+typ+`"`) {
				t.Fatalf("got %q, want %s", l, typ)
			}
		}
		var resume *time.Timer
		if stop {
			// Its walls let the runner signal only its watchdog, and
			// the watchdog only its runner: the test signals as the host.
			_ = syscall.Kill(r.cmd.Process.Pid, syscall.SIGSTOP)
			// The host can read a line before the runner's write returns
			// and marks the line ended. A stop that lands there leaves
			// the watchdog waiting for the line to end, as it must (it
			// never tears a line), so the test resumes the runner after a
			// while: the runner then finds stdout taken, and the done is
			// still the watchdog's.
			pid := r.cmd.Process.Pid
			resume = time.AfterFunc(2*time.Second, func() { _ = syscall.Kill(pid, syscall.SIGCONT) })
		}
		done := readLineWithin(t, out, hangTimeout, "done")
		if resume != nil {
			resume.Stop()
		}
		if !strings.Contains(done, `"code":"timeout"`) {
			t.Errorf("stopped %v: done %q, want a timeout", stop, done)
		}
		if got := doneLogs(t, done); got != want {
			t.Errorf("stopped %v: logs %s, want %s", stop, got, want)
		}
		if stop {
			_ = syscall.Kill(r.cmd.Process.Pid, syscall.SIGCONT)
		}
		r.stdin.Close()
		err := r.cmd.Wait()
		// Killed by the backstop when stopped; exit 0 otherwise.
		if stop == (err == nil) {
			t.Errorf("stopped %v: the runner ended with %v; stderr:\n%s", stop, err, r.stderr.String())
		}
		if bytes.Contains([]byte(done), []byte("\ufffd")) {
			t.Errorf("stopped %v: U+FFFD in %q", stop, done)
		}
	}
}
