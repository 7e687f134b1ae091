package session

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
)

// Some guest programs kill the Go runtime outright, with no chance to write
// anything: an allocation the operating system refuses ("fatal error:
// runtime: out of memory"), or native recursion deep enough to exhaust the
// goroutine stack. recover() never sees these. So by default the runner is
// two processes: this supervisor, which the host spawns, and a child running
// the session. The child inherits stdin and stdout and writes started and
// tool_call lines there itself, so tool calls cost no extra hop. Its done
// line it hands to the supervisor over a status pipe (fd 3), and the
// supervisor writes it. When the child dies without handing one over, the
// supervisor writes the done it can vouch for instead. Either way exactly
// one process writes the done, and it is written once.

// StatusFDEnv is set in the child's environment to the number of its status
// pipe's file descriptor.
const StatusFDEnv = "EXECBOX_RUNNER_STATUS_FD"

// DefaultBackstop is how long past the deadline the supervisor waits for
// the child's done before it kills the child and writes the timeout itself.
// The child gives up on a stuck guest after its own grace (DefaultGrace,
// 20 ms); the backstop is for a child that cannot even do that, such as one
// slowed by a collection of a huge heap. The supervisor has the logs the
// child streamed, so its done is the one the child would have written, and
// the 50 ms promise holds whatever the child does.
const DefaultBackstop = 40 * time.Millisecond

// hardMemoryOverhead is what the operating-system cap (RLIMIT_DATA) allows
// above the guest's memoryLimitBytes and the runtime's own footprint. The
// in-process watchdog stops the guest first; the cap catches the single
// allocations that land faster than the watchdog can look.
const hardMemoryOverhead = 128 << 20

// statusMsg is one report from the child: the execution it accepted, or a
// log line it kept. The last report is the done line itself.
type statusMsg struct {
	Accepted *acceptedMsg `json:"accepted,omitempty"`
	Log      *string      `json:"log,omitempty"`
}

type acceptedMsg struct {
	ID               string `json:"id"`
	Received         int64  `json:"received"` // Unix nanoseconds
	TimeoutMs        int64  `json:"timeoutMs"`
	MemoryLimitBytes int64  `json:"memoryLimitBytes"`
}

// SuperviseConfig says how to start the child.
type SuperviseConfig struct {
	Path     string   // the executable, normally this one
	Args     []string // its arguments, without argv[0]
	Env      []string
	Backstop time.Duration // 0 means DefaultBackstop
	Log      *slog.Logger

	// RecordDone, if set, receives the done line the supervisor writes,
	// for --record: the child records every other line itself.
	RecordDone func(line []byte)
}

