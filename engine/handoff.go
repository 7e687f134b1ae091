package engine

import (
	"os"
	"sync"
	"sync/atomic"
)

// handoff is how work reaches the loop goroutine while the guest waits for
// tool results: the loop goroutine reads the host's messages itself, or
// else is woken through a pipe it reads, instead of goja_nodejs's channels.
//
// Why: a goroutine woken through a channel is made runnable by the waker,
// and Go then also wakes an idle thread to look for work (runtime.wakep),
// in case the woken goroutine could run elsewhere. Every tool_result the
// reader goroutine handed to the loop woke a second thread that way, which
// found nothing and went back to sleep: about two context switches per
// call on top of the floor's one, each costly on this kind of VM.
//
// Best is no hand-off at all. The session's reader goroutine reads stdin
// through Serve, and once it has handed a job to a loop goroutine that
// will wait again, it gives the loop its turn to read and sleeps. The loop
// goroutine then reads the next message itself while it waits, acts on
// it, and runs the guest on. A read that would block waits in poll(2), on
// stdin and on the pipe below at once, in a system call of its own, as a
// program that only does a blocking read would (package fdwait): the loop's
// thread keeps its processor, and Go wakes no other thread, neither to
// hand it a message nor to watch over the process (the runtime's monitor,
// which a goroutine waiting in Go's network poller wakes at each system
// call that follows). A tool call then costs about what it costs such a
// program: a poll, a read and a write.
//
// While the loop holds the turn and runs guest code, nobody reads stdin;
// the memory watch's tick gives the turn back to the reader goroutine once
// the loop has been busy for a whole sampling interval (tick), so that a
// cancel is read within a couple of milliseconds while the guest computes.
// Leaving the wait gives the turn back at once. The reader then keeps the
// turn, reading every line that comes and queueing each job for the loop,
// until the loop has caught up: until it has run every job and waits for
// the next with nothing queued (behind). It used to hand the turn straight
// back after one line to a loop still busy with the guest, and get it
// again at the next tick: one line read per millisecond, so that a cancel
// behind 3,000 tool results (or 50,000 blank lines) was read seconds late,
// or not before the guest was done (issue 21).
//
// Any other goroutine's job (a deadline's abort, the reader's tool_result
// before the loop has the turn) reaches a waiting loop through the pipe:
// one byte per empty-to-non-empty change of the queue, which ends the
// loop's poll(2), or, when the loop waits for the pipe alone (the reader
// has the turn), wakes it through Go's poller, which wakes no thread
// beyond the one that polls.
//
// The loop goroutine waits this way only between its own jobs, when the
// guest has tool calls pending, no timer is set and no job is queued on
// goja_nodejs's loop (timers and earlier jobs still run there, in order);
// otherwise Do queues on goja_nodejs's loop as before.
type handoff struct {
	mu      sync.Mutex
	inWait  bool          // the loop goroutine is in wait
	waiting bool          // it waits for jobs: reading the pipe, or in
	resume  chan struct{} // while waiting: closed when the wait ends
	queue   []func()      // jobs for it, in order
	posted  int           // jobs queued on goja_nodejs's loop that have not started
	closed  bool
	r, w    *os.File      // the pipe; nil without one
	rfd     int           // r's descriptor, for poll(2)
	resumes atomic.Uint64 // waits that have ended
	acting  bool          // the loop goroutine acts on what it read

	in       Inbound       // nil until Serve
	turn     turn          // who reads in
	turnBack chan struct{} // while turn is loopTurn: closed when it ends
	ticked   uint64        // resumes at the last tick
	// behind: the tick took the turn back from a loop busy with guest
	// code, which has not waited with nothing queued since. The reader
	// keeps the turn meanwhile.
	behind bool
}

// turn says who reads the inbound messages.
type turn uint8

const (
	readerTurn turn = iota // the reader goroutine, in Serve
	loopTurn               // the loop goroutine, while it waits
	noTurn                 // nobody: the inbound has ended, or cannot be shared
)

// Inbound is the stream of messages that give the loop its work: the
// session's stdin. It is read one goroutine at a time (see handoff).
type Inbound interface {
	// Read reads the next message, blocking until one comes. On the loop
	// goroutine, wait is not nil: a read of the descriptor fd that would
	// block calls wait(fd) instead, which returns once fd is readable, or
	// reports woken: the loop has a job, and Read returns at once, having
	// read nothing.
	Read(wait func(fd int) (woken bool, err error))
	// Act acts on the message Read read, if any (through Do), and
	// reports false once the stream has ended: nothing is read after.
	Act() bool
}

