package engine

import (
	"fmt"
	"math"
	"os"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// waiting reports whether the loop goroutine waits on the handoff pipe.
func (h *handoff) isWaiting() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.waiting
}

// waitUntil polls cond until it holds, failing the test after hang.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(hang)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal(what)
		}
		time.Sleep(time.Millisecond)
	}
}

var echoProvider = []Provider{{Name: "tools", Tools: []string{"echo"}}}

// TestHandoffWaitsForToolResults checks that a loop whose guest awaits a
// tool result waits on the handoff pipe, and that jobs queued meanwhile run
// there in the order Do was called, with jobs queued through goja_nodejs's
// loop before and after them kept in that order.
func TestHandoffWaitsForToolResults(t *testing.T) {
	r := start(t, `const a = await tools.echo(1); const b = await tools.echo(2); a + b`, echoProvider, defaultLimits)
	c := r.call()
	waitUntil(t, "the loop did not wait on the handoff pipe while the guest awaited its call", r.e.handoff.isWaiting)

	// Every job runs on the loop goroutine, so order needs no lock; the
	// channel carries it back to the test.
	var order []int
	ran := make(chan []int, 1)
	for i := range 5 {
		r.e.Do(func() { order = append(order, i) })
	}
	r.e.Do(func() { ran <- slices.Clone(order) })
	select {
	case got := <-ran:
		if !slices.Equal(got, []int{0, 1, 2, 3, 4}) {
			t.Fatalf("jobs ran in the order %v", got)
		}
	case <-time.After(hang):
		t.Fatal("jobs queued while the loop waited did not run")
	}

	// A result settles the call through the pipe; the guest makes the next
	// call and the loop waits again.
	if !r.settle(c.CallID, ToolResult{Result: []byte(`40`)}) {
		t.Fatal("the call was not pending")
	}
	c = r.call()
	waitUntil(t, "the loop did not wait again for the second call", r.e.handoff.isWaiting)
	r.settle(c.CallID, ToolResult{Result: []byte(`2`)})
	if o := r.outcome(); o.Err != nil || string(o.Result) != "42" {
		t.Fatalf("outcome %s", describeOutcome(o))
	}
	if r.e.handoff.isWaiting() {
		t.Fatal("the loop waits on the pipe after the execution finished")
	}
}

// TestHandoffNotWithTimers checks that a loop with a timer set does not wait
// on the pipe: timers fire through goja_nodejs's loop, which a waiting loop
// goroutine would never run.
func TestHandoffNotWithTimers(t *testing.T) {
	r := start(t, `setTimeout(() => {}, 60000); await tools.echo(1); 1`, echoProvider, defaultLimits)
	c := r.call()
	r.sync()
	if r.e.handoff.isWaiting() {
		t.Fatal("the loop waits on the pipe with a timer set")
	}
	r.settle(c.CallID, ToolResult{Result: []byte(`1`)})
	if o := r.outcome(); o.Err != nil {
		t.Fatalf("outcome %s", describeOutcome(o))
	}
}

// TestHandoffTimerAfterResult checks that a timer the guest sets after a
// tool result, while the loop ran from the pipe, fires.
func TestHandoffTimerAfterResult(t *testing.T) {
	r := start(t, `await tools.echo(1); await new Promise((resolve) => setTimeout(resolve, 5)); 7`, echoProvider, defaultLimits)
	c := r.call()
	waitUntil(t, "the loop did not wait on the handoff pipe", r.e.handoff.isWaiting)
	r.settle(c.CallID, ToolResult{Result: []byte(`1`)})
	if o := r.outcome(); o.Err != nil || string(o.Result) != "7" {
		t.Fatalf("outcome %s", describeOutcome(o))
	}
}

// TestHandoffTerminateWhileWaiting checks that terminating an engine whose
// loop waits on the pipe stops the loop: goja_nodejs's Terminate alone
// would wait for it forever.
func TestHandoffTerminateWhileWaiting(t *testing.T) {
	e, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	h := newFakeHost()
	e.Do(func() { e.Execute(`await tools.echo(1)`, echoProvider, defaultLimits, h) })
	<-h.calls
	waitUntil(t, "the loop did not wait on the handoff pipe", e.handoff.isWaiting)
	stopped := make(chan struct{})
	go func() {
		e.terminate()
		close(stopped)
	}()
	select {
	case <-stopped:
	case <-time.After(hang):
		t.Fatal("terminate did not stop a loop waiting on the handoff pipe")
	}
	if e.Do(func() {}) {
		t.Fatal("Do queued a job after terminate")
	}
}

