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
const DefaultBackstop = 250 * time.Millisecond

// hardMemoryOverhead is what the operating-system cap (RLIMIT_DATA) allows
// above the guest's memoryLimitBytes and the runtime's own footprint. The
// in-process watchdog stops the guest first; the cap catches the single
// allocations that land faster than the watchdog can look.
const hardMemoryOverhead = 128 << 20

// statusMsg is the child's report of the execution it accepted.
type statusMsg struct {
	Accepted *acceptedMsg `json:"accepted,omitempty"`
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
	tail := &tailWriter{w: stderr, max: 8 << 10}
	cmd := exec.Command(cfg.Path, cfg.Args...)
	cmd.Env = append(cfg.Env, StatusFDEnv+"=3")
	cmd.Stdin = stdin
	cmd.Stdout = stdout
	cmd.Stderr = tail
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
		mu        sync.Mutex
		killed    bool // by the backstop
		accepted  *acceptedMsg
		doneLine  []byte
		backstop  *time.Timer
		waitErr   error
		childExit = make(chan struct{})
	)
	go func() {
		waitErr = cmd.Wait()
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

	r := ndjson.NewReader(statusR, 0)
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
		if json.Unmarshal(line, &st) == nil && st.Accepted != nil {
			mu.Lock()
			accepted = st.Accepted
			wait := time.Until(time.Unix(0, accepted.Received).Add(time.Duration(accepted.TimeoutMs)*time.Millisecond)) + cfg.Backstop
			backstop = time.AfterFunc(wait, func() {
				mu.Lock()
				killed = true
				mu.Unlock()
				_ = cmd.Process.Kill()
			})
			mu.Unlock()
		}
	}
	if doneLine != nil {
		// The child's done goes out first; the child then exits on its own.
		if _, err := stdout.Write(append(doneLine, '\n')); err != nil {
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
	defer mu.Unlock()
	if backstop != nil {
		backstop.Stop()
	}
	if accepted == nil {
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
	cause := deathCause(killed, waitErr, tail.String(), accepted.MemoryLimitBytes)
	cfg.Log.Warn("runner child ended without done; the supervisor writes it", "err", waitErr, "code", cause.Code)
	done := doneMsg{
		Type:       "done",
		ID:         accepted.ID,
		DurationMs: time.Since(time.Unix(0, accepted.Received)).Milliseconds(),
		Logs:       []string{},
		Error:      cause,
	}
	if _, err := stdout.Write(append(done.appendTo(nil), '\n')); err != nil {
		cfg.Log.Error("writing done failed", "err", err)
		return ExitFailed
	}
	return ExitOK
}

// deathCause tells from the way the child died what the host should be
// told. Only real memory exhaustion becomes memory_limit.
func deathCause(killed bool, waitErr error, stderr string, limit int64) *engine.Error {
	switch {
	case killed:
		return engine.ErrTimeout
	case strings.Contains(stderr, "out of memory") || strings.Contains(stderr, "cannot allocate memory"),
		// Under RLIMIT_DATA the runtime can fault instead of failing an
		// allocation cleanly.
		strings.Contains(stderr, "SIGSEGV: segmentation violation"):
		return engine.ErrMemoryLimit(limit)
	case strings.Contains(stderr, "stack exceeds") || strings.Contains(stderr, "stack overflow"):
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
	if first := firstLine(stderr); first != "" {
		msg += ": " + first
	}
	return &engine.Error{Code: engine.CodeInternal, Message: msg}
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// tailWriter passes the child's stderr through and keeps what tells why the
// child died: the first bytes, where the Go runtime's "fatal error:" line
// heads its goroutine dump, and the last bytes.
type tailWriter struct {
	mu   sync.Mutex
	w    io.Writer
	max  int
	head []byte
	tail []byte
}

func (t *tailWriter) Write(p []byte) (int, error) {
	t.mu.Lock()
	if room := t.max - len(t.head); room > 0 {
		t.head = append(t.head, p[:min(room, len(p))]...)
	}
	t.tail = append(t.tail, p...)
	if len(t.tail) > t.max {
		t.tail = append(t.tail[:0], t.tail[len(t.tail)-t.max:]...)
	}
	t.mu.Unlock()
	return t.w.Write(p)
}

// String returns the runtime's fatal error line, if any, then the first
// and the last bytes.
func (t *tailWriter) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	fatal := ""
	if i := bytes.Index(t.head, []byte("fatal error: ")); i >= 0 {
		fatal = firstLine(string(t.head[i:]))
	}
	return fatal + "\n" + string(t.head) + "\n" + string(t.tail)
}

// setHardMemoryLimit caps the process's data segment a fixed overhead above
// what it uses now plus the guest's limit. It is the backstop behind the
// watchdog; exceeding it kills the process, which the supervisor reports.
func setHardMemoryLimit(limit int64, log *slog.Logger) {
	used := dataBytes()
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
