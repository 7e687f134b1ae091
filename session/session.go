// Package session serves one execbox execution over NDJSON.
//
// The host writes an execute line; the runner answers started, then a
// tool_call for each host tool the guest awaits, each settled by the host's
// tool_result, and ends with exactly one done, after which the process
// exits. The host may send cancel at any time.
//
// Concurrency, in one paragraph: the engine's event loop goroutine owns the
// JavaScript runtime and the tool-call state (pending calls, results that
// came early, whether stdin has ended). A reader goroutine decodes stdin and
// hands each message to the loop; it also keeps the one fact it needs to act
// without the loop, the id of the active execution, so that a cancel can
// interrupt a guest that is busy and would never let a queued job run. While
// the guest only waits for tool results, the loop goroutine takes the
// reader's turn and reads stdin itself, one goroutine at a time, until it
// runs guest code for a whole millisecond or stops waiting; the reader then
// keeps the turn, reading every line that comes, until the loop has caught
// up (engine.Inbound).
// The deadline timer interrupts the guest as a cancel does. Every outbound
// line goes through one mutex-guarded ndjson.Writer. The done line goes
// through finish, whose compare-and-swap admits one caller and closes the
// writer in the same step: a second done, or any line after done, cannot
// be written. The watchdog process is started from a goroutine of its own
// at start-up; the reader waits for that start before it lets guest code
// run.
package session

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
	"github.com/execbox/execbox-runner/watchdog"
)

// Exit codes of a session.
const (
	ExitOK     = 0 // a done was written, whether ok or not
	ExitFailed = 1 // no done could be written: stdin ended first, stdout failed
)

// DefaultGrace is how long an interrupted guest has to unwind before the
// runner writes done without waiting for it.
const DefaultGrace = 20 * time.Millisecond

// maxGoroutineStack bounds each goroutine's stack in a watched runner.
const maxGoroutineStack = 64 << 20

// Bounds on tool results that arrive before the guest makes the call.
const (
	maxHeldResults = 10000
	maxHeldBytes   = 64 << 20
)

// Config holds the session's settings from the command line.
type Config struct {
	MaxLineBytes int           // bound on one inbound line; 0 means ndjson's default
	Grace        time.Duration // 0 means DefaultGrace
	Log          *slog.Logger  // diagnostics; nil discards them
	Engine       engine.Config

	// Watchdog, when set, is this process's watchdog (see watchdog.Start).
	// The session runs no guest code before it has started, reports the
	// accepted execution and its logs to it, and claims its done there
	// through its gate on stdout, or, when the guest may still be
	// running, hands the done over for the watchdog to write (package
	// watchdog).
	Watchdog *watchdog.Watchdog

	// Ready, when set, is closed once the process handles its signals
	// (SIGTERM and the others that end an execution); no inbound line is
	// acted on before.
	Ready <-chan struct{}

	// Lockdown, when set, raises the process's walls (package sandbox).
	// It is called once the engine is built and the data segment
	// measured, before stdin is read: no guest code runs before it, and
	// a prespawned runner pays for it off the critical path.
	Lockdown func()

	// Record, when set, receives the inbound lines for --record (record.go).
	Record Recorder
	// Usage adds a usage object to done (--usage; usage.go).
	Usage bool
}