// Supervise runs a session in a child process and returns the exit code
// for this one. stdin and stdout should be *os.File so that the child
// inherits them and no bytes are copied; other readers and writers work
// through pipes.
func Supervise(ctx context.Context, cfg SuperviseConfig, stdin io.Reader, stdout, stderr io.Writer) int {
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Backstop <= 0 {
		cfg.Backstop = DefaultBackstop
	}
	statusR, statusW, err := os.Pipe()
	if err != nil {
		cfg.Log.Error("cannot create the status pipe", "err", err)
		return ExitFailed
	}
	defer statusR.Close()
	diag := &stderrFilter{w: stderr}
	cmd := exec.Command(cfg.Path, cfg.Args...)
	cmd.Env = append(cfg.Env, StatusFDEnv+"=3")
	cmd.Stdin = stdin
	cmd.Stdout = stdout
	cmd.Stderr = diag
	cmd.ExtraFiles = []*os.File{statusW}
	// If the host kills the supervisor, the child must not outlive it.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		statusW.Close()
		cfg.Log.Error("cannot start the runner child", "err", err)
		return ExitFailed
	}
	statusW.Close()

	var (
		mu        sync.Mutex // guards what the status reader and the backstop share
		accepted  *acceptedMsg
		logs      = []string{}
		written   bool // the done line has gone out; guarded by mu
		waitErr   error
		childExit = make(chan struct{})
	)
	// writeDone is the only way a done reaches stdout from the supervisor,
	// and it lets one through: the child's, the backstop's, or the one
	// written for a child that died, whichever comes first.
	writeDone := func(line []byte) (first bool, err error) {
		mu.Lock()
		defer mu.Unlock()
		if written {
			return false, nil
		}
		written = true
		cfg.recordDone(line)
		_, err = stdout.Write(append(line, '\n'))
		return true, err
	}
	// supervisorDone builds the done the supervisor vouches for; mu held.
	supervisorDone := func(cause *engine.Error) []byte {
		done := doneMsg{
			Type:       "done",
			ID:         accepted.ID,
			DurationMs: time.Since(time.Unix(0, accepted.Received)).Milliseconds(),
			Logs:       append([]string{}, logs...),
			Error:      cause,
		}
		return done.appendTo(nil)
	}
	go func() {
		waitErr = cmd.Wait()
		diag.flush()
		close(childExit)
	}()
	go func() {
		select {
		case <-ctx.Done():
			// The host asked us to stop: the child turns that into a
			// cancel of the active execution.
			_ = cmd.Process.Signal(syscall.SIGTERM)
		case <-childExit:
		}
	}()

	var backstop *time.Timer
	defer func() {
		if backstop != nil {
			backstop.Stop()
		}
	}()
	// The done line is as long as the guest's result, which the host's
	// line limit does not bound; the child's own memory cap does.
	r := ndjson.NewReader(statusR, 1<<40)
	var doneLine []byte
	for {
		line, err := r.ReadLine()
		if err != nil {
			break
		}
		if bytes.HasPrefix(line, []byte(`{"type":`)) {
			doneLine = append([]byte(nil), line...)
			break
		}
		var st statusMsg
		if json.Unmarshal(line, &st) != nil {
			continue
		}
		mu.Lock()
		if st.Log != nil {
			logs = append(logs, *st.Log)
		}
		if st.Accepted != nil && accepted == nil {
			accepted = st.Accepted
			deadline := time.Unix(0, accepted.Received).Add(time.Duration(accepted.TimeoutMs) * time.Millisecond)
			backstop = time.AfterFunc(time.Until(deadline)+cfg.Backstop, func() {
				// The child is past its deadline and its own grace: the
				// timeout goes out now, with the logs the child streamed,
				// and the child is killed after, not waited for.
				mu.Lock()
				line := supervisorDone(engine.ErrTimeout)
				mu.Unlock()
				if first, _ := writeDone(line); first {
					cfg.Log.Warn("runner child missed its deadline; the supervisor wrote the timeout")
				}
				_ = cmd.Process.Kill()
			})
		}
		mu.Unlock()
	}
	if doneLine != nil {
		// The child's done goes out; the child then exits on its own.
		if _, err := writeDone(doneLine); err != nil {
			cfg.Log.Error("writing done failed", "err", err)
			_ = cmd.Process.Kill()
			<-childExit
			return ExitFailed
		}
		<-childExit
		return ExitOK
	}
	<-childExit
	mu.Lock()
	if accepted == nil {
		mu.Unlock()
		// No execution was accepted, so there is no done to owe. The
		// child's own exit code says what happened.
		var ee *exec.ExitError
		if errors.As(waitErr, &ee) && ee.ExitCode() >= 0 {
			return ee.ExitCode()
		}
		if waitErr != nil {
			cfg.Log.Error("runner child failed", "err", waitErr)
			return ExitFailed
		}
		return ExitOK
	}
	if written {
		mu.Unlock()
		return ExitOK // the backstop wrote the timeout
	}
	crash := diag.cause()
	cause := deathCause(waitErr, crash, accepted.MemoryLimitBytes)
	line := supervisorDone(cause)
	mu.Unlock()
	cfg.Log.Warn("runner child ended without done; the supervisor writes it",
		"err", waitErr, "crash", crash, "code", cause.Code)
	if _, err := writeDone(line); err != nil {
		cfg.Log.Error("writing done failed", "err", err)
		return ExitFailed
	}
	return ExitOK
}

