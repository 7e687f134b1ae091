package engine

import (
	"bytes"
	"container/heap"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"sync"
	"time"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/internal/sha256"
	"github.com/execbox/execbox-runner/protocol"
)

// Durable executions by deterministic re-execution. goja's heap cannot be
// saved, so an execution resumes by running again from the start, fed a
// journal of everything the first run learned from outside, until it has
// consumed the journal; from there it goes on live.
//
// Given the code, a guest's course depends on these inputs alone, and the
// journal records each of them, in the order the guest met them:
//
//   - the random seed (Math.random draws from a generator seeded with it);
//   - each clock reading (Date.now, new Date, Date());
//   - each tool call the guest made, to check that a replay makes the same;
//   - each tool result as delivered: within the guest's turn (a result the
//     session held for the call, settled inside it) or as a turn of its own
//     (a result that came while the guest waited), which order the guest's
//     promise reactions differently;
//   - each timer firing, in its order among the deliveries.
//
// Everything else a guest can observe follows from these: timer ids and
// callIds are counters, WeakRef targets are held strongly and
// FinalizationRegistry callbacks never run (goja's builtin_es2024.go).
//
// A replay answers each journaled call from the journal without telling
// the host, fires each journaled timer when its firing comes up rather
// than when it falls due, and hands back each journaled clock reading. The
// first thing the guest does that the journal does not say (another call,
// a clock reading where a call was, waiting where a call was, finishing
// early) ends the execution with a validation_error naming the entry. Once
// the journal is consumed the execution is live: the calls the replay left
// without a result go out to the host (in callId order), timers are armed,
// the clock is read, and new entries are recorded for the host again.

// JournalVersion is the version of the journal's format (the begin entry's
// version); docs/protocol.md describes it.
const JournalVersion = 1

// The kinds of journal entries.
const (
	EntryBegin  = "begin"
	EntryCall   = "call"
	EntryResult = "result"
	EntryTimer  = "timer"
	EntryClock  = "clock"
)

// Entry is one entry of a durable execution's journal.
type Entry struct {
	Kind string

	// begin: the journal's version, the random seed, and the program's
	// fingerprint (ProgramHash).
	Version int
	Seed    uint64
	Program string

	// call: the call. result: the call it answers, and the result as
	// delivered.
	Call   ToolCall
	CallID string
	Result ToolResult
	// InTurn: the result was delivered within the guest's turn (the
	// session held it for the call), not as a turn of its own.
	InTurn bool

	// timer: the id of the timer that fired (negative for the timers
	// goja borrows for Atomics.waitAsync).
	Timer int64

	// clock: N readings, the i-th of which read Ms + i*Step milliseconds
	// since the epoch.
	Ms, N, Step int64
}

// Durable makes an execution durable: its journal is recorded, and the
// entries of Replay (an earlier run's journal after its begin entry) are
// replayed first.
// The caller writes the begin entry (Seed and the program's ProgramHash).
type Durable struct {
	Seed   uint64
	Replay []Entry // nil for a fresh execution
}

// NewSeed returns a random seed for a durable execution that has none.
func NewSeed() uint64 { return rand.Uint64() }

// durable is the engine's state of a durable execution. The recorded
// entries are shared with the session's goroutines (a done written while
// the loop is stuck takes them), under mu; the rest is the loop's.
type durable struct {
	mu      sync.Mutex
	entries []Entry // recorded and not yet taken

	replay []Entry
	pos    int   // the next entry of replay
	used   int64 // readings of replay[pos] consumed, when it is a clock run
	live   bool

	base    func() time.Time // the clock a live reading reads
	seeded  bool             // base is the --seed clock: replay reads it too
	inTurn  int              // depth of guest turns the engine is inside (a call, a reading)
	holding bool             // SettleTool defers to held: goLive is announcing calls
	held    []heldSettle
}

type heldSettle struct {
	id string
	r  ToolResult
}

// SetDurable makes the coming execution durable. Call it on the loop
// goroutine, before Execute.
func (e *Engine) SetDurable(d Durable) {
	dj := &durable{replay: d.Replay, base: e.clock, seeded: e.seeded}
	if dj.base == nil {
		dj.base = time.Now
	}
	dj.live = len(d.Replay) == 0
	e.durable = dj
	seedRandom(e.vm, d.Seed)
	e.vm.SetTimeSource(e.durableNow)
}

