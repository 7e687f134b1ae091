package engine

import (
	"container/heap"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/eventloop"
)

// timers holds the guest's setTimeout and setInterval timers and runs them
// in the order Node does: by the time they fall due, and in the order they
// were scheduled when that time is the same. goja_nodejs gives every timer
// a Go timer of its own, whose goroutines reach the loop in whatever order
// the Go scheduler runs them: fifty setTimeout(f, 0) ran the last one
// first. So the engine keeps one queue, and one goja_nodejs timer armed for
// its earliest entry. A timer counts from the moment it is set, as in Node
// (whose clock has whole milliseconds, so that two timers set within one
// millisecond and due at the same time may run in either order there).
//
// Everything here runs on the loop goroutine.
type timers struct {
	next  int64 // the last id handed out
	lent  int64 // the last id of a timer lent to goja (hostTimer), counting down
	seq   uint64
	byID  map[int64]*timer
	queue timerQueue

	armed   *eventloop.Timer // goja_nodejs's timer for queue[0], or nil
	armedAt time.Time        // the due time it was armed for
}

type timer struct {
	id    int64
	due   time.Time
	seq   uint64        // breaks ties of due: the order of scheduling
	every time.Duration // the interval of a setInterval, 0 for setTimeout
	index int           // in the queue, or -1
	fn    goja.Callable
	args  []goja.Value
}

// schedule queues tm to fall due d after from.
func (t *timers) schedule(tm *timer, from time.Time, d time.Duration) {
	tm.due = from.Add(d)
	t.seq++
	tm.seq = t.seq
	heap.Push(&t.queue, tm)
}

// clear drops every timer: the execution has ended.
func (t *timers) clear(loop *eventloop.EventLoop) {
	if t.armed != nil {
		loop.ClearTimeout(t.armed)
		t.armed = nil
	}
	clear(t.byID)
	t.queue = nil
}

// setTimer implements setTimeout and setInterval. Callbacks run on the loop;
// an exception a callback throws is uncaught and ends the execution, where
// goja_nodejs would drop it silently. A string in place of a function is
// refused: the guest gets no second way to eval.
func (e *Engine) setTimer(call goja.FunctionCall, repeat bool) goja.Value {
	fn, ok := goja.AssertFunction(call.Argument(0))
	if !ok {
		panic(e.vm.NewTypeError("The \"callback\" argument must be of type function"))
	}
	delay := call.Argument(1).ToFloat()
	if !(delay >= 1) { // NaN, negative and zero all mean "soon"
		delay = 1
	}
	if delay > 1<<31-1 {
		delay = 1 // what browsers and Node do with an out-of-range delay
	}
	t := &e.timers
	t.next++
	tm := &timer{id: t.next, fn: fn}
	if len(call.Arguments) > 2 {
		tm.args = append(tm.args, call.Arguments[2:]...)
	}
	d := time.Duration(delay * float64(time.Millisecond))
	if repeat {
		tm.every = d
	}
	t.byID[tm.id] = tm
	t.schedule(tm, time.Now(), d)
	e.armTimers()
	return e.vm.ToValue(tm.id)
}

func (e *Engine) clearTimer(call goja.FunctionCall) goja.Value {
	if id := call.Argument(0).ToInteger(); id > 0 { // the guest's own timers only
		e.dropTimer(id)
	}
	return goja.Undefined()
}

// hostTimer lends goja the guest's timer queue (goja.HostTimer) for
// Atomics.waitAsync: a waiter's timeout, and the task that resolves a
// waiter Atomics.notify wakes, which V8 runs after the current microtasks.
// Its ids are negative, out of reach of clearTimeout.
func (e *Engine) hostTimer(d time.Duration, fn goja.Callable) (cancel func()) {
	t := &e.timers
	t.lent--
	tm := &timer{id: t.lent, fn: fn}
	t.byID[tm.id] = tm
	t.schedule(tm, time.Now(), d)
	e.armTimers()
	return func() { e.dropTimer(tm.id) }
}

// dropTimer removes the timer id, if it is still set.
func (e *Engine) dropTimer(id int64) {
	t := &e.timers
	if tm, ok := t.byID[id]; ok {
		delete(t.byID, id)
		if tm.index >= 0 {
			heap.Remove(&t.queue, tm.index)
		}
		// goja_nodejs's timer may stay armed for it: runTimers then
		// finds nothing due and arms for the next one.
	}
}

// armTimers makes sure goja_nodejs's timer is set for the earliest timer.
func (e *Engine) armTimers() {
	if e.replaying() {
		// A replay fires timers when the journal says (journal.go).
		return
	}
	t := &e.timers
	if len(t.queue) == 0 {
		if t.armed != nil {
			e.loop.ClearTimeout(t.armed)
			t.armed = nil
		}
		return
	}
	due := t.queue[0].due
	if t.armed != nil {
		if !due.Before(t.armedAt) {
			return
		}
		e.loop.ClearTimeout(t.armed)
	}
	t.armedAt = due
	t.armed = e.loop.SetTimeout(func(*goja.Runtime) {
		e.timers.armed = nil
		e.runTimers()
	}, time.Until(due))
}

// runTimers runs every timer due by now, earliest first, each callback a
// task of its own: the microtasks it queues run before the next timer's
// callback, as in Node. Timers set meanwhile fall due after now, so they
// wait for a later run.
func (e *Engine) runTimers() {
	t := &e.timers
	now := time.Now()
	for !e.finished && len(t.queue) > 0 && !t.queue[0].due.After(now) {
		tm := heap.Pop(&t.queue).(*timer)
		if d := e.durable; d != nil {
			d.record(Entry{Kind: EntryTimer, Timer: tm.id})
		}
		e.fireTimer(tm)
	}
	if !e.finished {
		e.armTimers()
		e.endIfUnsettled()
	}
}

// fireTimer runs tm, taken off the queue, as a task of its own.
func (e *Engine) fireTimer(tm *timer) {
	t := &e.timers
	if tm.every == 0 {
		delete(t.byID, tm.id)
	}
	_, err := tm.fn(goja.Undefined(), tm.args...)
	e.uncaught(err)
	if tm.every > 0 && t.byID[tm.id] == tm {
		// As Node does, an interval counts from when it ran, and
		// clearInterval inside its own callback stops it.
		t.schedule(tm, time.Now(), tm.every)
	}
}

// timerQueue is a min-heap of timers by due time, then scheduling order.
type timerQueue []*timer

func (q timerQueue) Len() int { return len(q) }
func (q timerQueue) Less(i, j int) bool {
	if q[i].due.Equal(q[j].due) {
		return q[i].seq < q[j].seq
	}
	return q[i].due.Before(q[j].due)
}
func (q timerQueue) Swap(i, j int) {
	q[i], q[j] = q[j], q[i]
	q[i].index, q[j].index = i, j
}
func (q *timerQueue) Push(x any) {
	tm := x.(*timer)
	tm.index = len(*q)
	*q = append(*q, tm)
}
func (q *timerQueue) Pop() any {
	old := *q
	tm := old[len(old)-1]
	old[len(old)-1] = nil
	tm.index = -1
	*q = old[:len(old)-1]
	return tm
}