// TestQuietWhileTheGuestWaits: Engine.Quiet gives a channel while the guest
// only awaits a tool result, which a result closes, and none once guest
// code may run.
func TestQuietWhileTheGuestWaits(t *testing.T) {
	r := start(t, `await tools.echo(1); 2`, echoProvider, defaultLimits)
	c := r.call()
	waitUntil(t, "the loop did not wait on the handoff pipe", r.e.handoff.isWaiting)
	resume := r.e.Quiet()
	if resume == nil {
		t.Fatal("no quiet channel while the guest awaits a tool")
	}
	before := r.e.Resumes()
	r.settle(c.CallID, ToolResult{Result: []byte(`1`)})
	select {
	case <-resume:
	case <-time.After(hang):
		t.Fatal("the quiet channel was not closed by the result")
	}
	if n := r.e.Resumes(); n != before+1 {
		t.Fatalf("Resumes went from %d to %d over one resume", before, n)
	}
	if o := r.outcome(); o.Err != nil || string(o.Result) != "2" {
		t.Fatalf("outcome %s", describeOutcome(o))
	}
	if r.e.Quiet() != nil {
		t.Fatal("quiet after the execution finished")
	}
}

// fakeQuiet is a guest for the heap samplers: waiting while resume is
// open and running is false, resumed as often as resumes says. looks
// counts the calls of Quiet, one per sampler tick.
type fakeQuiet struct {
	resume  chan struct{}
	running atomic.Bool
	resumes atomic.Uint64
	looks   atomic.Int64
}

func newFakeQuiet() *fakeQuiet { return &fakeQuiet{resume: make(chan struct{})} }

func (f *fakeQuiet) Quiet() <-chan struct{} {
	f.looks.Add(1)
	if f.running.Load() {
		return nil
	}
	return f.resume
}

func (f *fakeQuiet) Resumes() uint64 { return f.resumes.Load() }

func (f *fakeQuiet) Tick() {}

// wake ends the wait, as the loop does when a tool result arrives.
func (f *fakeQuiet) wake() {
	f.running.Store(true)
	f.resumes.Add(1)
	close(f.resume)
}

// tickReturns runs s.Tick in a goroutine and reports what it returned,
// or that it had not returned within wait.
func tickReturns(s *QuietSleeper, tk *time.Ticker, done chan struct{}, wait time.Duration) (ok, returned bool) {
	r := make(chan bool, 1)
	go func() { r <- s.Tick(tk, done) }()
	select {
	case ok := <-r:
		return ok, true
	case <-time.After(wait):
		return false, false
	}
}

// TestQuietSleeper: a sampler sleeps once the guest has only waited for
// QuietTicks ticks in a row, wakes when it resumes, and never sleeps
// while it keeps resuming between ticks (many quick tool calls): it used
// to sleep at the first quiet tick, so each resume woke it, and with it
// an idle thread, once per tool call.
func TestQuietSleeper(t *testing.T) {
	tk := time.NewTicker(time.Hour) // Tick only stops and resets it
	defer tk.Stop()
	done := make(chan struct{})

	f := newFakeQuiet()
	s := NewQuietSleeper(f)
	for i := range 3 * QuietTicks {
		f.resumes.Add(1) // a resume since the last tick
		if ok, returned := tickReturns(s, tk, done, hang); !ok || !returned {
			t.Fatalf("tick %d after a resume: slept", i)
		}
	}
	for i := range QuietTicks - 1 {
		if ok, returned := tickReturns(s, tk, done, hang); !ok || !returned {
			t.Fatalf("quiet tick %d of %d: slept already", i+1, QuietTicks)
		}
	}
	r := make(chan bool, 1)
	go func() { r <- s.Tick(tk, done) }()
	select {
	case <-r:
		t.Fatalf("quiet tick %d: did not sleep", QuietTicks)
	case <-time.After(20 * time.Millisecond):
	}
	f.wake()
	select {
	case ok := <-r:
		if !ok {
			t.Fatal("woken by the resume, it reported done")
		}
	case <-time.After(hang):
		t.Fatal("the resume did not wake the sleeper")
	}

	// Asleep when done is closed: it reports false.
	f = newFakeQuiet()
	s = NewQuietSleeper(f)
	for range QuietTicks - 1 {
		s.Tick(tk, done)
	}
	go func() { r <- s.Tick(tk, done) }()
	close(done)
	select {
	case ok := <-r:
		if ok {
			t.Fatal("closing done did not end the sleep with false")
		}
	case <-time.After(hang):
		t.Fatal("closing done did not wake the sleeper")
	}

	// A nil Quiet never sleeps.
	if ok, returned := tickReturns(NewQuietSleeper(nil), tk, make(chan struct{}), hang); !ok || !returned {
		t.Fatal("a sleeper without a Quiet slept")
	}
}

