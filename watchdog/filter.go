package watchdog

import (
	"bytes"
	"io"
	"strings"
	"sync"

	"github.com/execbox/execbox-runner/protocol"
)

// deathCause tells from the first line of the runner's crash report what
// the host should be told. Only memory exhaustion becomes memory_limit.
func deathCause(crash string, limit int64) *protocol.Error {
	switch {
	case strings.Contains(crash, "out of memory") || strings.Contains(crash, "cannot allocate memory"),
		// Under RLIMIT_DATA the runtime's own bookkeeping can fault when
		// its allocation is refused, instead of failing cleanly.
		strings.HasPrefix(crash, "SIGSEGV: "), strings.HasPrefix(crash, "unexpected fault address"):
		return protocol.ErrMemoryLimit(limit)
	case strings.Contains(crash, "stack exceeds") || strings.Contains(crash, "stack overflow"):
		return &protocol.Error{Code: protocol.CodeRuntime, Message: "RangeError: Maximum call stack size exceeded"}
	}
	return &protocol.Error{Code: protocol.CodeInternal, Message: "runner process died before done: " + crash}
}

// stderrFilter passes the runner's diagnostics through, line by line, and
// keeps what tells why the runner died. A dying Go runtime writes a "fatal
// error:", "panic:" or signal line ("SIGQUIT: quit", say) followed by a
// dump of every goroutine, hundreds of lines; only that first line is
// kept, for the watchdog's own one-line diagnostic, and the dump is not
// passed on unless dumps is set (--log-level debug).
//
// It writes to a DropWriter: the runner's stderr must be drained at once
// whatever the host does with its own, or a dying runtime would block on
// its crash report and the watchdog would never learn why it died.
type stderrFilter struct {
	mu      sync.Mutex
	w       io.Writer
	dumps   bool
	partial []byte
	crash   string   // the line that started a crash dump
	last    []string // the last lines passed through
}

var crashMarkers = [][]byte{
	[]byte("fatal error: "), []byte("panic: "), []byte("unexpected signal"), []byte("runtime: "),
	[]byte("unexpected fault address"),
}

// isCrashLine reports whether l starts a crash report: one of the markers,
// or a signal line such as "SIGSEGV: segmentation violation" or "SIGQUIT:
// quit", which is how the runtime reports any signal it dies of.
func isCrashLine(l []byte) bool {
	for _, m := range crashMarkers {
		if bytes.HasPrefix(l, m) {
			return true
		}
	}
	if name, _, ok := bytes.Cut(l, []byte(": ")); ok && len(name) > 3 && bytes.HasPrefix(name, []byte("SIG")) {
		for _, c := range name[3:] {
			if (c < 'A' || c > 'Z') && (c < '0' || c > '9') {
				return false
			}
		}
		return true
	}
	return false
}

func (f *stderrFilter) setDumps(on bool) {
	f.mu.Lock()
	f.dumps = on
	f.mu.Unlock()
}

func (f *stderrFilter) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.partial = append(f.partial, p...)
	for {
		i := bytes.IndexByte(f.partial, '\n')
		if i < 0 {
			break
		}
		f.line(f.partial[:i])
		f.partial = f.partial[i+1:]
	}
	if len(f.partial) > 64<<10 {
		f.line(f.partial)
		f.partial = f.partial[:0]
	}
	return len(p), nil
}

func (f *stderrFilter) line(l []byte) {
	if f.crash == "" && isCrashLine(l) {
		f.crash = string(l)
	}
	if f.crash != "" {
		if f.dumps {
			_, _ = f.w.Write(append(l, '\n'))
		}
		return
	}
	f.last = append(f.last, string(l))
	if len(f.last) > 8 {
		f.last = f.last[1:]
	}
	_, _ = f.w.Write(append(l, '\n'))
}

// flush passes on a last line that had no newline.
func (f *stderrFilter) flush() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.partial) > 0 {
		f.line(f.partial)
		f.partial = nil
	}
}

// crashed reports whether a crash report began.
func (f *stderrFilter) crashed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.crash != ""
}

// cause is the crash line, or else the last diagnostic the runner wrote.
func (f *stderrFilter) cause() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.crash != "" || len(f.last) == 0 {
		return f.crash
	}
	return f.last[len(f.last)-1]
}
