package watchdog

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/engine"
)

// The watchdog is tested in process: the test plays the runner, writing
// its status lines and its stderr into the two pipes Watch reads, and
// closing them as a dying runner's would close.

type fakeRunner struct {
	status, diag *io.PipeWriter
	stdout       bytes.Buffer
	stderr       bytes.Buffer
	code         chan int
}

func watchFake(t *testing.T, runner *os.Process, configure func(Settings) (*slog.Logger, func([]byte, int))) *fakeRunner {
	t.Helper()
	statusR, statusW := io.Pipe()
	diagR, diagW := io.Pipe()
	f := &fakeRunner{status: statusW, diag: diagW, code: make(chan int, 1)}
	var kill func()
	if runner != nil {
		kill = func() { _ = runner.Kill() }
	}
	go func() {
		f.code <- Watch(Config{
			Status: statusR, Diag: diagR, Stdout: &f.stdout, Stderr: &f.stderr,
			Kill: kill, Configure: configure,
		})
	}()
	return f
}

func (f *fakeRunner) send(t *testing.T, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(f.status, l+"\n"); err != nil {
			t.Fatal(err)
		}
	}
}

func (f *fakeRunner) accept(t *testing.T, timeoutMs int64) {
	t.Helper()
	b, _ := json.Marshal(statusMsg{Accepted: &acceptedMsg{ID: "x", Received: time.Now().UnixNano(), TimeoutMs: timeoutMs, MemoryLimitBytes: 1 << 20}})
	f.send(t, string(b), `{"log":"kept before the end"}`)
}

// die closes both pipes, as the kernel does when the runner dies.
func (f *fakeRunner) die(crash string) {
	if crash != "" {
		io.WriteString(f.diag, crash)
	}
	f.diag.Close()
	f.status.Close()
}

func (f *fakeRunner) wait(t *testing.T) int {
	t.Helper()
	select {
	case code := <-f.code:
		return code
	case <-time.After(hang):
		t.Fatal("Watch did not return")
		return -1
	}
}

// oneDone checks that out is exactly one done line and returns it.
// doneMsg is a done line as a host reads it.
type doneMsg struct {
	Type       string        `json:"type"`
	ID         string        `json:"id"`
	OK         bool          `json:"ok"`
	DurationMs int64         `json:"durationMs"`
	Logs       []string      `json:"logs"`
	Error      *engine.Error `json:"error"`
}

// hang bounds every wait on Watch.
const hang = 10 * time.Second

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

// TestWatchRunnersOwnDone: a done the runner claimed and wrote is its own;
// the watchdog adds nothing.
func TestWatchRunnersOwnDone(t *testing.T) {
	f := watchFake(t, nil, nil)
	f.accept(t, 10000)
	f.send(t, `{"claim":true}`, `{"written":true}`)
	f.die("")
	if code := f.wait(t); code != exitWroteDone || f.stdout.Len() != 0 {
		t.Errorf("exit %d, stdout %q", code, f.stdout.String())
	}
}

func TestWatchWritesAHandedOverDone(t *testing.T) {
	f := watchFake(t, nil, nil)
	f.accept(t, 10000)
	line := `{"type":"done","id":"x","ok":false,"durationMs":20,"logs":[],"error":{"code":"timeout","message":"Execution timed out"}}`
	f.send(t, line)
	if code := f.wait(t); code != exitWroteDone || f.stdout.String() != line+"\n" {
		t.Errorf("exit %d, stdout %q", code, f.stdout.String())
	}
}

func TestWatchNoExecuteNoDone(t *testing.T) {
	f := watchFake(t, nil, nil)
	io.WriteString(f.diag, "level=ERROR msg=\"stdin ended before any execute\"\n")
	f.die("")
	if code := f.wait(t); code != exitNoDone || f.stdout.Len() != 0 || !strings.Contains(f.stderr.String(), "stdin ended") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, f.stdout.String(), f.stderr.String())
	}
}

func TestWatchRunnerDeath(t *testing.T) {
	for _, c := range []struct {
		name, crash string
		code        engine.Code
	}{
		{"oom", "fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw(...)\n\ngoroutine 1 [running]:\nmain.main()\n", engine.CodeMemoryLimit},
		{"segv", "SIGSEGV: segmentation violation\nPC=0x0 m=0\n\ngoroutine 1 [running]:\n", engine.CodeMemoryLimit},
		{"stack", "runtime: goroutine stack exceeds 67108864-byte limit\nfatal error: stack overflow\n\ngoroutine 1 [running]:\n", engine.CodeRuntime},
		{"panic", "panic: something broke\n\ngoroutine 1 [running]:\n", engine.CodeInternal},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := watchFake(t, nil, nil)
			f.accept(t, 10000)
			io.WriteString(f.diag, "a diagnostic before the crash\n")
			f.die(c.crash)
			code := f.wait(t)
			d := oneDone(t, f.stdout.String())
			if code != exitWroteDone || d.OK || d.Error == nil || d.Error.Code != c.code {
				t.Fatalf("exit %d, done %+v, want %s", code, d, c.code)
			}
			if len(d.Logs) != 1 || d.Logs[0] != "kept before the end" {
				t.Errorf("logs %q, want the line the runner streamed", d.Logs)
			}
			// Diagnostics before the crash pass through; the dump does not.
			if !strings.Contains(f.stderr.String(), "a diagnostic before the crash") || strings.Contains(f.stderr.String(), "goroutine 1") {
				t.Errorf("stderr:\n%s", f.stderr.String())
			}
		})
	}
}