// TestWatchMemorySleepsWhileQuiet: the memory watch stops looking once the
// guest has only waited for QuietTicks intervals, and looks again once it
// resumes. Before the watch slept at all, an idle runner's watch woke a
// thread every millisecond.
func TestWatchMemorySleepsWhileQuiet(t *testing.T) {
	f := newFakeQuiet()
	done := make(chan struct{})
	defer close(done)
	// The watch sets the runtime's soft memory limit; it is put back after.
	defer debug.SetMemoryLimit(math.MaxInt64)
	WatchMemory(1<<50, HeapBytes(), done, f, func(int64) { t.Error("over the limit") })
	waitUntil(t, "the watch did not look QuietTicks times", func() bool { return f.looks.Load() >= QuietTicks })
	// Fifty more intervals: a watch that went on ticking would look again.
	time.Sleep(50 * MemorySampleInterval)
	if n := f.looks.Load(); n != QuietTicks {
		t.Fatalf("the watch looked %d times while the guest waited, want %d", n, QuietTicks)
	}
	f.wake()
	waitUntil(t, "the watch did not look again after the guest resumed", func() bool { return f.looks.Load() > QuietTicks+1 })
}

// fakeInbound is a stream of messages for Serve, over a real pipe as the
// session's stdin is: one byte per message. A message is a function that
// Act runs; a nil one ends the stream. It records, for each message,
// whether the loop goroutine read it (Read was given a wait).
type fakeInbound struct {
	r, w   *os.File
	fd     int
	cur    func()
	got    bool
	ended  bool
	mu     sync.Mutex
	sent   []func() // not yet read
	byLoop []bool   // for each message read, in order
}

// newFakeInbound makes the stream. The test's end closes the writing end,
// which ends the stream; the reading end is left to its finalizer, since
// a goroutine may still be reading its descriptor.
func newFakeInbound(t *testing.T) *fakeInbound {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	f := &fakeInbound{r: r, w: w, fd: -1}
	rc, err := r.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	if err := rc.Control(func(fd uintptr) { f.fd = int(fd) }); err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fakeInbound) Read(wait func(fd int) (bool, error)) {
	var b [1]byte
	f.got = false
	if wait == nil {
		if n, _ := f.r.Read(b[:]); n == 0 {
			f.ended = true
			return
		}
	} else {
		for {
			woken, err := wait(f.fd)
			if err != nil {
				panic(err)
			}
			if woken {
				return
			}
			n, err := syscall.Read(f.fd, b[:])
			if n == 1 {
				break
			}
			if err != syscall.EAGAIN {
				f.ended = true
				return
			}
		}
	}
	f.mu.Lock()
	f.cur, f.sent = f.sent[0], f.sent[1:]
	f.byLoop = append(f.byLoop, wait != nil)
	f.mu.Unlock()
	f.got = true
}

func (f *fakeInbound) Act() bool {
	switch {
	case f.ended:
		return false
	case !f.got:
		return true
	case f.cur == nil:
		return false
	}
	f.cur()
	return true
}

func (f *fakeInbound) readers() []bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.byLoop)
}

// send writes msg to the stream.
func (f *fakeInbound) send(t *testing.T, msg func()) {
	t.Helper()
	f.mu.Lock()
	f.sent = append(f.sent, msg)
	f.mu.Unlock()
	if _, err := f.w.Write([]byte{0}); err != nil {
		t.Fatal(err)
	}
}

// isReading reports whether the loop goroutine reads the inbound: it
// waits, has the turn, and is not acting on what it read.
func (h *handoff) isReading() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.waiting && h.turn == loopTurn && !h.acting
}

// runsWithTheTurn reports whether the loop goroutine holds the turn to
// read and runs a job, not waiting.
func (h *handoff) runsWithTheTurn() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.inWait && !h.waiting && h.turn == loopTurn
}

// settleBy returns a message that settles call c with result.
func (r *run) settleBy(c ToolCall, result string) func() {
	return func() { r.e.Do(func() { r.e.SettleTool(c.CallID, ToolResult{Result: []byte(result)}) }) }
}