// Run serves one session: it builds the engine, reads stdin until an
// execution has finished, and returns the process exit code. Cancelling ctx
// (the host's SIGTERM, say) cancels the active execution.
func Run(ctx context.Context, cfg Config, stdin io.Reader, stdout io.Writer) int {
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Grace <= 0 {
		cfg.Grace = DefaultGrace
	}
	if cfg.Watchdog != nil {
		// Native recursion (JSON.parse of deep nesting, say) grows the
		// goroutine stack. Bounded well inside the data cap, exhausting it
		// is a stack overflow the watchdog reports as such, rather than
		// an allocation the cap refuses, which would read as memory_limit.
		debug.SetMaxStack(maxGoroutineStack)
	}
	// First uses that would otherwise land on the first execute, done on
	// the side while the engine is built.
	go func() {
		engine.GrowStack()
		warmDecode()
		engine.HeapBytes()
	}()
	if cfg.Engine.OnGoPanic == nil {
		// The guest got a TypeError and the execution goes on, but each
		// one is a bug in a built-in (engine/panics.go).
		log := cfg.Log
		cfg.Engine.OnGoPanic = func(value any, stack []byte) {
			log.Error("a built-in panicked; the guest got a TypeError", "panic", fmt.Sprint(value), "stack", string(stack))
		}
	}
	engine.GrowStack() // once, before engine.New's deep calls; see there
	eng, err := engine.New(cfg.Engine)
	if err != nil {
		cfg.Log.Error("cannot build the JavaScript runtime", "err", err)
		return ExitFailed
	}
	raw := newRawStdin(stdin)
	if raw != nil {
		stdin = raw
	}
	usage, stdin, stdout := meterUsage(cfg.Usage, stdin, stdout)
	s := &session{
		usage:   usage,
		cfg:     cfg,
		log:     cfg.Log,
		eng:     eng,
		out:     ndjson.NewWriter(stdout),
		stdout:  stdout,
		exit:    make(chan int, 1),
		held:    make(map[string]engine.ToolResult),
		memDone: make(chan struct{}),
	}
	eng.Bind(s)
	eng.Start()
	defer eng.Close()
	eng.Do(eng.Warm)
	if s.wd = cfg.Watchdog; s.wd != nil {
		s.dataBase = dataBytes()
		s.out.SetGate(s.wd.Gate())
	}
	// stdin is read while the walls go up: the deadline counts from the
	// moment the execute line is read, as the host's clock does, and a
	// spawned runner's walls (several stop-the-world rounds) would
	// otherwise postpone that moment and with it every timeout's done.
	// The execution itself waits for them (execute): no guest code runs
	// before every wall is up.
	s.walled = make(chan struct{})
	go s.read(ndjson.NewReader(stdin, cfg.MaxLineBytes), raw)
	if cfg.Lockdown != nil {
		cfg.Lockdown()
	}
	close(s.walled)
	select {
	case code := <-s.exit:
		return code
	case <-ctx.Done():
		if !s.accepted.Load() {
			s.log.Error("stopped before any execute", "cause", context.Cause(ctx))
			return ExitFailed
		}
		s.abort(protocol.ErrTimeout)
		return <-s.exit
	}
}

type session struct {
	cfg Config
	log *slog.Logger
	eng *engine.Engine
	out *ndjson.Writer

	stdout io.Writer // under out; written directly only if the watchdog fails

	wd       *watchdog.Watchdog // nil without one
	dataBase int64              // the data segment before any guest code, for RLIMIT_DATA
	memDone  chan struct{}      // closed by finish: ends the memory watchdog

	exit   chan int      // receives the exit code, once
	walled chan struct{} // closed once Config.Lockdown has returned
	done   atomic.Bool   // the done line has been claimed

	// Owned by the goroutine whose turn it is to read stdin: the reader
	// goroutine, or the loop goroutine while the guest waits.
	executeSeen bool
	id          string
	accepted    atomic.Bool // an execute was accepted; id is set
	received    time.Time

	usage *usageMeter // nil without --usage

	durable bool // the execution is durable; set before it starts (journal.go)

	// Owned by the loop goroutine.
	buf       []byte // tool_call lines are built here
	held      map[string]engine.ToolResult
	heldBytes int
	eof       bool
}

// read is the reader goroutine. It reads stdin through the engine, which
// lends the loop goroutine the turn to read while the guest only waits for
// tool results (engine.Inbound): each message is acted on by whichever of
// the two read it, one at a time and in order.
func (s *session) read(r *ndjson.Reader, raw *rawStdin) {
	engine.GrowStack() // see there
	// Nothing read is acted on before the process handles its signals: a
	// host that sees the runner answer a line (a diagnostic, say) may
	// signal it at once, and a SIGQUIT that came before the handlers
	// would dump every goroutine and exit 2. The wait is in practice
	// over before it begins: registering starts before the engine is
	// built, and takes a fraction of a millisecond.
	if s.cfg.Ready != nil {
		<-s.cfg.Ready
	}
	s.eng.Serve(&stdinReader{s: s, r: r, raw: raw}, raw != nil)
}

// stdinReader is stdin as the engine reads it, one message at a time.
type stdinReader struct {
	s   *session
	r   *ndjson.Reader
	raw *rawStdin // under r; nil: only the reader goroutine reads

	line  []byte
	err   error
	woken bool // the last Read ended early: nothing to act on
}

// Read implements engine.Inbound.
func (in *stdinReader) Read(wait func(fd int) (bool, error)) {
	if in.raw != nil {
		in.raw.wait = wait
	}
	in.line, in.err = in.r.ReadLine()
	// The line in progress, if any, stays in r for the next Read.
	in.woken = errors.Is(in.err, errWoken)
}

