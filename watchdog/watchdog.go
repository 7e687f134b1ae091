package watchdog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
)

// Some guest programs kill the Go runtime outright, with no chance to write
// anything: an allocation the operating system refuses ("fatal error:
// runtime: out of memory"), or native recursion deep enough to exhaust the
// goroutine stack. recover() never sees these. So by default the runner
// starts a second process as it starts, the watchdog: the same executable,
// in a mode that only waits. The runner's stderr runs through it, which is
// how a crash report reaches it, and a status pipe carries what the runner
// owes: the execution it accepted, each log line it keeps, and how its done
// goes out. When the runtime dies owing a done, the watchdog writes the one
// it can vouch for; a runner killed from outside gets none, since whoever
// killed it knows why. It backs the deadline too: past it and the runner's
// own grace, it kills the runner and writes the timeout.
//
// The watchdog starts beside the runner, not in front of it: the runner is
// the process the host spawned, it builds its runtime while the watchdog
// starts on the other core, and every line, done included, goes straight
// to stdout. Nothing the host waits for waits for the watchdog.
//
// Exactly one done. The runner claims the done on the status pipe, writes
// it to stdout, and reports it written; the watchdog writes a done only
// for a runner that died, or was killed by the backstop, without one:
//
//   - no claim: the runner wrote nothing, and the watchdog's done is the
//     only one;
//   - a claim without "written": the runner died during its write, which
//     may have left part of a line. The watchdog ends that line first.
//
// A runner that dies in the instant between a complete write and its
// report would get a second done; that instant is a few instructions long,
// and the runner spends it with no guest code running. A done written while a guest may still be running, from the
// grace timer, takes the other way: the runner hands the line over and the
// watchdog writes it, so there is no such instant.

// Env is set in the watchdog's environment, to the runner's
// process id. It is how the executable knows to be a watchdog.
const Env = "EXECBOX_RUNNER_WATCHDOG"

// DefaultBackstop is how long past the deadline the watchdog waits for the
// runner's done before it kills the runner and writes the timeout itself.
// The runner gives up on a stuck guest after its own grace (DefaultGrace,
// 20 ms); the backstop is for a runner that cannot even do that, such as
// one slowed by a collection of a huge heap. The watchdog has the logs the
// runner streamed, so its done is the one the runner would have written,
// and the 50 ms promise holds whatever the runner does.
const DefaultBackstop = 40 * time.Millisecond

// Watchdog exit codes. The runner reads them when it has handed over its
// done: only after exitWroteDone is the done known to be on stdout.
const (
	exitWroteDone = 0
	exitNoDone    = 3 // the runner ended without an execution: no done owed
	exitBroken    = 4 // the watchdog could not do its job
)

// statusMsg is one report from the runner: the watchdog's settings, the
// execution it accepted, a log line it kept, its claim on the done and
// then that the done is written. A done line handed over is sent as is.
type statusMsg struct {
	Settings *Settings    `json:"settings,omitempty"`
	Accepted *acceptedMsg `json:"accepted,omitempty"`
	Log      *string      `json:"log,omitempty"`
	Claim    bool         `json:"claim,omitempty"`
	Written  bool         `json:"written,omitempty"`
}

type acceptedMsg struct {
	ID               string `json:"id"`
	Received         int64  `json:"received"` // Unix nanoseconds
	TimeoutMs        int64  `json:"timeoutMs"`
	MemoryLimitBytes int64  `json:"memoryLimitBytes"`
}

// Settings are what the watchdog learns from the runner's command
// line, sent as the first status line once it is parsed, unless they are
// all defaults.
type Settings struct {
	LogLevel  string `json:"logLevel,omitempty"`
	LogFormat string `json:"logFormat,omitempty"`
	Record    string `json:"record,omitempty"` // the --record file, for a done the watchdog writes
}

// A Watchdog is the runner's side of its watchdog process.
type Watchdog struct {
	status  *ndjson.Writer
	pipe    *os.File      // under status
	started chan struct{} // closed when the start has succeeded or failed
	pid     int           // set before started is closed; 0 on failure
	stderr  int           // this process's own stderr, kept when it went to the watchdog; -1 if not
	diag    int           // the read end of the pipe that is now stderr, to see what is unread; -1 if none
	reaped  bool
}