// TestLoopTakesTheTurnToRead checks that once the guest only makes quick
// tool calls, the loop goroutine reads the inbound itself (no hand-off from
// the reader goroutine), that a job from another goroutine still reaches
// it while it waits in poll(2) (through the pipe), and that the end of the
// stream ends Serve.
func TestLoopTakesTheTurnToRead(t *testing.T) {
	r := start(t, `let s = 0; for (let i = 0; i < 12; i++) s += await tools.echo(i); s`, echoProvider, defaultLimits)
	in := newFakeInbound(t)
	served := make(chan struct{})
	go func() { r.e.Serve(in, true); close(served) }()
	for i := range 12 {
		c := r.call()
		if i == 8 {
			// The loop reads by now: a job from this goroutine must wake it.
			waitUntil(t, "the loop goroutine does not read the inbound", r.e.handoff.isReading)
			r.sync()
		}
		in.send(t, r.settleBy(c, "1"))
	}
	if o := r.outcome(); o.Err != nil || string(o.Result) != "12" {
		t.Fatalf("outcome %s", describeOutcome(o))
	}
	got := in.readers()
	first := slices.Index(got, true)
	if first < 0 || slices.Contains(got[first:], false) {
		t.Fatalf("read by the loop goroutine: %v; want it to take the turn and keep it", got)
	}
	in.send(t, nil)
	select {
	case <-served:
	case <-time.After(hang):
		t.Fatal("Serve did not return at the end of the stream")
	}
}

// TestTickGivesTheTurnBack checks that a loop goroutine that holds the turn
// to read but runs guest code gives it back when the ticks come, so that a
// message (a cancel) is read while the guest computes; and that with share
// false the loop never reads.
func TestTickGivesTheTurnBack(t *testing.T) {
	for _, share := range []bool{true, false} {
		t.Run(fmt.Sprint("share=", share), func(t *testing.T) {
			r := start(t, `for (let i = 0; i < 4; i++) await tools.echo(i); for (;;) {}`, echoProvider, defaultLimits)
			in := newFakeInbound(t)
			go r.e.Serve(in, share)
			for range 4 {
				in.send(t, r.settleBy(r.call(), "1"))
			}
			waitUntil(t, "the guest does not run", func() bool { return r.e.Quiet() == nil && !r.e.handoff.isWaiting() })
			// Tick as the memory watch does, once a millisecond, until the
			// outcome: two ticks in a row could both land before the loop
			// counted the guest as busy, and then no tick came again and
			// the test hung (seen once under -race on a loaded machine).
			stop := make(chan struct{})
			defer close(stop)
			go func() {
				for {
					select {
					case <-stop:
						return
					case <-time.After(time.Millisecond):
						r.e.Tick()
					}
				}
			}()
			in.send(t, func() {
				r.e.Interrupt(protocol.ErrTimeout)
				r.e.Do(func() { r.e.Abort(protocol.ErrTimeout) })
			})
			if o := r.outcome(); o.Err == nil || o.Err.Code != protocol.CodeTimeout {
				t.Fatalf("outcome %s, want the timeout", describeOutcome(o))
			}
			if got := in.readers(); !share && slices.Contains(got, true) {
				t.Fatalf("read by the loop goroutine: %v, with share false", got)
			}
		})
	}
}

// TestReaderKeepsTheTurnWhileTheGuestComputes checks that once the tick has
// taken the turn back from a loop busy with guest code, the reader goroutine
// reads every message that comes, not one per tick: a cancel behind a
// hundred queued messages is read with no further tick. The reader used to
// hand the turn back to the busy loop after each message, so that here,
// with no tick to take it back, the cancel was never read (issue 21).
func TestReaderKeepsTheTurnWhileTheGuestComputes(t *testing.T) {
	r := start(t, `const calls = []; for (let i = 0; i < 101; i++) calls.push(tools.echo(i)); await calls[0]; for (;;) {}`, echoProvider, defaultLimits)
	in := newFakeInbound(t)
	go r.e.Serve(in, true)
	var calls []ToolCall
	for range 101 {
		calls = append(calls, r.call())
	}
	// The result must reach a loop that waits for it: sent earlier, on a
	// loaded machine, it was read before the loop's wait, and the guest
	// then computed outside one.
	waitUntil(t, "the loop goroutine does not wait for the result", r.e.handoff.isWaiting)
	in.send(t, r.settleBy(calls[0], "1"))
	waitUntil(t, "the loop does not run the guest holding the turn", r.e.handoff.runsWithTheTurn)
	r.e.Tick()
	r.e.Tick()
	for _, c := range calls[1:] {
		in.send(t, r.settleBy(c, "1"))
	}
	in.send(t, func() {
		r.e.Interrupt(protocol.ErrTimeout)
		r.e.Do(func() { r.e.Abort(protocol.ErrTimeout) })
	})
	if o := r.outcome(); o.Err == nil || o.Err.Code != protocol.CodeTimeout {
		t.Fatalf("outcome %s, want the timeout", describeOutcome(o))
	}
}
