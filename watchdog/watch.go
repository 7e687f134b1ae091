package watchdog

import (
	"bytes"
	"io"
	"log/slog"
	"math"
	"time"

	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
)

// Config is the watchdog's side.
type Config struct {
	// Configure, if set, applies the runner's settings.
	Configure func(Settings) Configured

	Status io.Reader // the runner's reports (FdStatus)
	Diag   io.Reader // the runner's stderr (FdDiag)
	Page   *Page     // shared with the runner (FdPage)
	Stdout io.Writer // the host's stdout
	Stderr io.Writer // the host's stderr; best a DropWriter on Page.Pending, shared with Log
	Kill   func()    // kills the runner, for the backstop; nil if it cannot
	// Gone reports whether the runner has ended: every thread of it, so
	// that none can be writing to stdout. nil means never.
	Gone     func() bool
	Backstop time.Duration

	Configured // until Configure says otherwise
}

// Configured is what the runner's settings decide.
type Configured struct {
	Log *slog.Logger
	// RecordDone, if set, receives a done line the watchdog writes, one
	// it makes or one the runner handed over, for --record (the runner
	// records every other line), before it writes it, with the runner's
	// exit status as far as it is known: 2 for a crash of the Go runtime,
	// -1 for death by a signal or not yet known.
	RecordDone func(line []byte, runnerExit int)
	// Dumps passes the runtime's crash dumps on to stderr (--log-level
	// debug); otherwise only their first line is logged.
	Dumps bool
}

// pollEvery is how often the watchdog looks at the shared page while it
// waits for a runner line to end. Only a watchdog that wants stdout waits
// so; the runner never has to wake it.
const pollEvery = time.Millisecond

// killSettle is how long the backstop waits, after killing the runner, for
// status lines the runner wrote just before it died (a done handed over,
// say). Stdout is the watchdog's by then, so the wait is for fidelity, not
// safety; a runner with a huge heap takes much longer to be torn down.
const killSettle = 2 * time.Millisecond

// watch is the watchdog's state: it lives on Watch's goroutine.
type watch struct {
	cfg      Config
	diag     *stderrFilter
	accepted *acceptedMsg
	logs     [][]byte        // log lines that came as status lines, each a JSON string
	cause    *protocol.Error // of an abort the runner reported, for a done made here
	aborted  time.Time       // when the abort was reported
	handed   []byte          // a done the runner handed over
	want     bool            // stdout is wanted: the backstop fired, or a done was handed over
	taken    bool            // stdout is the watchdog's
	partial  bool            // a runner line may be unfinished on stdout
	killed   bool            // by the backstop
}