// Start starts the watchdog for this process, exe, with stdout and
// stderr as its own. It returns at once: the process starts on another
// goroutine while this one goes on, and status lines wait in the pipe
// until the watchdog reads them. Once it has started, this process's
// stderr (fd 2) runs through it.
//
// It uses syscall.ForkExec rather than os.StartProcess: the os package
// first probes, once per process, whether pidfds work, by cloning and
// reaping a child of its own, which on a small VM costs as much as the
// start itself.
func Start(exe string, stdout, stderr *os.File) (*Watchdog, error) {
	var sp, dp [2]int
	if err := syscall.Pipe2(sp[:], syscall.O_CLOEXEC); err != nil {
		return nil, err
	}
	if err := syscall.Pipe2(dp[:], syscall.O_CLOEXEC); err != nil {
		syscall.Close(sp[0])
		syscall.Close(sp[1])
		return nil, err
	}
	pipe := os.NewFile(uintptr(sp[1]), "watchdog status")
	w := &Watchdog{status: ndjson.NewWriter(pipe), pipe: pipe, started: make(chan struct{}), stderr: -1, diag: dp[0]}
	// The watchdog mostly waits: one processor is plenty, and fewer
	// threads make its start cheaper.
	env := append(os.Environ(), Env+"="+strconv.Itoa(os.Getpid()), "GOMAXPROCS=1")
	go func() {
		defer close(w.started)
		defer syscall.Close(dp[1])
		pid, err := syscall.ForkExec(exe, []string{exe}, &syscall.ProcAttr{
			Env:   env,
			Files: []uintptr{^uintptr(0), stdout.Fd(), stderr.Fd(), uintptr(sp[0]), uintptr(dp[0])},
		})
		syscall.Close(sp[0])
		if err != nil {
			syscall.Close(dp[0])
			w.diag = -1
			// Status lines now fail with EPIPE, and are dropped.
			fmt.Fprintf(stderr, "execbox-runner: cannot start the watchdog, running without it: %v\n", err)
			return
		}
		// The runtime's crash report, and every diagnostic, now go to the
		// watchdog, which passes them on but the crash dump. The process's
		// own stderr is kept for Close.
		if own, _, errno := syscall.Syscall(syscall.SYS_FCNTL, 2, syscall.F_DUPFD_CLOEXEC, 0); errno == 0 {
			if err := syscall.Dup3(dp[1], 2, 0); err != nil {
				fmt.Fprintf(stderr, "execbox-runner: cannot route stderr through the watchdog: %v\n", err)
				syscall.Close(int(own))
			} else {
				w.stderr = int(own)
			}
		}
		w.pid = pid
	}()
	return w, nil
}

// Ready waits until the watchdog has started, and reports whether it did.
// No guest code may run before: until then nothing would write a done for
// a runtime that dies, nor see why it died.
func (w *Watchdog) Ready() bool {
	<-w.started
	return w.pid != 0
}

// Configure sends the watchdog its settings. It comes first, if at all.
func (w *Watchdog) Configure(s Settings) {
	b, _ := json.Marshal(statusMsg{Settings: &s})
	w.report(b)
}

// report sends one status line. A watchdog that is gone makes it fail,
// which the runner can do nothing about: its done goes to stdout then.
func (w *Watchdog) report(line []byte) { _ = w.status.WriteLine(line) }

// Accepted reports the execution the runner accepted.
func (w *Watchdog) Accepted(id string, received time.Time, timeout time.Duration, memoryLimit int64) {
	w.report(appendAccepted(nil, acceptedMsg{ID: id, Received: received.UnixNano(), TimeoutMs: timeout.Milliseconds(), MemoryLimitBytes: memoryLimit}))
}

// Log reports a log line the runner keeps.
func (w *Watchdog) Log(line string) { w.report(appendLogStatus(nil, line)) }

// Claim tells the watchdog that the runner is writing its done now.
func (w *Watchdog) Claim() { w.report([]byte(`{"claim":true}`)) }

// Written tells the watchdog that the done is out, and ends the watch.
func (w *Watchdog) Written() {
	_ = w.status.WriteLineAndClose([]byte(`{"written":true}`))
}

// HandOver gives the watchdog the done line and waits until the watchdog
// says it wrote it. An error means it did not, and the caller must.
func (w *Watchdog) HandOver(done []byte) error {
	if !w.Ready() {
		return errors.New("no watchdog")
	}
	if err := w.status.WriteLineAndClose(done); err != nil {
		_ = syscall.Kill(w.pid, syscall.SIGKILL)
		w.wait()
		return err
	}
	if code := w.wait(); code != exitWroteDone {
		return fmt.Errorf("the watchdog ended with status %d", code)
	}
	return nil
}

