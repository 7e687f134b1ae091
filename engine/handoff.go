package engine

import (
	"os"
	"sync"
	"sync/atomic"
)

// handoff is how work reaches the loop goroutine while the guest waits for
// tool results: through a pipe the loop goroutine reads, instead of
// goja_nodejs's channels.
//
// Why: a goroutine woken through a channel is made runnable by the waker,
// and Go then also wakes an idle thread to look for work (runtime.wakep),
// in case the woken goroutine could run elsewhere. Every tool_result the
// reader goroutine handed to the loop woke a second thread that way, which
// found nothing and went back to sleep: about two context switches per
// call on top of the floor's one, each costly on this kind of VM. A
// goroutine blocked reading a pipe is woken by the network poller instead,
// which the reader's thread runs anyway when the reader blocks on stdin
// again: it then runs the loop goroutine itself, and no other thread
// wakes.
//
// The loop goroutine waits this way only between its own jobs, when the
// guest has tool calls pending, no timer is set and no job is queued on
// goja_nodejs's loop (timers and earlier jobs still run there, in order);
// otherwise Do queues on goja_nodejs's loop as before.
type handoff struct {
	mu      sync.Mutex
	waiting bool          // the loop goroutine is in wait, reading r
	resume  chan struct{} // while waiting: closed when the wait ends
	queue   []func()      // jobs for it, in order
	posted  int           // jobs queued on goja_nodejs's loop that have not started
	closed  bool
	r, w    *os.File      // the pipe; nil without one
	resumes atomic.Uint64 // waits that have ended
}

// open makes the pipe. Without it (an error), every job goes through
// goja_nodejs's loop. The runner calls it before the sandbox's walls go up,
// which allow no new descriptor.
func (h *handoff) open() {
	r, w, err := os.Pipe()
	if err != nil {
		return
	}
	h.mu.Lock()
	h.r, h.w = r, w
	h.mu.Unlock()
}

// do queues fn while the loop goroutine waits and reports true, or reports
// false and counts a job that the caller queues on goja_nodejs's loop.
func (h *handoff) do(fn func()) (queued bool) {
	h.mu.Lock()
	if !h.waiting || h.closed {
		h.posted++
		h.mu.Unlock()
		return false
	}
	h.queue = append(h.queue, fn)
	wake := len(h.queue) == 1
	h.mu.Unlock()
	if wake {
		// A full pipe (64 KB of unread wake-ups) cannot happen: one byte
		// is written per empty-to-non-empty change of the queue and the
		// loop drains them as it reads.
		_, _ = h.w.Write([]byte{0})
	}
	return true
}

// started is called when a job from goja_nodejs's loop starts.
func (h *handoff) started() {
	h.mu.Lock()
	h.posted--
	h.mu.Unlock()
}

// wait runs the loop's jobs from the pipe for as long as idle says the
// loop may wait. Call it on the loop goroutine, at the end of a job.
func (h *handoff) wait(idle func() bool) {
	var buf [64]byte
	for idle() {
		h.mu.Lock()
		if h.posted > 0 || h.closed {
			if h.closed && h.r != nil {
				h.r.Close()
				h.r = nil
			}
			h.mu.Unlock()
			return
		}
		if h.r == nil {
			h.mu.Unlock()
			return // no pipe: goja_nodejs's loop does it all
		}
		h.waiting = true
		h.resume = make(chan struct{})
		h.mu.Unlock()
		var jobs []func()
		for jobs == nil {
			_, err := h.r.Read(buf[:])
			h.mu.Lock()
			if len(h.queue) > 0 || err != nil || h.closed {
				jobs, h.queue = h.queue, nil
				h.waiting = false
				h.resumes.Add(1)
				close(h.resume)
				h.resume = nil
				if len(jobs) == 0 {
					// Closed (or the pipe failed): the loop goes back to
					// goja_nodejs, which Close is terminating.
					h.r.Close()
					h.r = nil
					h.mu.Unlock()
					return
				}
			}
			h.mu.Unlock()
		}
		for _, job := range jobs {
			job()
		}
	}
}

// quiet returns, while the loop goroutine waits on the pipe, a channel
// closed when it stops waiting; nil while it may be running guest code.
func (h *handoff) quiet() <-chan struct{} {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.resume == nil {
		return nil
	}
	return h.resume
}

// close ends a wait, and makes do queue on goja_nodejs's loop from now on.
func (h *handoff) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return
	}
	h.closed = true
	if h.w != nil {
		h.w.Close() // a waiting loop reads end of file, and closes r
		if !h.waiting && h.r != nil {
			h.r.Close()
			h.r = nil
		}
	}
}
