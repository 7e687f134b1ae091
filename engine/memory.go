package engine

import (
	"math"
	"runtime/debug"
	"runtime/metrics"
	"time"
)

// MemorySampleInterval is how often the memory watchdog looks at the heap.
// One look costs well under a microsecond.
const MemorySampleInterval = time.Millisecond

// GarbageMargin bounds how far past the limit the heap may go, as
// uncollected garbage, before the watchdog stops the guest regardless.
const GarbageMargin = 96 << 20

// HugePageHeap is the guest heap size from which its memory is backed by
// transparent huge pages where the kernel allows (hugepages_linux.go). A
// smaller heap keeps 4 KiB pages, so a small execution's resident memory
// does not grow.
const HugePageHeap = 4 << 20

// HeapBytes returns the bytes of heap objects, live or not yet collected.
// Typed arrays and ArrayBuffers are Go byte slices, so their backing stores
// count here as soon as they are allocated, touched or not.
func HeapBytes() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64())
}

// WatchMemory calls over, once, when the guest's heap use passes limit.
// baseline is the heap the runtime itself held before the guest ran; only
// what lies above it is the guest's.
//
// goja has no allocation hook, so the watchdog samples the heap from its
// own goroutine. That goroutine runs even while the VM goroutine is stuck in
// one long built-in, so a single giant allocation is seen as soon as it
// lands. Garbage not yet collected counts in the heap too, so a sample over
// the limit fires only when the live heap the last collection measured is
// also over it, or when the sample is over twice the limit, which garbage
// alone cannot explain. A soft memory limit on the Go runtime makes it
// collect before the heap passes twice the limit, so the live measure stays
// fresh near the limit without the watchdog forcing collections itself.
//
// The heap is not all the guest makes the process hold: goroutine stacks
// grown by deep parsing and recursion, and spans the heap keeps mapped for
// a few live objects each (a guest that keeps one small string per span, in
// one size class after another, held 4.5 to 5.5 times its limit in resident
// memory while its live heap stayed under it). So each sample also reads
// the process's peak resident memory, and a peak past ResidentLimit ends
// the run too, unless a full collection (debug.FreeOSMemory) shows that
// what passed the line was garbage: a collector starved of CPU on a loaded
// machine lets garbage pile up past the soft limit (a guest with a 2 MiB
// live heap peaked at 84 MiB at a 16 MiB limit at a load average of 14).
// After such a collection the peak is spent, and the runtime's account of
// what it holds (mapped, less released, plus residentOutsideGo) is checked
// instead, with a collection again each time it passes the line. The soft
// memory limit is held below the line by the part of the allowance the
// runtime does not count (residentOutsideGo), so the collector and the
// scavenger return what they can to the kernel before the watch has to
// look.
//
// While the guest only waits for tool results, and has for QuietTicks
// intervals, the watch sleeps until it resumes (QuietSleeper): the heap
// cannot grow meanwhile, and an idle runner would otherwise wake a thread a
// thousand times a second. A nil q never sleeps.
//
// Closing done ends the watch.
func WatchMemory(limit, baseline int64, done <-chan struct{}, q Quiet, over func(used int64)) {
	ceiling := limit + min(limit, GarbageMargin)
	resident := ResidentLimit(limit)
	debug.SetMemoryLimit(min(baseline+ceiling, ResidentLimit(limit)-residentOutsideGo))
	go func() {
		t := time.NewTicker(MemorySampleInterval)
		defer t.Stop()
		samples := []metrics.Sample{
			{Name: "/memory/classes/heap/objects:bytes"},
			{Name: "/gc/heap/live:bytes"},
			{Name: "/memory/classes/total:bytes"},
			{Name: "/memory/classes/heap/released:bytes"},
		}
		// peakExcused: the peak passed the line once, and a collection
		// showed garbage behind it, not memory the guest holds. From then
		// on the peak says nothing new, and the runtime's own account of
		// what it holds stands in for it. So from the start when the peak
		// is over the line before the guest ran: a process spawned with
		// vfork (Go's os/exec, and other hosts) inherits its parent's
		// peak through the exec, 86 MiB under a test binary.
		peakExcused := PeakResidentBytes() > resident
		var advised int64 // the mapped memory when huge pages were last advised
		sleeper := NewQuietSleeper(q)
		for {
			select {
			case <-done:
				return
			case <-t.C:
			}
			if q != nil {
				q.Tick()
			}
			if !sleeper.Tick(t, done) {
				return
			}
			metrics.Read(samples)
			used := int64(samples[0].Value.Uint64()) - baseline
			live := int64(samples[1].Value.Uint64()) - baseline
			if used > ceiling || (used > limit && live > limit) {
				over(used)
				return
			}
			held := int64(samples[2].Value.Uint64()-samples[3].Value.Uint64()) + residentOutsideGo
			if peakExcused && held <= resident {
				// Below the line by the runtime's account.
			} else if rss := PeakResidentBytes(); (peakExcused || rss > resident) && held-max(used-live, 0) > resident {
				// Over even if every byte of garbage went back: no
				// collection can excuse it.
				over(max(rss, held))
				return
			} else if peakExcused || rss > resident {
				// Garbage the collector has not caught up with, on a
				// machine that starves it, is no reason to stop a guest
				// whose live memory fits: collect, return what is free to
				// the kernel, and look again. Spans held by live objects
				// (the fragmentation above), stacks in use and live heap
				// are still held after that.
				debug.FreeOSMemory()
				metrics.Read(samples)
				held = int64(samples[2].Value.Uint64()-samples[3].Value.Uint64()) + residentOutsideGo
				if held > resident {
					over(max(rss, held))
					return
				}
				peakExcused = true
			}
			// The advice holds for memory mapped when it is given: the
			// runtime maps its heap in pieces as it grows, and each new
			// piece needs it again.
			if mapped := int64(samples[2].Value.Uint64()); used > HugePageHeap && mapped > advised {
				adviseHugePages(mapped)
				advised = mapped
			}
		}
	}()
}