// Act implements engine.Inbound.
func (in *stdinReader) Act() bool {
	if in.woken {
		return true
	}
	s, line, err := in.s, in.line, in.err
	var tooLong *ndjson.LineTooLongError
	switch {
	case errors.As(err, &tooLong):
		s.log.Warn("inbound line dropped", "category", DiagLineTooLong, "err", err)
		s.recordDropped(tooLong.Size)
		return true
	case errors.Is(err, io.EOF):
		s.recordEOF()
		s.endOfInput()
		return false
	case err != nil:
		s.log.Error("reading stdin failed", "err", err)
		s.endOfInput()
		return false
	}
	now := time.Now()
	s.recordInbound(line)
	if len(bytes.TrimSpace(line)) == 0 {
		return true
	}
	m, err := decode(line)
	m.received = now
	if m.Result.Result != nil {
		// The result is a subslice of line, kept until the guest's
		// value is built from it: the reader must not reuse it.
		in.r.Release()
	}
	s.reportFields(m)
	if err != nil && m.Type != typeExecute {
		s.log.Warn("inbound message ignored", "category", DiagMalformedLine, "err", err, "line", describe(line))
		return true
	}
	switch m.Type {
	case typeExecute:
		s.execute(m, err)
	case typeCancel:
		if !s.accepted.Load() || m.ID != s.id {
			s.log.Warn("cancel ignored: no active execution with that id", "category", DiagCancelOtherID, "id", m.ID)
			return true
		}
		s.abortAt(protocol.ErrTimeout, m.received)
	case typeToolResult:
		s.eng.Do(func() { s.toolResult(m) })
	}
	return true
}

// execute handles an execute line, on the goroutine reading stdin.
func (s *session) execute(m inbound, verr error) {
	id := ""
	if m.IDOK {
		id = m.ID
	}
	if s.executeSeen {
		// The active execution goes on; only the newcomer is refused.
		s.log.Warn("second execute refused", "category", DiagSecondExecute, "id", id)
		if id == s.id {
			// A done for the refusal would carry the active execution's
			// id: the host would read it as that execution's one done.
			return
		}
		refusal := doneMsg{
			Type: "done", ID: id, Logs: []string{},
			Error: protocol.Errorf(protocol.CodeInternal, "an execution is already active in this session"),
		}
		err := s.out.WriteLine(refusal.appendTo(nil))
		if err != nil && !errors.Is(err, ndjson.ErrClosed) {
			s.log.Error("writing stdout failed", "err", err)
		}
		return
	}
	s.executeSeen = true
	s.id = id
	s.received = m.received
	if verr != nil {
		s.log.Warn("execute refused", "category", DiagInvalidExecute, "id", id, "err", verr)
		s.finish(engine.Outcome{Err: &protocol.Error{Code: protocol.CodeValidation, Message: verr.Error()}})
		return
	}
	req := m.Execute
	<-s.walled
	if s.wd != nil && !s.wd.Ready() {
		s.wd = nil // it could not start: the execution runs unwatched
	}
	started := appendStarted(nil, req.ID)
	var durable *engine.Durable
	if req.Durable != nil {
		durable, started = s.durableStart(req, started)
	}
	s.accepted.Store(true)
	s.usage.start(s.eng)
	if err := s.out.WriteLine(started); err != nil {
		s.writeFailed(err)
		return
	}
	if s.wd != nil {
		// After started, before any guest code: a done the watchdog
		// writes (its backstop) must follow started, even for a runner
		// stopped (SIGSTOP) right after it accepted the execution.
		s.wd.Accepted(req.ID, m.received, req.Timeout, req.MemLimit)
		setHardMemoryLimit(req.MemLimit, s.dataBase, s.log)
	}
	memErr := protocol.ErrMemoryLimit(req.MemLimit)
	engine.WatchMemory(req.MemLimit, engine.HeapBytes(), s.memDone, s.eng, func(int64) { s.abort(memErr) })
	// The timer is never stopped: after done the process exits, and a late
	// abort finds the done claimed and does nothing.
	time.AfterFunc(req.Timeout-time.Since(m.received), func() { s.abort(protocol.ErrTimeout) })
	limits := req.Limits
	limits.CountDropped = s.usage != nil
	if s.wd != nil {
		limits.LogSink = s.wd.Log
	}
	s.eng.Do(func() {
		if durable != nil {
			s.eng.SetDurable(*durable)
		}
		s.eng.Execute(req.Code, req.Providers, limits, s)
	})
}