// Close ends the watch, for a runner about to exit, and reaps the
// watchdog: left to outlive its runner it would be adopted by whatever
// reaps orphans, and a Node host running as PID 1 in a container reaps
// none, so every execution would leave a zombie. stderr goes back to the
// process's own and the status pipe closes. A watchdog with diagnostics
// still to pass on is left to do so and exit; otherwise it has nothing
// left to do, and is killed rather than waited for, since on a runner
// that was quick it may still be starting up. Close waits at most a
// second.
func (w *Watchdog) Close() {
	if !w.Ready() || w.reaped {
		return
	}
	if w.stderr >= 0 {
		_ = syscall.Dup3(w.stderr, 2, 0)
		syscall.Close(w.stderr)
		w.stderr = -1
	}
	w.status.Close()
	w.pipe.Close()
	var unread int32
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, uintptr(w.diag), syscall.TIOCINQ, uintptr(unsafe.Pointer(&unread))); errno == 0 && unread == 0 {
		_ = syscall.Kill(w.pid, syscall.SIGKILL)
	}
	exited := make(chan struct{})
	go func() {
		w.wait()
		close(exited)
	}()
	select {
	case <-exited:
	case <-time.After(time.Second):
	}
}

// wait reaps the watchdog and returns its exit code, or -1.
func (w *Watchdog) wait() int {
	w.reaped = true
	var ws syscall.WaitStatus
	for {
		_, err := syscall.Wait4(w.pid, &ws, 0, nil)
		if err != syscall.EINTR {
			if err != nil || !ws.Exited() {
				return -1
			}
			return ws.ExitStatus()
		}
	}
}

// Config is the watchdog's side.
type Config struct {
	// Configure, if set, applies the runner's settings: it returns the
	// logger and RecordDone to use from then on.
	Configure func(Settings) (*slog.Logger, func(line []byte, runnerExit int))

	Status   io.Reader // the runner's reports (fd 3)
	Diag     io.Reader // the runner's stderr (fd 4)
	Stdout   io.Writer // the host's stdout
	Stderr   io.Writer // the host's stderr
	Kill     func()    // kills the runner, for the backstop; nil if it cannot
	Backstop time.Duration
	Log      *slog.Logger

	// RecordDone, if set, receives a done line the watchdog makes itself,
	// for --record (the runner records every other line), with the
	// runner's exit status as far as it is known: 2 for a crash of the Go
	// runtime, -1 for death by a signal.
	RecordDone func(line []byte, runnerExit int)
}