// Quiet is what a heap sampler needs to know of the guest: Engine
// implements it.
type Quiet interface {
	// Quiet returns, while the guest only waits, a channel closed when
	// that ends; nil while it may be running.
	Quiet() <-chan struct{}
	// Resumes counts the ends of such waits.
	Resumes() uint64
	// Tick is called by the memory watch at each interval, before it
	// looks at Quiet (Engine.Tick).
	Tick()
}

// QuietTicks is how many sampling intervals in a row a heap sampler sees
// the guest only waiting, with no resume in between, before it sleeps
// until the guest resumes.
//
// Why not at once: a guest that makes many quick tool calls stops waiting
// thousands of times a second, and each wake of a sleeping sampler readies
// a goroutine, which makes Go wake an idle thread to look for work: one
// more context switch per tool call (about 10 µs of the marginal cost of a
// call on the VMs sandboxes run on, measured in docs/performance.md).
// Ticking on through such a burst costs a wake per interval instead, and
// a guest that awaits a slow tool still costs nothing after QuietTicks
// intervals.
const QuietTicks = 20

// QuietSleeper puts a heap sampler to sleep while the guest only waits.
// Its zero value, or one made with a nil Quiet, never sleeps.
type QuietSleeper struct {
	q     Quiet
	seen  uint64 // Resumes at the last tick
	quiet int    // ticks in a row that saw the guest waiting, with no resume
}

// NewQuietSleeper returns a QuietSleeper for q.
func NewQuietSleeper(q Quiet) *QuietSleeper { return &QuietSleeper{q: q} }

// Tick is called by a sampler driven by ticker t at each tick, before it
// samples. Once the guest has only waited for QuietTicks ticks, it sleeps,
// with t stopped, until the guest resumes. It reports false if done was
// closed meanwhile.
func (s *QuietSleeper) Tick(t *time.Ticker, done <-chan struct{}) bool {
	if s == nil || s.q == nil {
		return true
	}
	n := s.q.Resumes()
	resume := s.q.Quiet()
	if resume == nil || n != s.seen {
		s.seen, s.quiet = n, 0
		return true
	}
	if s.quiet++; s.quiet < QuietTicks {
		return true
	}
	t.Stop()
	select {
	case <-done:
		return false
	case <-resume:
	}
	t.Reset(MemorySampleInterval)
	s.seen, s.quiet = s.q.Resumes(), 0
	return true
}

// ResidentAllowance is how far the process's peak resident memory (VmHWM)
// may pass memoryLimitBytes before the memory watch ends the run with
// memory_limit: the runner's own resident memory (its binary, the Go
// runtime, the Intl tables once used: 11 to 20 MiB, measured as
// docs/limits.md describes), with room for the collector to work in.
const ResidentAllowance = 32 << 20

// residentOutsideGo is the part of the runner's resident memory the Go
// runtime does not count as its own (the binary's text and read-only data,
// the embedded tables among them; about 5.5 MiB at a trivial execution,
// more once Intl has read its tables): the soft memory limit is set this
// far below the resident limit.
const residentOutsideGo = 12 << 20

// ResidentLimit returns the peak resident memory past which a run with
// memory limit limit ends with memory_limit.
func ResidentLimit(limit int64) int64 {
	if limit > math.MaxInt64-ResidentAllowance {
		return math.MaxInt64
	}
	return limit + ResidentAllowance
}