// TakeJournal returns the entries recorded since the last call, and
// forgets them: the host has them from now on. Safe from any goroutine.
func (e *Engine) TakeJournal() []Entry {
	d := e.durable
	if d == nil {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	out := d.entries
	d.entries = nil
	return out
}

func (d *durable) record(en Entry) {
	d.mu.Lock()
	d.entries = append(d.entries, en)
	d.mu.Unlock()
}

// recordClock records a reading, as one more of the last clock run when it
// continues its progression: a guest that reads the clock in a loop makes
// one entry per millisecond, not one per reading.
func (d *durable) recordClock(ms int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if n := len(d.entries); n > 0 {
		last := &d.entries[n-1]
		if last.Kind == EntryClock {
			if last.N == 1 {
				last.Step = ms - last.Ms
				last.N = 2
				return
			}
			if ms == last.Ms+last.N*last.Step {
				last.N++
				return
			}
		}
	}
	d.entries = append(d.entries, Entry{Kind: EntryClock, Ms: ms, N: 1})
}

func (d *durable) peek() (Entry, bool) {
	if d.pos >= len(d.replay) {
		return Entry{}, false
	}
	return d.replay[d.pos], true
}

// replaying reports whether the execution is durable and still replaying.
func (e *Engine) replaying() bool { return e.durable != nil && !e.durable.live }

// durableNow is the guest's clock in a durable execution.
func (e *Engine) durableNow() time.Time {
	d := e.durable
	e.liveAtEnd()
	if d.live {
		t := d.base()
		d.recordClock(t.UnixMilli())
		return t
	}
	en, ok := d.peek()
	if !ok || en.Kind != EntryClock {
		e.diverge("the program read the clock")
		return d.base()
	}
	ms := en.Ms + d.used*en.Step
	if d.used++; d.used == en.N {
		d.pos++
		d.used = 0
	}
	t := time.UnixMilli(ms)
	if d.seeded {
		// The --seed clock counts readings: it must count these too, and
		// gives what it gave the first run.
		t = d.base()
	}
	e.inTurnDone()
	return t
}

// replayCall is a call the guest makes while the journal is replayed:
// it must be the journal's next entry, and is answered from the journal.
func (e *Engine) replayCall(c ToolCall) {
	d := e.durable
	en, ok := d.peek()
	if !ok || en.Kind != EntryCall || en.Call.CallID != c.CallID || en.Call.Tool != c.Tool || !sameJSON(en.Call.Input, c.Input) {
		e.diverge("the program called " + describeCall(c))
		return
	}
	d.pos++
	e.inTurnDone()
}

// inTurnDone ends a replayed step of the guest's turn (a call, a clock
// reading): results the first run settled within it (the session held
// them for a call, or a live run announced calls there) are settled here
// too, before the guest's code goes on; then the replay may end.
func (e *Engine) inTurnDone() {
	d := e.durable
	d.inTurn++
	defer func() { d.inTurn-- }()
	for !e.finished {
		en, ok := d.peek()
		if !ok || en.Kind != EntryResult || !en.InTurn {
			break
		}
		if !e.replayResult(en) {
			return
		}
	}
	e.afterConsume()
}

// replayResult settles the call a result entry names, and reports false
// when the replay diverged.
func (e *Engine) replayResult(en Entry) bool {
	p, ok := e.pending[en.CallID]
	if !ok {
		e.diverge("the program has no pending call " + en.CallID)
		return false
	}
	e.durable.pos++
	delete(e.pending, en.CallID)
	e.usage.settled.Add(1)
	e.settle(p, en.Result)
	return true
}

// pump replays the journal's turns (results delivered while the guest
// waited, timer firings) for as long as the guest waits and the journal has
// them. Call it on the loop goroutine, when the guest's turn is over.
func (e *Engine) pump() {
	d := e.durable
	for !e.finished && !d.live {
		en, ok := d.peek()
		if !ok {
			e.goLive()
			return
		}
		switch {
		case en.Kind == EntryResult && !en.InTurn:
			if !e.replayResult(en) {
				return
			}
		case en.Kind == EntryTimer:
			tm, ok := e.timers.byID[en.Timer]
			if !ok || tm.index < 0 {
				e.diverge(fmt.Sprintf("the program has no timer %d set", en.Timer))
				return
			}
			d.pos++
			heap.Remove(&e.timers.queue, tm.index)
			e.fireTimer(tm)
		default:
			e.diverge("the program waited for a tool result or a timer")
			return
		}
		e.afterConsume()
	}
}

// liveAtEnd goes live, in the guest's turn, if the journal is consumed:
// the guest is about to do something (call, read the clock) after the
// journal's last entry, in the reactions to a result that entry delivered,
// say, before the replay could go live at the end of that turn.
func (e *Engine) liveAtEnd() {
	d := e.durable
	if !d.live && d.pos >= len(d.replay) {
		d.inTurn++
		e.goLive()
		d.inTurn--
	}
}

// afterConsume goes live once the journal is consumed.
func (e *Engine) afterConsume() {
	d := e.durable
	if !d.live && !e.finished && d.pos >= len(d.replay) {
		e.goLive()
	}
}

// goLive ends the replay. The calls the journal left without a result go
// out to the host now, in the order they were made; the results the
// session holds for them are delivered once every one has gone out, as a
// run that met them all pending would deliver them.
func (e *Engine) goLive() {
	d := e.durable
	d.live = true
	d.replay = nil
	d.holding = true
	for _, id := range e.PendingIDs() {
		p := e.pending[id]
		if p == nil || p.emitted || e.finished {
			continue
		}
		p.emitted = true
		e.host.ToolCall(p.call)
	}
	d.holding = false
	held := d.held
	d.held = nil
	for _, h := range held {
		e.SettleTool(h.id, h.r)
	}
	if !e.finished {
		e.armTimers()
	}
}

// diverge ends a replay that the program left: msg says what the program
// did, and the message names the journal entry it did instead.
func (e *Engine) diverge(msg string) {
	if e.finished {
		return
	}
	d := e.durable
	want := "the journal's end"
	if en, ok := d.peek(); ok {
		want = describeEntry(en)
	}
	err := protocol.Errorf(protocol.CodeValidation, "durable replay diverged at journal[%d]: %s where the journal has %s", d.pos+1, msg, want)
	e.Interrupt(err)
	e.finish(Outcome{Err: err})
}

// describeCall names a call as the divergence message shows it.
func describeCall(c ToolCall) string {
	s := c.Provider + "." + c.Name + "("
	if c.Input != nil {
		in := string(c.Input)
		if len(in) > 200 {
			in = in[:200] + "…"
		}
		s += in
	}
	return s + ") as " + c.CallID
}

func describeEntry(en Entry) string {
	switch en.Kind {
	case EntryCall:
		return "a call of " + describeCall(en.Call)
	case EntryResult:
		if en.InTurn {
			return "the result of " + en.CallID + " within the call"
		}
		return "the result of " + en.CallID
	case EntryTimer:
		return "timer " + strconv.FormatInt(en.Timer, 10) + " firing"
	case EntryClock:
		return "a clock reading"
	}
	return "a " + en.Kind + " entry"
}

// seedRandom makes Math.random draw from a generator seeded with s.
func seedRandom(vm *goja.Runtime, s uint64) {
	rng := rand.New(rand.NewPCG(s, s^0x9e3779b97f4a7c15))
	vm.SetRandSource(rng.Float64)
}

// ProgramHash fingerprints what a journal was written for: the code and
// the providers' namespaces and tools, as the guest sees them. A journal
// replayed against anything else would diverge, or worse, not notice.
func ProgramHash(code string, providers []Provider) string {
	h := sha256.New() // internal/sha256: crypto/sha256's digest, without its package inits
	h.Write([]byte(code))
	for _, p := range providers {
		h.Write([]byte{0})
		h.Write([]byte(p.Name))
		for _, t := range p.Tools {
			h.Write([]byte{1})
			h.Write([]byte(t))
		}
	}
	sum := h.Sum()
	return "sha256:" + hex.EncodeToString(sum[:])
}

// sameJSON reports whether a and b are the same JSON value: byte for byte
// as the runner wrote it, or, for a journal a host parsed and wrote again
// (white space, 1e21 for 1e+21, escapes), as values. nil is undefined.
func sameJSON(a, b json.RawMessage) bool {
	if bytes.Equal(a, b) {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	va, oka := decodeJSON(a)
	vb, okb := decodeJSON(b)
	return oka && okb && reflect.DeepEqual(va, vb)
}

func decodeJSON(raw json.RawMessage) (any, bool) {
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&v) != nil {
		return nil, false
	}
	return numbersAsFloats(v), true
}

// numbersAsFloats makes numbers that are the same double compare equal.
func numbersAsFloats(v any) any {
	switch v := v.(type) {
	case json.Number:
		f, err := v.Float64()
		if err != nil {
			return v.String()
		}
		return f
	case []any:
		for i := range v {
			v[i] = numbersAsFloats(v[i])
		}
	case map[string]any:
		for k := range v {
			v[k] = numbersAsFloats(v[k])
		}
	}
	return v
}
