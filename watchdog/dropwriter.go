package watchdog

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// A DropWriter passes what is written to it on to an underlying writer
// from a goroutine of its own, so that a reader of that writer which
// stalls (a host that never reads stderr) never blocks the caller: the
// caller's diagnostics must not hold up protocol work such as reading
// stdin. Each Write is queued whole (slog writes one record per Write);
// one that finds the queue full is dropped and counted, and the count is
// reported on the underlying writer once writes go through again.
type DropWriter struct {
	w       io.Writer
	prefix  string
	ch      chan []byte
	pending *atomic.Int32 // queued and not yet written
	dropped atomic.Int64  // dropped and not yet reported
	total   atomic.Int64  // dropped in all
	wrote   atomic.Bool   // something went through to w

	mu     sync.Mutex // guards closed against a Write racing Close
	closed bool
	ended  chan struct{}
}

// NewDropWriter starts a DropWriter on w that holds at most max writes.
// pending, if not nil, counts the writes queued and not yet written, for
// a process that must know (the watchdog shares it with its runner).
// prefix starts the line that reports drops.
func NewDropWriter(w io.Writer, max int, pending *atomic.Int32, prefix string) *DropWriter {
	if pending == nil {
		pending = new(atomic.Int32)
	}
	d := &DropWriter{w: w, prefix: prefix, ch: make(chan []byte, max), pending: pending, ended: make(chan struct{})}
	go d.run()
	return d
}

func (d *DropWriter) run() {
	defer close(d.ended)
	for p := range d.ch {
		_, _ = d.w.Write(p)
		d.wrote.Store(true)
		if n := d.dropped.Swap(0); n > 0 {
			d.note(n)
		}
		d.pending.Add(-1)
	}
}

func (d *DropWriter) note(n int64) {
	fmt.Fprintf(d.w, "%s%d diagnostic lines dropped: stderr was not being read\n", d.prefix, n)
}

// Write queues a copy of p, or drops it if the queue is full. It never
// blocks on the underlying writer and never fails.
func (d *DropWriter) Write(p []byte) (int, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		d.drop()
		return len(p), nil
	}
	d.pending.Add(1)
	select {
	case d.ch <- append([]byte(nil), p...):
	default:
		d.pending.Add(-1)
		d.drop()
	}
	return len(p), nil
}

func (d *DropWriter) drop() {
	d.dropped.Add(1)
	d.total.Add(1)
}

// Wrote reports whether anything has been written to the underlying
// writer.
func (d *DropWriter) Wrote() bool { return d.wrote.Load() }

// Dropped is how many writes were dropped in all.
func (d *DropWriter) Dropped() int64 { return d.total.Load() }

// Flush waits until everything queued is written, for at most bound: a
// stalled reader gets no more than that.
func (d *DropWriter) Flush(bound time.Duration) {
	deadline := time.Now().Add(bound)
	for d.pending.Load() > 0 && time.Now().Before(deadline) {
		time.Sleep(100 * time.Microsecond)
	}
}

// Close stops the writer: what is queued is written, and a count of drops
// not yet reported is, within bound. Later writes are dropped.
func (d *DropWriter) Close(bound time.Duration) {
	d.mu.Lock()
	if !d.closed {
		d.closed = true
		close(d.ch)
	}
	d.mu.Unlock()
	select {
	case <-d.ended:
		if n := d.dropped.Swap(0); n > 0 {
			done := make(chan struct{})
			go func() { d.note(n); close(done) }()
			select {
			case <-done:
			case <-time.After(bound):
			}
		}
	case <-time.After(bound):
	}
}
