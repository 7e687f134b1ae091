package watchdog

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
)

// Env is set in the watchdog's environment, to the runner's process id.
// It is how the executable knows to be a watchdog.
const Env = "EXECBOX_RUNNER_WATCHDOG"

// The descriptors a watchdog process starts with, besides stdout (1) and
// stderr (2), which are the host's; fd 0 is /dev/null, read-only (StartAs
// says why). A sandbox that closes
// inherited descriptors must keep these in the watchdog.
const (
	FdStatus = 3 // the runner's status pipe, read end
	FdDiag   = 4 // the runner's stderr, read end
	FdPage   = 5 // the shared page (Page), until OpenPage has mapped it
)

// DefaultBackstop is how long past the deadline, or past an abort (a
// cancel, a signal, the memory limit), the watchdog waits for the runner's
// done before it takes stdout, kills the runner and writes the done
// itself. The runner gives up on a stuck guest after its own grace
// (session.DefaultGrace, 20 ms); the backstop is for a runner that cannot
// even do that, such as one slowed by a collection of a huge heap, or one
// stopped (SIGSTOP) and resumed late.
//
// It was 40 ms. The host's done after a cancel is due within 50 ms of its
// write, and on the backstop's path it comes when the runner read the
// cancel, plus the backstop, plus the kill and the 2 ms the watchdog waits
// after it (killSettle), plus the watchdog's own wake-ups: traced on a busy
// machine, 10-23 ms over the backstop in all. At 30 ms that leaves room
// for the runner to read the cancel late; the runner's own grace still
// ends 10 ms before it, and whichever of the two claims stdout first
// writes the one done.
const DefaultBackstop = 30 * time.Millisecond

// ErrTaken is what a line written through the runner's gate gets once the
// watchdog has taken stdout over: the runner writes nothing more there,
// and Wait tells whether the watchdog wrote the done.
var ErrTaken = errors.New("stdout has been taken over by the watchdog")

// Watchdog exit codes. The runner reads them when it has handed over its
// done, or found stdout taken: only after exitWroteDone is a done known to
// be on stdout.
const (
	exitWroteDone = 0
	exitNoDone    = 3 // the runner ended without an execution: no done owed
	exitBroken    = 4 // the watchdog could not do its job
)

// A Watchdog is the runner's side of its watchdog process.
type Watchdog struct {
	status  *ndjson.Writer
	pipe    *os.File // under status
	page    *Page
	start   func() // starts the process: run once, by the first Ready
	discard func() // or this instead, by a Close before any Ready
	once    sync.Once
	pid     int // set by start; 0 before, on failure, or if it never ran
	stderr  int // this process's own stderr, kept when it went to the watchdog; -1 if not
	diag    int // the read end of the pipe that is now stderr, to see what is unread; -1 if none

	abortOnce sync.Once
	logMu     sync.Mutex
	logFull   bool // the log area is full: log lines go through the status pipe
	waitOnce  sync.Once
	reaped    atomic.Bool // wait has returned
	linger    atomic.Bool // diagnostics went through it: Close waits rather than kills
	code      int         // the watchdog's exit code, once waited for; -1 if unknown
}

// Start makes the watchdog for this process, exe, with stdout and stderr
// as its own: its pipes and its shared page, at once. The process itself
// is started by the first Ready, which the runner calls once its engine
// is built, just before its walls go up: a runner still building its
// engine allocates on every processor, and a child forked then took ten
// times as long to execute (0.5 ms alone, 5 ms beside an allocating
// goroutine), while the runner waited for it before its walls. Started
// last, the watchdog's own start also overlaps only the end of the
// runner's. Once it has started, this process's stderr (fd 2) runs
// through it.
//
// It uses syscall.ForkExec rather than os.StartProcess: the os package
// first probes, once per process, whether pidfds work, by cloning and
// reaping a child of its own, which on a small VM costs as much as the
// start itself.
func Start(exe string, stdout, stderr *os.File) (*Watchdog, error) {
	return StartAs(exe, stdout, stderr, nil)
}