// deathCause tells from the way the child died, and from the first line
// of its crash report, what the host should be told. Only memory
// exhaustion becomes memory_limit.
func deathCause(waitErr error, crash string, limit int64) *engine.Error {
	switch {
	case strings.Contains(crash, "out of memory") || strings.Contains(crash, "cannot allocate memory"),
		// Under RLIMIT_DATA the runtime's own bookkeeping can fault when
		// its allocation is refused, instead of failing cleanly.
		strings.HasPrefix(crash, "SIGSEGV: "):
		return engine.ErrMemoryLimit(limit)
	case strings.Contains(crash, "stack exceeds") || strings.Contains(crash, "stack overflow"):
		return &engine.Error{Code: engine.CodeRuntime, Message: "RangeError: Maximum call stack size exceeded"}
	}
	var ee *exec.ExitError
	if errors.As(waitErr, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			switch ws.Signal() {
			case syscall.SIGKILL:
				// The kernel's OOM killer, or the data limit.
				return engine.ErrMemoryLimit(limit)
			case syscall.SIGSEGV:
				// Under RLIMIT_DATA an allocation can fault instead of failing.
				return engine.ErrMemoryLimit(limit)
			}
		}
	}
	msg := "runner process died before done"
	if waitErr != nil {
		msg += ": " + waitErr.Error()
	}
	if crash != "" {
		msg += ": " + crash
	}
	return &engine.Error{Code: engine.CodeInternal, Message: msg}
}

// stderrFilter passes the child's diagnostics through, line by line, and
// keeps what tells why the child died. A dying Go runtime writes a "fatal
// error:" or signal line followed by a dump of every goroutine, hundreds of
// lines; only that first line is kept, for the supervisor's own one-line
// diagnostic, and the dump is not passed on.
type stderrFilter struct {
	mu      sync.Mutex
	w       io.Writer
	partial []byte
	crash   string   // the line that started a crash dump
	last    []string // the last lines passed through
}

var crashMarkers = [][]byte{
	[]byte("fatal error: "), []byte("panic: "), []byte("SIGSEGV: "), []byte("SIGBUS: "),
	[]byte("SIGILL: "), []byte("SIGFPE: "), []byte("unexpected signal"), []byte("runtime: "),
}

func (f *stderrFilter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.partial = append(f.partial, p...)
	for {
		i := bytes.IndexByte(f.partial, '\n')
		if i < 0 {
			break
		}
		f.line(f.partial[:i])
		f.partial = f.partial[i+1:]
	}
	if len(f.partial) > 64<<10 {
		f.line(f.partial)
		f.partial = f.partial[:0]
	}
	return len(p), nil
}

func (f *stderrFilter) line(l []byte) {
	if f.crash != "" {
		return
	}
	for _, m := range crashMarkers {
		if bytes.HasPrefix(l, m) {
			f.crash = string(l)
			return
		}
	}
	f.last = append(f.last, string(l))
	if len(f.last) > 8 {
		f.last = f.last[1:]
	}
	_, _ = f.w.Write(append(l, '\n'))
}

// flush passes on a last line that had no newline.
func (f *stderrFilter) flush() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.partial) > 0 {
		f.line(f.partial)
		f.partial = nil
	}
}

// cause is the crash line, or else the last diagnostic the child wrote.
func (f *stderrFilter) cause() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.crash != "" || len(f.last) == 0 {
		return f.crash
	}
	return f.last[len(f.last)-1]
}

// setHardMemoryLimit caps the process's data segment a fixed overhead above
// what it used before the guest ran (used, read at start-up so that the
// execution does not wait for /proc) plus the guest's limit. It is the
// backstop behind the watchdog; exceeding it kills the process, which the
// supervisor reports.
func setHardMemoryLimit(limit, used int64, log *slog.Logger) {
	if used <= 0 {
		return
	}
	max := uint64(used + limit + hardMemoryOverhead)
	if err := syscall.Setrlimit(syscall.RLIMIT_DATA, &syscall.Rlimit{Cur: max, Max: max}); err != nil {
		log.Warn("cannot set RLIMIT_DATA", "err", err)
	}
}

// dataBytes reads the process's data segment size (VmData).
func dataBytes() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmData:"); ok {
			var kb int64
			for _, f := range strings.Fields(rest) {
				for _, c := range f {
					if c < '0' || c > '9' {
						break
					}
					kb = kb*10 + int64(c-'0')
				}
				break
			}
			return kb << 10
		}
	}
	return 0
}

func (cfg *SuperviseConfig) recordDone(line []byte) {
	if cfg.RecordDone != nil {
		cfg.RecordDone(line)
	}
}
