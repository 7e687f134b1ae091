package engine

import (
	"math"
	"runtime/debug"
	"slices"
	"sync/atomic"
	"testing"
	"time"
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
