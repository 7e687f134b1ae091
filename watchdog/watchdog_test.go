package watchdog

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// The watchdog is tested in process: the test plays the runner, writing
// its status lines and its stderr into the two pipes Watch reads, and
// closing them as a dying runner's would close.

type fakeRunner struct {
	status, diag *io.PipeWriter
	page         *Page
	gone         atomic.Bool
	stdout       syncBuffer
	stderr       syncBuffer
	code         chan int
}

// syncBuffer is a bytes.Buffer that the test may read while Watch writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func (b *syncBuffer) Len() int { return len(b.String()) }

func watchFake(t *testing.T, runner *os.Process, configure func(Settings) Configured) *fakeRunner {
	t.Helper()
	statusR, statusW := io.Pipe()
	diagR, diagW := io.Pipe()
	f := &fakeRunner{status: statusW, diag: diagW, page: new(Page), code: make(chan int, 1)}
	var kill func()
	if runner != nil {
		kill = func() { _ = runner.Kill() }
	}
	go func() {
		f.code <- Watch(Config{
			Status: statusR, Diag: diagR, Page: f.page, Stdout: &f.stdout, Stderr: &f.stderr,
			Kill: kill, Configure: configure, Gone: f.gone.Load,
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
	Type       string          `json:"type"`
	ID         string          `json:"id"`
	OK         bool            `json:"ok"`
	DurationMs int64           `json:"durationMs"`
	Logs       []string        `json:"logs"`
	Error      *protocol.Error `json:"error"`
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
	g := gate{f.page}
	if err := g.Begin(true); err != nil {
		t.Fatal(err)
	}
	g.End(true, true)
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
		code        protocol.Code
	}{
		{"oom", "fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw(...)\n\ngoroutine 1 [running]:\nmain.main()\n", protocol.CodeMemoryLimit},
		{"segv", "SIGSEGV: segmentation violation\nPC=0x0 m=0\n\ngoroutine 1 [running]:\n", protocol.CodeMemoryLimit},
		{"stack", "runtime: goroutine stack exceeds 67108864-byte limit\nfatal error: stack overflow\n\ngoroutine 1 [running]:\n", protocol.CodeRuntime},
		{"panic", "panic: something broke\n\ngoroutine 1 [running]:\n", protocol.CodeInternal},
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
	if err := (gate{f.page}).Begin(true); err != nil {
		t.Fatal(err)
	}
	f.die("fatal error: runtime: out of memory\n")
	f.wait(t)
	out := f.stdout.String()
	if !strings.HasPrefix(out, "\n") {
		t.Fatalf("stdout %q does not end a partial line first", out)
	}
	if d := oneDone(t, out[1:]); d.Error == nil || d.Error.Code != protocol.CodeMemoryLimit {
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
	if code != exitWroteDone || d.OK || d.Error == nil || *d.Error != *protocol.ErrTimeout {
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
	g := gate{f.page}
	if err := g.Begin(true); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // past the deadline and the backstop
	g.End(true, true)
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
	f := watchFake(t, nil, func(s Settings) Configured {
		got = s
		return Configured{Log: slog.New(slog.DiscardHandler), RecordDone: func(line []byte, runnerExit int) {
			recorded = append(recorded, string(line))
			exit = runnerExit
		}}
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
		want  protocol.Code
	}{
		{"fatal error: runtime: out of memory", protocol.CodeMemoryLimit},
		{"fatal error: runtime: cannot allocate memory", protocol.CodeMemoryLimit},
		{"SIGSEGV: segmentation violation", protocol.CodeMemoryLimit},
		{"unexpected fault address 0x7f0000000000", protocol.CodeMemoryLimit},
		{"runtime: goroutine stack exceeds 67108864-byte limit", protocol.CodeRuntime},
		{"panic: boom", protocol.CodeInternal},
	} {
		if got := deathCause(c.crash, 1<<20); got.Code != c.want {
			t.Errorf("deathCause(%q) = %s, want %s", c.crash, got.Code, c.want)
		}
	}
}

const handedDone = `{"type":"done","id":"x","ok":false,"durationMs":20,"logs":[],"error":{"code":"timeout","message":"Execution timed out"}}`

// TestWatchHandOverWaitsForTheLine: a done handed over while a runner line
// is being written (a host that reads stdout slowly) goes out right after
// that line, and the runner's gate refuses every line after it.
func TestWatchHandOverWaitsForTheLine(t *testing.T) {
	f := watchFake(t, nil, nil)
	f.accept(t, 10000)
	g := gate{f.page}
	if err := g.Begin(false); err != nil {
		t.Fatal(err)
	}
	f.send(t, handedDone)
	f.status.Close()
	time.Sleep(20 * time.Millisecond) // the watchdog must wait, however long the line takes
	if f.stdout.Len() != 0 {
		t.Fatalf("the watchdog wrote during a runner line: %q", f.stdout.String())
	}
	f.stdout.Write([]byte("{\"type\":\"tool_call\"}\n")) // the line ends
	g.End(false, true)
	if code := f.wait(t); code != exitWroteDone || f.stdout.String() != "{\"type\":\"tool_call\"}\n"+handedDone+"\n" {
		t.Fatalf("exit %d, stdout %q", code, f.stdout.String())
	}
	if err := g.Begin(false); !errors.Is(err, ErrTaken) {
		t.Errorf("a line after the done: %v", err)
	}
	f.diag.Close()
}

// TestWatchBackstopWaitsForTheLine: the backstop neither kills a runner
// in the middle of a line nor writes before it ends; then it kills and
// writes the timeout, on a line of its own.
func TestWatchBackstopWaitsForTheLine(t *testing.T) {
	sleeper := exec.Command("sleep", "20")
	if err := sleeper.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	defer sleeper.Process.Kill()
	f := watchFake(t, sleeper.Process, nil)
	g := gate{f.page}
	if err := g.Begin(false); err != nil {
		t.Fatal(err)
	}
	f.accept(t, 1)
	time.Sleep(100 * time.Millisecond) // past the deadline and the backstop
	if f.stdout.Len() != 0 {
		t.Fatalf("the watchdog wrote during a runner line: %q", f.stdout.String())
	}
	g.End(false, true)
	code := f.wait(t)
	if d := oneDone(t, f.stdout.String()); code != exitWroteDone || *d.Error != *protocol.ErrTimeout {
		t.Fatalf("exit %d, done %+v", code, d)
	}
	if err := sleeper.Wait(); err == nil || !strings.Contains(err.Error(), "killed") {
		t.Errorf("the runner was not killed: %v", err)
	}
	f.die("")
}

// TestWatchRunnerDiesInALine: a runner that dies with a line unfinished
// after handing over its done gets the done on a line of its own.
func TestWatchRunnerDiesInALine(t *testing.T) {
	f := watchFake(t, nil, nil)
	f.accept(t, 10000)
	if err := (gate{f.page}).Begin(false); err != nil {
		t.Fatal(err)
	}
	f.send(t, handedDone)
	f.status.Close()
	f.stdout.Write([]byte(`{"type":"tool_call","inp`))
	time.Sleep(10 * time.Millisecond)
	f.gone.Store(true)
	if code := f.wait(t); code != exitWroteDone || f.stdout.String() != `{"type":"tool_call","inp`+"\n"+handedDone+"\n" {
		t.Fatalf("exit %d, stdout %q", code, f.stdout.String())
	}
	f.diag.Close()
}

// TestWatchAbortArmsTheBackstop: after a reported abort (a cancel), the
// backstop holds the runner to DefaultBackstop, not to its deadline, and
// the done carries the abort's cause.
func TestWatchAbortArmsTheBackstop(t *testing.T) {
	sleeper := exec.Command("sleep", "20")
	if err := sleeper.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	defer sleeper.Process.Kill()
	f := watchFake(t, sleeper.Process, nil)
	f.accept(t, 3600_000)
	f.send(t, string(appendAbort(nil, protocol.ErrMemoryLimit(1<<20), time.Now())))
	code := f.wait(t)
	if d := oneDone(t, f.stdout.String()); code != exitWroteDone || d.Error.Code != protocol.CodeMemoryLimit {
		t.Fatalf("exit %d, done %+v", code, d)
	}
	f.die("")
}

// TestWatchTruncatedHandOver: a done cut short by the runner's death (in
// the middle of a line of its own) is not written; the watchdog's own is,
// on a line of its own.
func TestWatchTruncatedHandOver(t *testing.T) {
	f := watchFake(t, nil, nil)
	f.accept(t, 10000)
	if err := (gate{f.page}).Begin(false); err != nil {
		t.Fatal(err)
	}
	io.WriteString(f.status, handedDone[:40])
	f.die("fatal error: runtime: out of memory\n")
	code := f.wait(t)
	out := f.stdout.String()
	if !strings.HasPrefix(out, "\n") {
		t.Fatalf("stdout %q does not end a partial line first", out)
	}
	if d := oneDone(t, out[1:]); code != exitWroteDone || d.Error.Code != protocol.CodeMemoryLimit {
		t.Fatalf("exit %d, done %+v", code, d)
	}
}

// TestGate: lines pass the gate until the watchdog takes stdout; the done
// is final for both sides.
func TestGate(t *testing.T) {
	p := new(Page)
	g := gate{p}
	if g.Begin(false) != nil {
		t.Fatal("idle gate refused a line")
	}
	g.End(false, true)
	if s := p.take(); s != stTaken || !errors.Is(g.Begin(false), ErrTaken) || !errors.Is(g.Begin(true), ErrTaken) {
		t.Fatalf("take: %d", s)
	}
	p = new(Page)
	g = gate{p}
	if g.Begin(true) != nil {
		t.Fatal("idle gate refused the done")
	}
	if s := p.take(); s != stDone {
		t.Fatalf("take during the done: %d", s)
	}
	g.End(true, true)
	if s := p.take(); s != stWritten {
		t.Fatalf("take after the done: %d", s)
	}
}

// TestStderrFilterDropsSignalDumps: a runtime killed by a signal it does
// not handle (SIGQUIT, say) dumps every goroutine; only the first line is
// kept, unless dumps are asked for.
func TestStderrFilterDropsSignalDumps(t *testing.T) {
	dump := "level=WARN msg=before\nSIGQUIT: quit\nPC=0x46f0e1 m=0 sigcode=0\n\ngoroutine 0 gp=0x7a4f40 m=0 mp=0x7a5ba0 [idle]:\nruntime.futex(...)\n"
	for _, dumps := range []bool{false, true} {
		var out bytes.Buffer
		f := &stderrFilter{w: &out, dumps: dumps}
		f.Write([]byte(dump))
		f.flush()
		if !f.crashed() || f.cause() != "SIGQUIT: quit" {
			t.Errorf("dumps %v: crash %q", dumps, f.cause())
		}
		if got := strings.Contains(out.String(), "goroutine 0"); got != dumps {
			t.Errorf("dumps %v: stderr %q", dumps, out.String())
		}
		if !strings.Contains(out.String(), "msg=before") {
			t.Errorf("dumps %v: the diagnostic before the dump is gone: %q", dumps, out.String())
		}
	}
	for _, l := range []string{"SIGSEGV: segmentation violation", "SIGABRT: abort", "fatal error: x", "panic: x"} {
		if !isCrashLine([]byte(l)) {
			t.Errorf("%q is not a crash line", l)
		}
	}
	for _, l := range []string{"level=INFO msg=x", "SIGQUIT", "SIGx: y", "Sig: x"} {
		if isCrashLine([]byte(l)) {
			t.Errorf("%q is a crash line", l)
		}
	}
}

// blockedWriter blocks every write until released.
type blockedWriter struct {
	release chan struct{}
	syncBuffer
}

func (b *blockedWriter) Write(p []byte) (int, error) {
	<-b.release
	return b.syncBuffer.Write(p)
}

// TestDropWriterNeverBlocks: a writer nobody reads costs dropped lines,
// counted and reported once it reads again, never a blocked caller.
func TestDropWriterNeverBlocks(t *testing.T) {
	w := &blockedWriter{release: make(chan struct{})}
	d := NewDropWriter(w, 4, nil, "x: ")
	done := make(chan struct{})
	go func() {
		for i := 0; i < 3000; i++ {
			d.Write([]byte("line\n"))
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(hang):
		t.Fatal("Write blocked")
	}
	if n := d.Dropped(); n < 3000-5 {
		t.Errorf("dropped %d", n)
	}
	close(w.release)
	d.Close(hang)
	if !strings.Contains(w.String(), "diagnostic lines dropped") {
		t.Errorf("no report of the drops: %q", w.String())
	}
}