// StartAs is Start with the watchdog executed as cred (package sandbox
// passes the unprivileged uid and gid a runner started as root takes):
// the watchdog then never holds root, its runner can always signal it,
// and it has no credentials of its own to change. If the executable
// cannot be run as cred, the watchdog is started as this process is.
func StartAs(exe string, stdout, stderr *os.File, cred *syscall.Credential) (*Watchdog, error) {
	page, pageFd, err := newPage()
	if err != nil {
		return nil, fmt.Errorf("the shared page: %w", err)
	}
	sr, sw, err := pipeCloexec()
	if err != nil {
		syscall.Close(pageFd)
		return nil, err
	}
	dr, dw, err := pipeCloexec()
	if err != nil {
		syscall.Close(pageFd)
		syscall.Close(sr)
		syscall.Close(sw)
		return nil, err
	}
	// fd 0 is not the runner's stdin, which a host's writes must find
	// unread once the runner is gone, but /dev/null: with 0 closed, the Go
	// runtime opens /dev/null itself at the watchdog's start, and dies if
	// it cannot, as under the Landlock ruleset a runner enforces before
	// its watchdog starts (sandbox.RestrictEarly).
	null := ^uintptr(0)
	if fd, err := syscall.Open("/dev/null", syscall.O_RDONLY|syscall.O_CLOEXEC, 0); err == nil {
		null = uintptr(fd)
	}
	closeNull := func() {
		if null != ^uintptr(0) {
			syscall.Close(int(null))
		}
	}
	pipe := os.NewFile(uintptr(sw), "watchdog status")
	w := &Watchdog{status: ndjson.NewWriter(pipe), pipe: pipe, page: page, stderr: -1, diag: dr, code: -1}
	// The watchdog mostly waits: one processor is plenty, and fewer
	// threads make its start cheaper.
	env := append(os.Environ(), Env+"="+strconv.Itoa(os.Getpid()), "GOMAXPROCS=1")
	w.start = func() {
		defer syscall.Close(dw)
		attr := &syscall.ProcAttr{
			Env:   env,
			Files: []uintptr{null, stdout.Fd(), stderr.Fd(), uintptr(sr), uintptr(dr), uintptr(pageFd)},
		}
		if cred != nil {
			attr.Sys = &syscall.SysProcAttr{Credential: cred}
		}
		pid, err := syscall.ForkExec(exe, []string{exe}, attr)
		if err != nil && cred != nil {
			attr.Sys = nil
			pid, err = syscall.ForkExec(exe, []string{exe}, attr)
		}
		syscall.Close(sr)
		syscall.Close(pageFd)
		closeNull()
		if err != nil {
			syscall.Close(dr)
			w.diag = -1
			// Status lines now fail with EPIPE, and are dropped.
			fmt.Fprintf(stderr, "execbox-runner: cannot start the watchdog, running without it: %v\n", err)
			return
		}
		// The runtime's crash report, and every diagnostic, now go to the
		// watchdog, which passes them on but the crash dump. The process's
		// own stderr is kept for Close.
		if own, err := dupCloexec(2); err == nil {
			if err := dupTo(dw, 2); err != nil {
				fmt.Fprintf(stderr, "execbox-runner: cannot route stderr through the watchdog: %v\n", err)
				syscall.Close(own)
			} else {
				w.stderr = own
			}
		}
		w.pid = pid
	}
	// What start would hand over, for a Close before any Ready.
	w.discard = func() {
		for _, fd := range []int{sr, dr, dw, pageFd} {
			syscall.Close(fd)
		}
		closeNull()
		w.diag = -1
	}
	return w, nil
}

// Ready starts the watchdog if it has not been started, and reports
// whether it runs. No guest code may run before: until then nothing would
// write a done for a runtime that dies, nor see why it died. It returns
// once the watchdog has executed; its own start goes on beside the
// runner.
func (w *Watchdog) Ready() bool {
	w.once.Do(w.start)
	return w.pid != 0
}

// Pid is the watchdog's process id once Ready has returned true, or 0: the
// one process the runner's sandbox lets it signal.
func (w *Watchdog) Pid() int {
	w.Ready()
	return w.pid
}

// Fds lists the descriptors this process holds for its watchdog, besides
// 0, 1 and 2, once Ready has returned: a sandbox that closes inherited
// descriptors must keep them.
func (w *Watchdog) Fds() []int {
	w.Ready()
	fds := []int{int(w.pipe.Fd())}
	for _, fd := range []int{w.stderr, w.diag} {
		if fd >= 0 {
			fds = append(fds, fd)
		}
	}
	return fds
}

