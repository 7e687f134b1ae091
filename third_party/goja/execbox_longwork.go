package goja

import (
	"runtime"
	"sync/atomic"
)

// This file is a patch carried by execbox-runner (PATCHES.md): built-ins
// that can run for a long time in Go give the scheduler and the embedder's
// interrupt a chance every so often.
//
// The VM checks Runtime.Interrupt between instructions, but a built-in is
// one instruction: 'x'.repeat(5e7), a split into millions of pieces, or a
// JSON.parse of 40 MB ran to its end (or to the embedder's memory limit)
// after the interrupt. Worse, writing into fresh memory page-faults inside
// runtime.memmove, where the Go scheduler cannot preempt the goroutine
// asynchronously, so a collection waiting to stop the world (or to flush
// every P) holds the other processor while it waits, and the embedder's
// goroutines (the reader of a cancel, its timers) get no processor for
// 50-160 ms on a busy machine.

// longWorkEvery is how much work, in bytes or code units written or
// values visited, a long built-in does between two polls.
const longWorkEvery = 256 << 10

// longWork meters the work of one long-running built-in call.
type longWork struct {
	r    *Runtime
	done int
}

// add counts n units of work and, once longWorkEvery have accumulated,
// polls: see Runtime.pollLongWork.
func (w *longWork) add(n int) {
	w.done += n
	if w.done >= longWorkEvery {
		w.done = 0
		w.r.pollLongWork()
	}
}

// pollLongWork yields the processor, so that a pending stop-the-world or
// another goroutine can run, and, if the runtime has been interrupted,
// unwinds the built-in with the same uncatchable *InterruptedError the VM
// raises between instructions.
func (r *Runtime) pollLongWork() {
	runtime.Gosched()
	if r == nil || atomic.LoadUint32(&r.vm.interrupted) == 0 {
		return
	}
	vm := r.vm
	vm.interruptLock.Lock()
	v := &InterruptedError{iface: vm.interruptVal}
	v.stack = vm.captureStack(nil, 0)
	vm.interruptLock.Unlock()
	panic(v)
}

// interruptedNow reports whether the runtime has been interrupted.
func (r *Runtime) interruptedNow() bool {
	return atomic.LoadUint32(&r.vm.interrupted) != 0
}