// Watch is the watchdog's life: it returns once the runner is gone, or
// once the done it owes is written, with the exit code.
func Watch(cfg Config) int {
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Backstop <= 0 {
		cfg.Backstop = DefaultBackstop
	}
	if cfg.Page == nil {
		cfg.Page = new(Page)
	}
	if cfg.Gone == nil {
		cfg.Gone = func() bool { return false }
	}
	// The runner's diagnostics, and the watchdog's own, go out through a
	// DropWriter: a host that does not read stderr must not stop the
	// watchdog from draining the runner's, nor from writing a done.
	out, ok := cfg.Stderr.(*DropWriter)
	if !ok {
		out = NewDropWriter(cfg.Stderr, 1024, cfg.Page.Pending(), "execbox-runner: ")
	}
	defer out.Close(100 * time.Millisecond)
	w := &watch{cfg: cfg, diag: &stderrFilter{w: out, dumps: cfg.Dumps}}
	diagEnded := make(chan struct{})
	go func() {
		_, _ = io.Copy(w.diag, cfg.Diag)
		w.diag.flush()
		close(diagEnded)
	}()
	// The status lines arrive on a channel, so that one goroutine holds
	// all the state and the backstop is one more case of the same select.
	// A done line is as long as the guest's result, which the host's line
	// limit does not bound; the runner's own memory cap does.
	lines := make(chan []byte)
	go func() {
		r := ndjson.NewReader(cfg.Status, math.MaxInt)
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
		backstop *time.Timer
		fire     <-chan time.Time // backstop's channel, once armed
		poll     <-chan time.Time // while waiting for a runner line to end
		settle   <-chan time.Time // after the kill
		ended    bool             // the status pipe ended
	)
	arm := func(at time.Time) {
		if backstop == nil {
			backstop = time.NewTimer(time.Until(at))
			fire = backstop.C
		} else if backstop.Reset(time.Until(at)); fire == nil {
			fire = backstop.C
		}
	}
	var deadline time.Time // of the backstop armed
	warmStatus()
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				lines, ended = nil, true
				break
			}
			w.status(line, func(at time.Time) {
				if deadline.IsZero() || at.Before(deadline) {
					deadline = at
					arm(at)
				}
			})
		case <-fire:
			fire = nil
			if w.accepted != nil {
				w.want = true
			}
		case <-poll:
			poll = nil
		case <-settle:
			settle = nil
			return w.write()
		}

		if w.taken {
			if w.handed != nil || ended {
				return w.write()
			}
			continue
		}
		if ended && w.handed == nil {
			// The runner is gone, or it closed the watch: its stderr ends
			// when it is, with the crash report in it.
			select {
			case <-diagEnded:
			case <-time.After(time.Second):
			}
			return w.runnerEnded()
		}
		if ended && w.handed != nil {
			// The status pipe closes after a done handed over.
			w.want = true
		}
		if !w.want {
			continue
		}
		switch w.cfg.Page.take() {
		case stTaken:
			w.taken = true
			if w.handed != nil {
				return w.write()
			}
			// The runner is past its deadline, or its abort, and the
			// backstop: it is killed, so that it stops using the
			// machine, and the done goes out after a short wait for its
			// last status lines, not after its death.
			w.cfg.Log.Warn("runner missed its deadline; the watchdog kills it and writes the done", "cause", w.causeCode())
			if w.cause == nil {
				w.cause = protocol.ErrTimeout
			}
			if cfg.Kill != nil {
				cfg.Kill()
			}
			w.killed = true
			if ended {
				return w.write()
			}
			settle = time.After(killSettle)
		case stLineWanted:
			if cfg.Gone() {
				// The runner died during a line: the rest of it never
				// comes, and the done starts on a line of its own.
				w.taken, w.partial = true, true
				if w.handed != nil || ended {
					return w.write()
				}
				settle = time.After(killSettle)
				continue
			}
			// A runner line is going out, slowly (a host that reads
			// stdout slowly) or not at all for now (a runner stopped by
			// SIGSTOP): stdout passes to the watchdog when it ends.
			poll = time.After(pollEvery)
		case stDone, stWritten:
			// The runner's done is on its way, or out: it writes the one
			// done, and the watchdog waits for it to end.
			w.want = false
			if fire != nil {
				backstop.Stop()
				fire = nil
			}
		}
	}
}

// status applies one status line from the runner. arm arms the backstop
// for a time, if it is earlier than the one armed.
func (w *watch) status(line []byte, arm func(time.Time)) {
	if bytes.HasPrefix(line, []byte(handedPrefix)) {
		// A runner killed while it handed its done over leaves part of the
		// line, which ends the stream without its newline. A done handed
		// over carries an error, never a result, so checking it is cheap.
		if ndjson.Valid(line) != nil {
			return
		}
		w.handed = line
		w.want = true
		return
	}
	st, ok := parseStatus(line)
	if !ok {
		return
	}
	switch {
	case st.Settings != nil && w.cfg.Configure != nil:
		w.cfg.Configured = w.cfg.Configure(*st.Settings)
		if w.cfg.Log == nil {
			w.cfg.Log = slog.New(slog.DiscardHandler)
		}
		w.diag.setDumps(w.cfg.Dumps)
	case len(st.Log) > 0 && st.Log[0] == '"':
		// Kept as the runner encoded it: decoding would turn a lone
		// surrogate's escape into U+FFFD.
		w.logs = append(w.logs, st.Log)
	case st.Abort != nil:
		if w.cause == nil {
			w.cause = st.Abort
		}
		// The backstop counts from when the abort arose in the runner
		// (a cancel: when its line was read), which may be well before
		// this moment: the watchdog may have been starting up, or
		// starved of the processor. An abort can come before the
		// execution is reported (a signal right after started): the
		// backstop is armed from it then.
		w.aborted = time.Now()
		if at := time.Unix(0, st.AbortAt); st.AbortAt != 0 && at.Before(w.aborted) {
			w.aborted = at
		}
		if w.accepted != nil {
			arm(w.aborted.Add(w.cfg.Backstop))
		}
	case st.Accepted != nil && w.accepted == nil:
		w.accepted = st.Accepted
		// From the deadline, or from now if the deadline is already past:
		// the runner reads the execute while its walls go up, and the
		// clock runs from then, so on a starved machine the deadline can
		// pass before the execution is accepted. The runner then ends it
		// at once, and has the backstop's time to write its done.
		arm(later(w.accepted.deadline(), time.Now()).Add(w.cfg.Backstop))
		if !w.aborted.IsZero() {
			arm(w.aborted.Add(w.cfg.Backstop))
		}
	}
}

