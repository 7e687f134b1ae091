package engine

import (
	"runtime/debug"
	"runtime/metrics"
	"strconv"
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

// ErrMemoryLimit returns the failure for a guest over its memory limit.
func ErrMemoryLimit(limit int64) *Error {
	return &Error{Code: CodeMemoryLimit, Message: "Memory limit exceeded: the guest used more than " + strconv.FormatInt(limit, 10) + " bytes"}
}

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
// While quiet returns a channel (Engine.Quiet: the guest only waits), the
// watch sleeps until it is closed: the heap cannot grow meanwhile, and an
// idle runner would otherwise wake a thread a thousand times a second.
//
// Closing done ends the watch.
func WatchMemory(limit, baseline int64, done <-chan struct{}, quiet func() <-chan struct{}, over func(used int64)) {
	ceiling := limit + min(limit, GarbageMargin)
	debug.SetMemoryLimit(baseline + ceiling)
	go func() {
		t := time.NewTicker(MemorySampleInterval)
		defer t.Stop()
		samples := []metrics.Sample{
			{Name: "/memory/classes/heap/objects:bytes"},
			{Name: "/gc/heap/live:bytes"},
			{Name: "/memory/classes/total:bytes"},
		}
		var advised int64 // the mapped memory when huge pages were last advised
		for {
			select {
			case <-done:
				return
			case <-t.C:
			}
			if !SleepWhileQuiet(t, quiet, done) {
				return
			}
			metrics.Read(samples)
			used := int64(samples[0].Value.Uint64()) - baseline
			live := int64(samples[1].Value.Uint64()) - baseline
			if used > ceiling || (used > limit && live > limit) {
				over(used)
				return
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

// SleepWhileQuiet is for heap samplers driven by ticker t: it waits, with t
// stopped, while quiet returns a channel (Engine.Quiet), and reports false
// if done was closed meanwhile. A nil quiet never waits.
func SleepWhileQuiet(t *time.Ticker, quiet func() <-chan struct{}, done <-chan struct{}) bool {
	if quiet == nil {
		return true
	}
	for {
		resume := quiet()
		if resume == nil {
			return true
		}
		t.Stop()
		select {
		case <-done:
			return false
		case <-resume:
		}
		t.Reset(MemorySampleInterval)
	}
}