// Watch is the watchdog's life: it returns once the runner is gone, or
// once the done the runner handed over is written, with the exit code.
func Watch(cfg Config) int {
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Backstop <= 0 {
		cfg.Backstop = DefaultBackstop
	}
	diag := &stderrFilter{w: cfg.Stderr}
	diagEnded := make(chan struct{})
	go func() {
		_, _ = io.Copy(diag, cfg.Diag)
		diag.flush()
		close(diagEnded)
	}()
	// The status lines arrive on a channel, so that one goroutine holds
	// all the state and the backstop is one more case of the same select.
	// A done line is as long as the guest's result, which the host's line
	// limit does not bound; the runner's own memory cap does.
	lines := make(chan []byte)
	go func() {
		r := ndjson.NewReader(cfg.Status, 1<<40)
		for {
			line, err := r.ReadLine()
			if err != nil {
				close(lines)
				return
			}
			lines <- bytes.Clone(line)
		}
	}()

	var (
		accepted *acceptedMsg
		logs     = []string{}
		claimed  bool // the runner is writing its done
		written  bool // and has written it
		cause    *engine.Error
		crashed  bool // the runner's runtime reported a fatal error
		backstop <-chan time.Time
		killed   <-chan time.Time
	)
	// owed writes the done the watchdog vouches for, if one is owed.
	owed := func(cause *engine.Error) int {
		if accepted == nil {
			return exitNoDone
		}
		if written {
			return exitWroteDone
		}
		line := appendDone(nil, accepted.ID, time.Since(time.Unix(0, accepted.Received)).Milliseconds(), logs, cause)
		if cfg.RecordDone != nil {
			exit := -1
			if crashed {
				exit = 2 // how the Go runtime exits after a fatal error
			}
			cfg.RecordDone(line, exit)
		}
		if claimed {
			// The runner died writing its done: end whatever part of it
			// went out, so that the host can still read this one.
			line = append([]byte{'\n'}, line...)
		}
		if _, err := cfg.Stdout.Write(append(line, '\n')); err != nil {
			cfg.Log.Error("writing done failed", "err", err)
			return exitBroken
		}
		return exitWroteDone
	}
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				// The runner is gone, or going: its stderr ends when it is,
				// with the crash report in it.
				select {
				case <-diagEnded:
				case <-time.After(time.Second):
				}
				if cause == nil && accepted != nil && !written {
					if crashed = diag.crashed(); !crashed {
						// No crash report: the runner was killed from
						// outside (by the host, say), and the killer
						// knows why better than a done could say.
						cfg.Log.Info("runner ended without done or crash report; no done")
						return exitNoDone
					}
					crash := diag.cause()
					cause = deathCause(crash, accepted.MemoryLimitBytes)
					cfg.Log.Warn("runner died; the watchdog writes the done", "crash", crash, "code", cause.Code)
				}
				return owed(cause)
			}
			if bytes.HasPrefix(line, []byte(`{"type":`)) {
				// A done handed over: the runner exits once told it is out.
				if _, err := cfg.Stdout.Write(append(line, '\n')); err != nil {
					cfg.Log.Error("writing done failed", "err", err)
					return exitBroken
				}
				return exitWroteDone
			}
			var st statusMsg
			if json.Unmarshal(line, &st) != nil {
				continue
			}
			switch {
			case st.Settings != nil && cfg.Configure != nil:
				cfg.Log, cfg.RecordDone = cfg.Configure(*st.Settings)
			case st.Log != nil:
				logs = append(logs, *st.Log)
			case st.Claim:
				claimed = true
			case st.Written:
				written = true
			case st.Accepted != nil && accepted == nil:
				accepted = st.Accepted
				deadline := time.Unix(0, accepted.Received).Add(time.Duration(accepted.TimeoutMs) * time.Millisecond)
				backstop = time.After(time.Until(deadline) + cfg.Backstop)
			}
		case <-backstop:
			backstop = nil
			if claimed || written {
				continue // the runner's done is on its way
			}
			// The runner is past its deadline and its own grace. It is
			// killed first, so that it cannot write a done of its own
			// after this one; its status lines up to its death still
			// count. A runner with a huge heap takes long to tear down,
			// so the timeout goes out after a short wait for the end of
			// its status, not after its death.
			cfg.Log.Warn("runner missed its deadline; the watchdog kills it and writes the timeout")
			cause = engine.ErrTimeout
			if cfg.Kill != nil {
				cfg.Kill()
			}
			killed = time.After(killSettle)
		case <-killed:
			return owed(cause)
		}
	}
}

// killSettle is how long the backstop waits, after killing the runner, for
// status lines the runner wrote just before it died.
const killSettle = 2 * time.Millisecond

// deathCause tells from the first line of the runner's crash report what
// the host should be told. Only memory exhaustion becomes memory_limit.
func deathCause(crash string, limit int64) *engine.Error {
	switch {
	case strings.Contains(crash, "out of memory") || strings.Contains(crash, "cannot allocate memory"),
		// Under RLIMIT_DATA the runtime's own bookkeeping can fault when
		// its allocation is refused, instead of failing cleanly.
		strings.HasPrefix(crash, "SIGSEGV: "), strings.HasPrefix(crash, "unexpected fault address"):
		return engine.ErrMemoryLimit(limit)
	case strings.Contains(crash, "stack exceeds") || strings.Contains(crash, "stack overflow"):
		return &engine.Error{Code: engine.CodeRuntime, Message: "RangeError: Maximum call stack size exceeded"}
	}
	return &engine.Error{Code: engine.CodeInternal, Message: "runner process died before done: " + crash}
}

// stderrFilter passes the runner's diagnostics through, line by line, and
// keeps what tells why the runner died. A dying Go runtime writes a "fatal
// error:" or signal line followed by a dump of every goroutine, hundreds of
// lines; only that first line is kept, for the watchdog's own one-line
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

// crashed reports whether a crash report began.
func (f *stderrFilter) crashed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.crash != ""
}

// cause is the crash line, or else the last diagnostic the runner wrote.
func (f *stderrFilter) cause() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.crash != "" || len(f.last) == 0 {
		return f.crash
	}
	return f.last[len(f.last)-1]
}
