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
	r.settle(c.CallID, ToolResult{Result: []byte(`1`)})
	select {
	case <-resume:
	case <-time.After(hang):
		t.Fatal("the quiet channel was not closed by the result")
	}
	if o := r.outcome(); o.Err != nil || string(o.Result) != "2" {
		t.Fatalf("outcome %s", describeOutcome(o))
	}
	if r.e.Quiet() != nil {
		t.Fatal("quiet after the execution finished")
	}
}

// TestWatchMemorySleepsWhileQuiet: the memory watch takes no sample while
// quiet gives an open channel, and looks again once it is closed. Before,
// an idle runner's watch woke a thread every millisecond.
func TestWatchMemorySleepsWhileQuiet(t *testing.T) {
	resume := make(chan struct{})
	var closed atomic.Bool
	quiet := func() <-chan struct{} {
		if closed.Load() {
			return nil
		}
		return resume
	}
	over := make(chan int64, 1)
	done := make(chan struct{})
	defer close(done)
	// A baseline far below the heap: every sample is over the limit. The
	// watch sets the runtime's soft memory limit; it is put back after.
	defer debug.SetMemoryLimit(math.MaxInt64)
	WatchMemory(1, 0, done, quiet, func(used int64) { over <- used })
	// Fifty sampling intervals; a watch that sampled would have fired.
	time.Sleep(50 * MemorySampleInterval)
	select {
	case <-over:
		t.Fatal("the watch sampled while quiet")
	default:
	}
	closed.Store(true)
	close(resume)
	select {
	case <-over:
	case <-time.After(hang):
		t.Fatal("the watch did not sample after quiet ended")
	}
}
