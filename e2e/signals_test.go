package e2e

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/cli"
)

// TestHostSignalsEndWithADone: every signal a host or an operator may
// send (cli.HostSignals) ends the active execution as cancel does, with the
// timeout done, and the runner exits 0 without a goroutine dump on
// stderr. SIGHUP used to kill the runner without a done; SIGQUIT, SIGABRT,
// SIGTRAP and SIGSYS dumped every goroutine and exited 2.
func TestHostSignalsEndWithADone(t *testing.T) {
	for _, mode := range [][]string{nil, {"--no-supervise"}} {
		for _, sig := range cli.HostSignals {
			t.Run(fmt.Sprintf("%v/%v", sig, mode), func(t *testing.T) {
				t.Parallel()
				r := startHandoverRun(t, mode...)
				defer r.cmd.Process.Kill()
				r.execute(t, "s", `while (true) {}`, `{"timeoutMs":60000}`, `[]`)
				stdout := bufio.NewReader(r.stdout)
				if l := readLineWithin(t, stdout, hangTimeout, "started"); !strings.Contains(l, `"started"`) {
					t.Fatalf("first line %q", l)
				}
				if err := r.cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
				l := readLineWithin(t, stdout, hangTimeout, "done")
				if !strings.Contains(l, `"type":"done"`) || !strings.Contains(l, `"code":"timeout"`) {
					t.Errorf("done %q", l)
				}
				r.stdin.Close()
				checkExitAfterTimeout(t, r.cmd.Wait(), mode == nil)
				if s := r.stderr.String(); strings.Contains(s, "goroutine ") {
					t.Errorf("a goroutine dump on stderr:\n%s", s)
				}
			})
		}
	}
}

// TestSignalBeforeExecute: before any execute, a host signal ends the
// runner with exit 1, and no dump.
func TestSignalBeforeExecute(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGQUIT} {
		r := startHandoverRun(t)
		// The runner is ready for signals once it reads stdin; a line it
		// ignores shows that.
		io.WriteString(r.stdin, "{}\n")
		deadline := time.Now().Add(hangTimeout)
		for !strings.Contains(r.stderr.String(), "malformed_line") && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		_ = r.cmd.Process.Signal(sig)
		err := r.cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 {
			t.Errorf("%v: exit %v, want 1", sig, err)
		}
		if s := r.stderr.String(); strings.Contains(s, "goroutine ") {
			t.Errorf("%v: a goroutine dump on stderr:\n%s", sig, s)
		}
	}
}

// TestUnreadStderrBlocksNothing: a host that never reads stderr does not
// stop the runner from reading stdin. 3,000 malformed lines (3,000
// diagnostics) used to fill the stderr pipe and block the stdin reader,
// after which neither tool_result nor cancel was read.
func TestUnreadStderrBlocksNothing(t *testing.T) {
	for _, mode := range [][]string{nil, {"--no-supervise"}} {
		t.Run(fmt.Sprint(mode), func(t *testing.T) {
			t.Parallel()
			cmd := exec.Command(runnerBin, mode...)
			// A pipe nobody reads: its read end stays open, unread.
			er, ew, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer er.Close()
			cmd.Stderr = ew
			stdin, _ := cmd.StdinPipe()
			stdoutPipe, _ := cmd.StdoutPipe()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			ew.Close()
			defer cmd.Process.Kill()
			go func() {
				w := bufio.NewWriter(stdin)
				for i := range 3000 {
					fmt.Fprintf(w, "not json %d, and a long line to fill the pipe sooner: %s\n", i, strings.Repeat("x", 200))
				}
				fmt.Fprintln(w, `{"type":"execute","id":"u","code":"await tools.echo({})","options":{"timeoutMs":60000},"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo","originalName":"echo","description":""}},"types":""}]}`)
				w.Flush()
			}()
			stdout := bufio.NewReader(stdoutPipe)
			if l := readLineWithin(t, stdout, hangTimeout, "started"); !strings.Contains(l, `"started"`) {
				t.Fatalf("first line %q", l)
			}
			if l := readLineWithin(t, stdout, hangTimeout, "tool_call"); !strings.Contains(l, `"tool_call"`) {
				t.Fatalf("second line %q", l)
			}
			io.WriteString(stdin, `{"type":"cancel","id":"u"}`+"\n")
			if l := readLineWithin(t, stdout, hangTimeout, "done after cancel"); !strings.Contains(l, `"code":"timeout"`) {
				t.Errorf("done %q", l)
			}
			stdin.Close()
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				checkExitAfterTimeout(t, err, mode == nil)
			case <-time.After(hangTimeout):
				t.Errorf("the runner did not exit")
			}
		})
	}
}