// TestWatchKilledFromOutside: a runner that vanished without a crash
// report was killed, by the host say; the watchdog writes nothing.
func TestWatchKilledFromOutside(t *testing.T) {
	f := watchFake(t, nil, nil)
	f.accept(t, 10000)
	f.die("")
	if code := f.wait(t); code != exitNoDone || f.stdout.Len() != 0 {
		t.Errorf("exit %d, stdout %q", code, f.stdout.String())
	}
}

// TestWatchDeathDuringTheDoneWrite: a runner that claimed the done and died
// before reporting it written may have left part of a line; the
// watchdog's done starts on a line of its own.
func TestWatchDeathDuringTheDoneWrite(t *testing.T) {
	f := watchFake(t, nil, nil)
	f.accept(t, 10000)
	f.send(t, `{"claim":true}`)
	f.die("fatal error: runtime: out of memory\n")
	f.wait(t)
	out := f.stdout.String()
	if !strings.HasPrefix(out, "\n") {
		t.Fatalf("stdout %q does not end a partial line first", out)
	}
	if d := oneDone(t, out[1:]); d.Error == nil || d.Error.Code != engine.CodeMemoryLimit {
		t.Errorf("done %+v", d)
	}
}

// TestWatchBackstop: a runner past its deadline that claims nothing is
// killed, and the timeout is written for it with the logs it streamed,
// without waiting for it to end on its own.
func TestWatchBackstop(t *testing.T) {
	sleeper := exec.Command("sleep", "20")
	if err := sleeper.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	f := watchFake(t, sleeper.Process, nil)
	f.accept(t, 50)
	code := f.wait(t)
	d := oneDone(t, f.stdout.String())
	if code != exitWroteDone || d.OK || d.Error == nil || *d.Error != *engine.ErrTimeout {
		t.Fatalf("exit %d, done %+v", code, d)
	}
	if len(d.Logs) != 1 || d.Logs[0] != "kept before the end" {
		t.Errorf("logs %q, want the line the runner streamed", d.Logs)
	}
	if err := sleeper.Wait(); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Errorf("the runner was not killed: %v", err)
	}
}

// TestWatchBackstopYieldsToAClaim: a runner that claimed its done before
// the backstop is writing it; the watchdog neither kills it nor writes.
func TestWatchBackstopYieldsToAClaim(t *testing.T) {
	sleeper := exec.Command("sleep", "20")
	if err := sleeper.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	defer sleeper.Process.Kill()
	f := watchFake(t, sleeper.Process, nil)
	f.accept(t, 20)
	f.send(t, `{"claim":true}`)
	time.Sleep(100 * time.Millisecond) // past the deadline and the backstop
	f.send(t, `{"written":true}`)
	f.die("")
	if code := f.wait(t); code != exitWroteDone || f.stdout.Len() != 0 {
		t.Errorf("exit %d, stdout %q", code, f.stdout.String())
	}
	if sleeper.ProcessState != nil {
		t.Error("the runner was killed")
	}
}

// TestWatchSettings: the first status line configures the watchdog; a
// done it writes itself goes to the recording too, with the exit status
// of a runtime that crashed.
func TestWatchSettings(t *testing.T) {
	var got Settings
	var recorded []string
	exit := 0
	f := watchFake(t, nil, func(s Settings) (*slog.Logger, func([]byte, int)) {
		got = s
		return slog.New(slog.DiscardHandler), func(line []byte, runnerExit int) {
			recorded = append(recorded, string(line))
			exit = runnerExit
		}
	})
	f.send(t, `{"settings":{"logLevel":"debug","logFormat":"json","record":"r.ndjson"}}`)
	f.accept(t, 10000)
	f.die("fatal error: runtime: out of memory\n")
	f.wait(t)
	want := Settings{LogLevel: "debug", LogFormat: "json", Record: "r.ndjson"}
	if got != want {
		t.Errorf("settings %+v, want %+v", got, want)
	}
	if len(recorded) != 1 || recorded[0]+"\n" != f.stdout.String() || exit != 2 {
		t.Errorf("recorded %q with exit %d, stdout %q", recorded, exit, f.stdout.String())
	}
}

func TestDeathCause(t *testing.T) {
	for _, c := range []struct {
		crash string
		want  engine.Code
	}{
		{"fatal error: runtime: out of memory", engine.CodeMemoryLimit},
		{"fatal error: runtime: cannot allocate memory", engine.CodeMemoryLimit},
		{"SIGSEGV: segmentation violation", engine.CodeMemoryLimit},
		{"unexpected fault address 0x7f0000000000", engine.CodeMemoryLimit},
		{"runtime: goroutine stack exceeds 67108864-byte limit", engine.CodeRuntime},
		{"panic: boom", engine.CodeInternal},
	} {
		if got := deathCause(c.crash, 1<<20); got.Code != c.want {
			t.Errorf("deathCause(%q) = %s, want %s", c.crash, got.Code, c.want)
		}
	}
}
