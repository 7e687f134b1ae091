package session

import (
	"io"
	"runtime/metrics"
	"strconv"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/execbox/execbox-runner/engine"
)

// The usage report (--usage). Off by default, so that the wire stays
// exactly as the specification describes; on, done gains a last member:
//
//	"usage":{"cpuMs":12,"peakHeapBytes":1048576,"toolCalls":{"issued":2,
//	"settled":1,"abandoned":1},"bytesIn":830,"bytesOut":212,
//	"logLinesDropped":0,"logCharsDropped":0}
//
//   - cpuMs: user and system CPU time of the process that runs the guest,
//     from execute to done.
//   - peakHeapBytes: the largest Go heap (objects, live or not yet
//     collected) above what the runtime held at execute, sampled every
//     millisecond and at done: approximate, like the memory limit.
//   - toolCalls: calls the guest made (issued), those a tool_result (or
//     the end of stdin) settled, and those still pending at done
//     (abandoned).
//   - bytesIn: bytes read from stdin until done; bytesOut: bytes written
//     to stdout before done, done itself not included.
//   - logLinesDropped: console lines not kept at all; logCharsDropped:
//     UTF-16 units not kept, of those and of a clipped line. Dropped lines
//     are formatted to be measured, which they are not without --usage.
//
// When the watchdog writes done because the runner died, that done has no
// usage: the numbers died with the runner.

// usageMeter collects the numbers. A nil *usageMeter does nothing.
type usageMeter struct {
	in, out  counter
	cpuStart time.Duration
	heapBase int64
	peak     atomic.Int64
	stop     chan struct{}
}

type counter struct{ n atomic.Int64 }

type countingReader struct {
	r io.Reader
	c *counter
}

func (r countingReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	r.c.n.Add(int64(n))
	return n, err
}

type countingWriter struct {
	w io.Writer
	c *counter
}

func (w countingWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	w.c.n.Add(int64(n))
	return n, err
}

// meterUsage returns a meter and stdin and stdout wrapped to count bytes,
// when on; otherwise nil and the streams as they are.
func meterUsage(on bool, stdin io.Reader, stdout io.Writer) (*usageMeter, io.Reader, io.Writer) {
	if !on {
		return nil, stdin, stdout
	}
	u := &usageMeter{stop: make(chan struct{})}
	return u, countingReader{stdin, &u.in}, countingWriter{stdout, &u.out}
}

// start is called when the execute is accepted. The sampler sleeps while
// the guest only waits (engine.QuietSleeper).
func (u *usageMeter) start(q engine.Quiet) {
	if u == nil {
		return
	}
	u.cpuStart = cpuTime()
	u.heapBase = engine.HeapBytes()
	go func() {
		t := time.NewTicker(engine.MemorySampleInterval)
		defer t.Stop()
		sleeper := engine.NewQuietSleeper(q)
		for {
			select {
			case <-u.stop:
				return
			case <-t.C:
			}
			if !sleeper.Tick(t, u.stop) {
				return
			}
			u.sample()
		}
	}()
}

func (u *usageMeter) sample() {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	used := int64(s[0].Value.Uint64()) - u.heapBase
	for {
		old := u.peak.Load()
		if used <= old || u.peak.CompareAndSwap(old, used) {
			return
		}
	}
}

// appendTo adds the usage member to a done line built by doneMsg.appendTo,
// and stops the sampler. done is called once, from finish.
func (u *usageMeter) appendTo(done []byte, eng *engine.Engine) []byte {
	if u == nil || len(done) == 0 {
		return done
	}
	var cpu time.Duration
	if u.stop != nil {
		select {
		case <-u.stop:
		default:
			close(u.stop)
		}
	}
	if u.heapBase != 0 || u.cpuStart != 0 {
		u.sample()
		cpu = cpuTime() - u.cpuStart
	}
	issued, settled := eng.ToolCounts()
	lines, chars := eng.LogsDropped()
	b := done[:len(done)-1] // before the closing brace
	b = append(b, `,"usage":{"cpuMs":`...)
	b = strconv.AppendInt(b, cpu.Milliseconds(), 10)
	b = append(b, `,"peakHeapBytes":`...)
	b = strconv.AppendInt(b, max(u.peak.Load(), 0), 10)
	b = append(b, `,"toolCalls":{"issued":`...)
	b = strconv.AppendInt(b, issued, 10)
	b = append(b, `,"settled":`...)
	b = strconv.AppendInt(b, settled, 10)
	b = append(b, `,"abandoned":`...)
	b = strconv.AppendInt(b, issued-settled, 10)
	b = append(b, `},"bytesIn":`...)
	b = strconv.AppendInt(b, u.in.n.Load(), 10)
	b = append(b, `,"bytesOut":`...)
	b = strconv.AppendInt(b, u.out.n.Load(), 10)
	b = append(b, `,"logLinesDropped":`...)
	b = strconv.AppendInt(b, lines, 10)
	b = append(b, `,"logCharsDropped":`...)
	b = strconv.AppendInt(b, chars, 10)
	return append(b, "}}"...)
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