// endOfInput handles EOF on stdin. It does not cancel: the execution runs
// on, and calls that can no longer be answered fail.
func (s *session) endOfInput() {
	if !s.executeSeen {
		s.log.Error("stdin ended before any execute", "category", DiagNoExecute)
		s.exitWith(ExitFailed)
		return
	}
	s.eng.Do(func() {
		s.eof = true
		for _, id := range s.eng.PendingIDs() {
			if _, ok := s.held[id]; !ok {
				s.eng.SettleTool(id, transportClosed())
			}
		}
	})
}

func transportClosed() engine.ToolResult {
	return engine.ToolResult{Err: protocol.Errorf(protocol.CodeInternal, "transport closed before tool_result")}
}

// abort ends the active execution with reason, from any goroutine. The
// interrupt stops guest JavaScript at once and the queued Abort finishes on
// the loop; if the loop is stuck inside one long built-in and cannot run
// it, the grace timer writes the done without the loop.
func (s *session) abort(reason *protocol.Error) { s.abortAt(reason, time.Now()) }

// abortAt is abort for a cause that arose at a known time: a cancel, from
// the moment its line was read.
func (s *session) abortAt(reason *protocol.Error, at time.Time) {
	if s.done.Load() {
		return
	}
	if s.wd != nil && reason.Code == protocol.CodeTimeout {
		// A cancel or a host's signal: the watchdog's backstop then holds
		// for it as it does for the deadline, and a done comes whatever
		// the runner does next. (The memory limit has RLIMIT_DATA behind
		// it, whose death the watchdog reports as such.) The backstop
		// counts from at, not from the moment the watchdog reads the
		// report: a watchdog still starting, or starved of the processor,
		// may read it tens of milliseconds later.
		s.wd.Abort(reason, at)
	}
	s.log.Debug("execution aborted", "code", reason.Code)
	s.eng.Interrupt(reason)
	s.eng.Do(func() { s.eng.Abort(reason) })
	time.AfterFunc(s.cfg.Grace, func() { s.end(engine.Outcome{Err: reason}, true) })
}

// ToolCall implements engine.Host, on the loop goroutine.
func (s *session) ToolCall(c engine.ToolCall) {
	if s.done.Load() {
		// The done is decided: no call it does not mention goes out.
		return
	}
	s.buf = appendToolCall(s.buf[:0], c)
	s.buf = s.withJournal(s.buf)
	if err := s.out.WriteLine(s.buf); err != nil {
		if !errors.Is(err, ndjson.ErrClosed) {
			s.writeFailed(err)
		}
		return
	}
	// Settling here, inside the guest's call, is safe: the promise only
	// schedules its reactions, which run after the call returns. Deferring it
	// to a later loop job would let an end-of-input job in between reject a
	// call whose result is held.
	if r, ok := s.held[c.CallID]; ok {
		delete(s.held, c.CallID)
		s.heldBytes -= len(r.Result)
		s.eng.SettleTool(c.CallID, r)
	} else if s.eof {
		s.eng.SettleTool(c.CallID, transportClosed())
	}
}

// toolResult routes a tool_result, on the loop goroutine.
func (s *session) toolResult(m inbound) {
	if s.eng.SettleTool(m.CallID, m.Result) {
		return
	}
	if !s.notYetIssued(m.CallID) {
		category := DiagUnknownCallID
		if s.issued(m.CallID) {
			category = DiagSettledCall
		}
		s.log.Warn("tool_result ignored: callId is unknown or already settled", "category", category, "callId", m.CallID)
		return
	}
	if _, dup := s.held[m.CallID]; dup {
		s.log.Warn("tool_result ignored: a result for this callId is already held", "category", DiagDuplicateResult, "callId", m.CallID)
		return
	}
	if len(s.held) >= maxHeldResults || s.heldBytes+len(m.Result.Result) > maxHeldBytes {
		s.log.Warn("tool_result ignored: too many results held for calls not yet made", "category", DiagHeldFull, "callId", m.CallID)
		return
	}
	s.held[m.CallID] = m.Result
	s.heldBytes += len(m.Result.Result)
}

// notYetIssued reports whether id names a call the guest may still make,
// or one a durable replay made that the host will be told of (journal.go).
func (s *session) notYetIssued(id string) bool {
	k, ok := callNumber(id)
	return ok && (k > s.eng.Issued() || s.eng.Unannounced(id))
}

// issued reports whether id names a call the guest has made.
func (s *session) issued(id string) bool {
	k, ok := callNumber(id)
	return ok && k >= 1 && k <= s.eng.Issued()
}