// Gate is the gate every stdout line of the session must pass
// (ndjson.Writer.SetGate): it tells the watchdog, through the shared page,
// whether a line may be unfinished, and lets it take stdout between two
// lines.
func (w *Watchdog) Gate() ndjson.Gate { return gate{w.page} }

// Configure sends the watchdog its settings. It comes first, if at all.
func (w *Watchdog) Configure(s Settings) {
	w.report(appendSettings(nil, s))
}

// Accepted reports the execution the runner accepted.
func (w *Watchdog) Accepted(id string, received time.Time, timeout time.Duration, memoryLimit int64) {
	w.report(appendAccepted(nil, acceptedMsg{ID: id, Received: received.UnixNano(), TimeoutMs: timeout.Milliseconds(), MemoryLimitBytes: memoryLimit}))
}

// Log reports a log line the runner keeps: into the log area it shares
// with the watchdog, with no system call (a million lines written one
// status line each took about 8 s of a flood's time), or, once that is
// full, as a status line.
func (w *Watchdog) Log(line string) {
	w.logMu.Lock()
	defer w.logMu.Unlock()
	if area := w.page.logArea(); !w.logFull && area != nil {
		n := int(w.page.logged.Load())
		room := len(area) - n
		b := area[n:n:len(area)]
		if n > 0 {
			b = append(b, ',')
		}
		b = ndjson.AppendString(b, line)
		if cap(b) == room {
			// Written in place: the area had room for it.
			w.page.logged.Store(int64(n + len(b)))
			return
		}
		// append moved the entry elsewhere: the area is full. What it
		// wrote past logged is not part of the area's content.
		w.logFull = true
	}
	w.report(appendLogStatus(nil, line))
}

// Abort reports that the execution is being ended early, with cause: a
// cancel, a signal, the deadline or the memory limit, which arose at at
// (a cancel: when its line was read). It arms the watchdog's backstop, so
// that a done comes DefaultBackstop after at whatever the runner does,
// however late the watchdog reads the report. Only the first call
// reports.
func (w *Watchdog) Abort(cause *protocol.Error, at time.Time) {
	w.abortOnce.Do(func() { w.report(appendAbort(nil, cause, at)) })
}

// report sends one status line. A watchdog that is gone makes it fail,
// which the runner can do nothing about: its done goes to stdout then.
func (w *Watchdog) report(line []byte) { _ = w.status.WriteLine(line) }

// HandOver gives the watchdog the done line, for a runner whose guest may
// still be running, and waits until the watchdog says it wrote it. The
// watchdog writes it as soon as no runner line is unfinished on stdout,
// and the runner writes nothing there after. An error means it did not,
// and the caller must.
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

// Wait is for a runner that got ErrTaken: it waits for the watchdog, which
// is writing the done, and reports whether the done is out.
func (w *Watchdog) Wait() bool {
	return w.Ready() && w.wait() == exitWroteDone
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
	if w.once.Do(w.discard); w.pid == 0 {
		return // never started, or it could not be
	}
	if w.stderr >= 0 {
		_ = dupTo(w.stderr, 2)
		syscall.Close(w.stderr)
		w.stderr = -1
	}
	w.status.Close()
	w.pipe.Close()
	// A watchdog already reaped (after HandOver or Wait) is not signalled:
	// its process id may belong to another process by now.
	if n, ok := unread(w.diag); ok && n == 0 && w.page.queued.Load() == 0 && !w.linger.Load() && !w.reaped.Load() {
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

// Linger tells Close that this process wrote diagnostics through the
// watchdog, so that Close waits for the watchdog to pass them on and exit
// instead of killing it. An empty pipe and an empty queue are not enough
// to tell: the watchdog may hold lines it has read and not yet queued, and
// a kill then lost them (about one run in 240 under load).
func (w *Watchdog) Linger() { w.linger.Store(true) }

// wait reaps the watchdog, once, and returns its exit code, or -1.
func (w *Watchdog) wait() int {
	w.waitOnce.Do(func() {
		var ws syscall.WaitStatus
		for {
			_, err := syscall.Wait4(w.pid, &ws, 0, nil)
			if err == syscall.EINTR {
				continue
			}
			if err == nil && ws.Exited() {
				w.code = ws.ExitStatus()
			}
			w.reaped.Store(true)
			return
		}
	})
	return w.code
}
