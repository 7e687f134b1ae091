package engine

import (
	"math"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/execbox/execbox-runner/ndjson"
)

// logBuffer holds the guest's console lines, bounded as they arrive: the
// first maxLines lines are kept, then maxChars applies cumulatively and clips
// the line that crosses it. This is execbox's truncateLogs applied at capture
// time, so the result is the same while a log flood cannot grow memory.
//
// Characters are counted as JavaScript counts them, in UTF-16 code units.
// The mutex exists because the deadline watchdog may read the lines while
// the VM goroutine is still busy.
type logBuffer struct {
	mu       sync.Mutex
	maxLines int
	maxChars int
	lines    []string
	chars    int
	full     bool
	dropped  int // console calls whose line was not kept, in whole or in part

	// sink, if set, also receives every kept line as it is kept, so that
	// the lines survive a death of the process (see session.Watch).
	sink func(string)

	// With countDropped (Limits.CountDropped), lines the buffer does not
	// keep are still formatted, to be measured; see usage.go.
	countDropped bool
	linesDropped int64 // lines not kept at all
	charsDropped int64 // UTF-16 units not kept, of clipped and dropped lines
}

func newLogBuffer(maxLines, maxChars int) *logBuffer {
	return &logBuffer{maxLines: maxLines, maxChars: maxChars, full: maxLines <= 0 || maxChars <= 0}
}

// accepting reports whether another line could still be kept, so that a
// flood of console calls costs no formatting once the buffer is full.
func (b *logBuffer) accepting() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.full {
		b.dropped++
	}
	return !b.full
}

func (b *logBuffer) add(line string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.full {
		b.dropped++
		return
	}
	remaining := b.maxChars - b.chars
	n := utf16Len(line)
	if n > remaining {
		b.charsDropped += int64(n - remaining)
		line = clipUTF16(line, remaining)
		n = remaining
		b.full = true
		b.dropped++
	}
	b.lines = append(b.lines, line)
	b.chars += n
	if b.sink != nil {
		b.sink(line)
	}
	if len(b.lines) >= b.maxLines || b.chars >= b.maxChars {
		b.full = true
	}
}

// snapshot returns the lines kept so far.
func (b *logBuffer) snapshot() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make([]string, len(b.lines))
	copy(out, b.lines)
	return out
}

func utf16Len(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			n++
			i++
			continue
		}
		if _, ok := ndjson.WTF8Surrogate(s[i:]); ok {
			n++ // a lone surrogate (goString): one unit, in three bytes
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
		i += size
	}
	return n
}

// clipUTF16 returns the longest prefix of s that is at most max UTF-16 code
// units long. A surrogate pair that would be cut in half is left out whole,
// since half of one cannot be written as UTF-8.
// A lone surrogate in WTF-8 (goString) is one unit and is never cut.
func clipUTF16(s string, max int) string {
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if _, ok := ndjson.WTF8Surrogate(s[i:]); ok {
			r, size = 0xd800, 3
		}
		w := 1
		if r >= 0x10000 {
			w = 2
		}
		if n+w > max {
			return s[:i]
		}
		n += w
		i += size
	}
	return s
}

// installConsole defines the guest's console: log, info, warn, error and
// debug each append one line to the buffer.
func (e *Engine) installConsole() error {
	console := e.vm.NewObject()
	method := func(call goja.FunctionCall) goja.Value {
		if e.logs.accepting() {
			e.logs.add(e.formatLine(call.Arguments))
		} else if e.logs.countDropped {
			e.logs.drop(e.formatLine(call.Arguments))
		}
		return goja.Undefined()
	}
	for _, name := range []string{"log", "info", "warn", "error", "debug"} {
		if err := console.Set(name, e.nativeFunction(name, 0, method)); err != nil {
			return err
		}
	}
	return e.vm.GlobalObject().DefineDataProperty("console", console, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
}

// formatLine joins the formatted arguments with spaces, as execbox does.
func (e *Engine) formatLine(args []goja.Value) string {
	if len(args) == 1 {
		return e.formatValue(args[0])
	}
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(e.formatValue(a))
	}
	return b.String()
}

// formatValue formats one console argument: a string verbatim, undefined as
// "undefined", an Error as "Name: message", and anything else as JSON,
// falling back to the string form where JSON cannot represent the value
// (functions, symbols, bigints, cycles, NaN and the infinities).
func (e *Engine) formatValue(v goja.Value) string {
	switch {
	case v == nil || goja.IsUndefined(v):
		return "undefined"
	case goja.IsString(v):
		return goString(v)
	case goja.IsNumber(v):
		f := v.ToFloat()
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return v.String()
		}
	}
	if obj, ok := v.(*goja.Object); ok && obj.ExportType() != proxyType && obj.ClassName() == "Error" {
		if s, ok := e.errorString(obj); ok {
			return s
		}
	}
	var out string
	if ex := e.vm.Try(func() {
		r, err := e.jsonStringify(goja.Undefined(), v)
		if err == nil && !goja.IsUndefined(r) {
			out = r.String()
		}
	}); ex == nil && out != "" {
		return out
	}
	return e.safeString(v)
}

// errorString renders an Error the way Error.prototype.toString does.
func (e *Engine) errorString(obj *goja.Object) (string, bool) {
	var name, msg string
	ex := e.vm.Try(func() {
		name = "Error"
		if n := obj.Get("name"); n != nil && !goja.IsUndefined(n) {
			name = goString(n)
		}
		if m := obj.Get("message"); m != nil && !goja.IsUndefined(m) {
			msg = goString(m)
		}
	})
	if ex != nil {
		return "", false
	}
	switch {
	case name == "":
		return msg, true
	case msg == "":
		return name, true
	}
	return name + ": " + msg, true
}

// safeString is String(v), or a fixed form when converting throws.
func (e *Engine) safeString(v goja.Value) string {
	if sym, ok := v.(*goja.Symbol); ok {
		return "Symbol(" + sym.String() + ")"
	}
	var s string
	if ex := e.vm.Try(func() { s = goString(v) }); ex != nil {
		// ClassName of a revoked Proxy throws too, so a Proxy is named
		// without asking it.
		if obj, ok := v.(*goja.Object); ok && obj.ExportType() != proxyType {
			return "[object " + obj.ClassName() + "]"
		}
		return "[object Object]"
	}
	return s
}