// callNumber reads the N of a callId "call-N" as the runner writes it.
func callNumber(id string) (int, bool) {
	n, ok := strings.CutPrefix(id, "call-")
	if !ok {
		return 0, false
	}
	k, err := strconv.Atoi(n)
	return k, err == nil && strconv.Itoa(k) == n
}

// Finish implements engine.Host.
func (s *session) Finish(o engine.Outcome) { s.finish(o) }

// finish writes the one done line and ends the session. Any goroutine may
// call it; the first call wins and every later one does nothing.
func (s *session) finish(o engine.Outcome) { s.end(o, false) }

// end is finish. stuck says that the guest may still be running, as when
// the grace timer gives up on it: then the watchdog writes the done.
func (s *session) end(o engine.Outcome, stuck bool) {
	if !s.done.CompareAndSwap(false, true) {
		return
	}
	msg := doneMsg{
		Type:       "done",
		ID:         s.id,
		OK:         o.Err == nil,
		DurationMs: time.Since(s.received).Milliseconds(),
		Logs:       s.eng.Logs(),
		Error:      o.Err,
	}
	if o.Err == nil {
		msg.Result = o.Result
	}
	line := s.usage.appendTo(s.withJournal(msg.appendTo(nil)), s.eng)
	close(s.memDone)
	out, wd := s.out, s.wd
	if wd != nil && stuck && s.cfg.Record == nil {
		// Stdout is free unless a line is being written: then the done
		// goes out at once, from here, on a writer of its own (out's lock
		// may be held by the loop), and the gate refuses every line of
		// the loop after it. The watchdog is not needed for that, and
		// may not be able to help for a while: it may still be starting,
		// or get no processor on a busy machine, while the guest's done
		// is due now. (With --record the done goes through the watchdog,
		// which records it before it writes it: written from here it
		// would be recorded only after, and a runtime that dies in
		// between, a memory bomb inside a built-in, would lose it.)
		own := ndjson.NewWriter(s.stdout)
		own.SetGate(wd.Gate())
		err := own.WriteLineAndClose(line)
		if err == nil {
			s.exitWith(ExitOK)
			return
		}
		if !errors.Is(err, watchdog.ErrTaken) {
			s.log.Error("writing done failed", "err", err)
			s.exitWith(ExitFailed)
			return
		}
		// A line is being written (the host reads slowly, say), or the
		// watchdog has taken stdout: the done is handed over below.
	}
	if wd != nil && stuck {
		// The loop may be stuck in a write too, holding out's lock (a
		// host that reads stdout slowly): the watchdog writes the done
		// once that line is out, and the gate refuses every line after.
		err := wd.HandOver(line)
		if err == nil {
			// The watchdog recorded it for --record before writing it:
			// this runtime may die before it could (a memory bomb inside
			// a built-in goes on allocating).
			s.exitWith(ExitOK)
			return
		}
		// The watchdog is gone, and with it nobody else can write a done.
		// A writer of its own, since out may be held by a stuck write; the
		// gate still refuses it if a line is unfinished or the watchdog
		// took stdout before it died.
		s.log.Warn("the watchdog did not take the done; writing it here", "err", err)
		out = ndjson.NewWriter(s.stdout)
		out.SetGate(wd.Gate())
	}
	err := out.WriteLineAndClose(line)
	if errors.Is(err, watchdog.ErrTaken) {
		s.taken()
		return
	}
	if err != nil {
		s.log.Error("writing done failed", "err", err)
		s.exitWith(ExitFailed)
		return
	}
	s.exitWith(ExitOK)
}

// writeFailed ends the session when stdout is gone: no done can reach the
// host any more.
func (s *session) writeFailed(err error) {
	if errors.Is(err, watchdog.ErrTaken) {
		s.done.Store(true)
		s.taken()
		return
	}
	s.log.Error("writing stdout failed", "err", err)
	s.out.Close()
	s.done.Store(true)
	s.exitWith(ExitFailed)
}

// taken ends the session once the watchdog has taken stdout over (its
// backstop): the done is the watchdog's to write, and the exit code says
// whether it did. The watchdog kills this process meanwhile, as a rule.
func (s *session) taken() {
	go func() {
		if s.wd != nil && s.wd.Wait() {
			s.exitWith(ExitOK)
			return
		}
		s.exitWith(ExitFailed)
	}()
}

func (s *session) exitWith(code int) {
	select {
	case s.exit <- code:
	default:
	}
}