// open makes the pipe. Without it (an error), every job goes through
// goja_nodejs's loop. The runner calls it before the sandbox's walls go up,
// which allow no new descriptor.
func (h *handoff) open() {
	r, w, err := os.Pipe()
	if err != nil {
		return
	}
	// The descriptor, without (*os.File).Fd, which would make reads
	// through the poller block.
	rfd := -1
	if rc, err := r.SyscallConn(); err == nil {
		_ = rc.Control(func(fd uintptr) { rfd = int(fd) })
	}
	h.mu.Lock()
	h.r, h.w, h.rfd = r, w, rfd
	h.mu.Unlock()
}

// serve reads in on the calling goroutine until it ends, except while the
// loop goroutine has the turn. With share false, or where the loop cannot
// wait in poll(2) (canPoll), the loop never has it.
func (h *handoff) serve(in Inbound, share bool) {
	h.mu.Lock()
	h.in = in
	share = share && canPoll && h.r != nil && h.rfd >= 0
	if !share {
		h.turn = noTurn
	}
	h.mu.Unlock()
	for {
		h.mu.Lock()
		for h.turn == loopTurn {
			back := h.turnBack
			h.mu.Unlock()
			<-back
			h.mu.Lock()
		}
		ended := h.in == nil
		h.mu.Unlock()
		if ended {
			return
		}
		in.Read(nil)
		more := in.Act()
		h.mu.Lock()
		switch {
		case !more:
			h.in = nil
		case share && h.r != nil && h.inWait && !h.closed && !(h.waiting && len(h.queue) == 0) && !h.behind:
			// The loop goroutine runs jobs, or will (its wake-up is on
			// the way), and waits again after them: it reads from then.
			// Not while it is behind: then it may run guest code for
			// long, and nobody would read.
			h.turn = loopTurn
			h.turnBack = make(chan struct{})
		}
		h.mu.Unlock()
	}
}

// giveBack returns the turn to the reader goroutine. Call it holding mu.
func (h *handoff) giveBack() {
	if h.turn == loopTurn {
		h.turn = readerTurn
		close(h.turnBack)
	}
}

// tick is called at every sampling interval of the memory watch while
// the guest may run. A loop goroutine that holds the turn and has run
// guest code since the last tick, without waiting in between, gives the
// turn back: stdin is read again, a cancel with it, and every line before
// it, until the loop has caught up (behind).
func (h *handoff) tick() {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := h.resumes.Load()
	if h.turn == loopTurn && !h.waiting && n == h.ticked {
		h.giveBack()
		h.behind = true
	}
	h.ticked = n
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
	// A job the loop queues itself, acting on what it read, needs no
	// wake-up: it looks at the queue next.
	wake := len(h.queue) == 1 && !h.acting
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

// wait runs the loop's jobs for as long as idle says the loop may wait.
// Call it on the loop goroutine, at the end of a job.
func (h *handoff) wait(idle func() bool) {
	h.mu.Lock()
	h.inWait = true
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		h.inWait = false
		h.giveBack()
		h.mu.Unlock()
	}()
	var buf [64]byte
	for idle() {
		jobs := h.next(buf[:])
		if jobs == nil {
			return
		}
		for _, job := range jobs {
			job()
		}
	}
}

// next waits for the loop's next jobs: it reads in while the loop has the
// turn, else the pipe. It returns nil when the loop should go back to
// goja_nodejs's.
func (h *handoff) next(buf []byte) []func() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.posted > 0 || h.closed || (h.r == nil && h.turn != loopTurn) {
		h.closePipe()
		return nil
	}
	h.waiting = true
	h.resume = make(chan struct{})
	for len(h.queue) == 0 && !h.closed {
		if h.turn == loopTurn && h.r != nil {
			h.mu.Unlock()
			h.in.Read(h.pollWait)
			h.mu.Lock()
			h.acting = true
			h.mu.Unlock()
			more := h.in.Act()
			h.mu.Lock()
			h.acting = false
			if !more {
				h.in = nil
				h.giveBack()
				h.turn = noTurn
			}
			continue
		}
		if h.r == nil {
			break // no pipe, and in has ended: goja_nodejs's loop does it all
		}
		// The loop has run every job it had, and waits for the next:
		// it has caught up with the reader, and may read again.
		h.behind = false
		h.mu.Unlock()
		_, err := h.r.Read(buf)
		h.mu.Lock()
		if err != nil {
			// Closed (or the pipe failed): the loop goes back to
			// goja_nodejs, which Close is terminating.
			h.r.Close()
			h.r = nil
		}
	}
	jobs := h.queue
	h.queue = nil
	h.waiting = false
	h.resumes.Add(1)
	close(h.resume)
	h.resume = nil
	if len(jobs) == 0 {
		h.closePipe()
	}
	return jobs
}

// closePipe closes the loop's end of the pipe once the handoff is closed.
// Call it holding mu, on the loop goroutine.
func (h *handoff) closePipe() {
	if h.closed && h.r != nil {
		h.r.Close()
		h.r = nil
	}
}

// quiet returns, while the loop goroutine waits, a channel closed when it
// stops waiting; nil while it may be running guest code.
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