// warmStatus decodes an accepted and an abort status line into nothing,
// and sets and stops a timer, while the runner idles before its execute:
// this process's code is paged in on first use, which would otherwise
// take the processor from the runner and its host during the execution's
// first tool calls.
func warmStatus() {
	for _, line := range []string{
		`{"accepted":{"id":"w","received":1,"timeoutMs":1,"memoryLimitBytes":1}}`,
		`{"abort":{"code":"timeout","message":"m"},"abortAt":1}`,
	} {
		_, _ = parseStatus([]byte(line))
	}
	time.NewTimer(time.Hour).Stop()
}

// later returns the later of a and b.
func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func (w *watch) causeCode() protocol.Code {
	if w.cause == nil {
		return protocol.ErrTimeout.Code
	}
	return w.cause.Code
}

// runnerEnded decides, once the status pipe has ended without a done
// handed over, what the runner owes: a runner that wrote its done, or had
// no execution, owes nothing; one whose runtime died owes the done the
// watchdog writes for it; one killed from outside gets none, since its
// killer knows why better than a done could say.
func (w *watch) runnerEnded() int {
	if w.accepted == nil {
		return exitNoDone
	}
	st := w.cfg.Page.state.Load()
	if st == stWritten {
		return exitWroteDone
	}
	if !w.diag.crashed() {
		w.cfg.Log.Info("runner ended without done or crash report; no done")
		return exitNoDone
	}
	crash := w.diag.cause()
	w.cause = deathCause(crash, w.accepted.MemoryLimitBytes)
	w.cfg.Log.Warn("runner died; the watchdog writes the done", "crash", crash, "code", w.cause.Code)
	// The status pipe ends only once every thread of the runner has
	// exited, so none can be writing now: what the page says is final.
	w.partial = st == stLine || st == stLineWanted || st == stDone
	return w.writeDone(true)
}

// write writes the done once stdout is the watchdog's: the one handed
// over, or the one the watchdog vouches for.
func (w *watch) write() int {
	if w.handed != nil {
		// Recorded here, not by the runner once the watchdog has
		// written it: the runner's runtime may die before it can (a
		// memory bomb inside a built-in goes on allocating).
		if w.cfg.RecordDone != nil {
			w.cfg.RecordDone(w.handed, -1)
		}
		return w.emit(w.handed)
	}
	return w.writeDone(false)
}

// writeDone makes the done from what the watchdog knows and writes it.
func (w *watch) writeDone(crashed bool) int {
	if w.cause == nil {
		w.cause = protocol.ErrTimeout
	}
	line := appendDone(nil, w.accepted.ID, time.Since(time.Unix(0, w.accepted.Received)).Milliseconds(), w.cfg.Page.loggedArea(), w.logs, w.cause)
	if w.cfg.RecordDone != nil {
		exit := -1
		if crashed {
			exit = 2 // how the Go runtime exits after a fatal error
		}
		w.cfg.RecordDone(line, exit)
	}
	return w.emit(line)
}

// emit writes line to stdout, on a line of its own.
func (w *watch) emit(line []byte) int {
	b := make([]byte, 0, len(line)+2)
	if w.partial {
		// End whatever part of a runner line went out, so that the host
		// can still read the done.
		b = append(b, '\n')
	}
	b = append(append(b, line...), '\n')
	if _, err := w.cfg.Stdout.Write(b); err != nil {
		w.cfg.Log.Error("writing done failed", "err", err)
		return exitBroken
	}
	return exitWroteDone
}
