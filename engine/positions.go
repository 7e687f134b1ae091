package engine

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// Runtime error positions (Config.ErrorPositions, the runner's
// --error-positions, which `execbox-runner run` uses). The wire protocol
// carries an error's message only, so by default a runtime_error says what
// went wrong but not where. With positions on, an Error the guest throws
// gets " (line L, column C)" appended: the innermost frame of its stack
// that is in the guest's code, mapped to the code as the host sent it, as
// syntax errors always are. Trusted errors are never changed.

// withPosition appends the position of obj's innermost guest frame to msg.
func (e *Engine) withPosition(msg string, obj *goja.Object) string {
	if !e.positions {
		return msg
	}
	var stack string
	if ex := e.vm.Try(func() {
		if v := obj.Get("stack"); v != nil && goja.IsString(v) {
			stack = v.String()
		}
	}); ex != nil {
		return msg
	}
	line, col, ok := guestFrame(stack)
	if !ok {
		return msg
	}
	if e.origin != nil && e.origin.stripped != nil {
		// TypeScript: the frame is in the stripped program.
		gl, gc, inWrapper := e.origin.position(line, col)
		if inWrapper {
			return msg
		}
		return fmt.Sprintf("%s (line %d, column %d)", msg, gl, gc)
	}
	body, lineOffset := stripFence(e.code)
	gl, gc, inWrapper := guestPosition(line, col, body)
	if inWrapper {
		return msg
	}
	return fmt.Sprintf("%s (line %d, column %d)", msg, gl+lineOffset, gc)
}

// guestFrame finds the first "guest.js:LINE:COL" in a goja stack trace.
func guestFrame(stack string) (line, col int, ok bool) {
	const file = "guest.js:"
	i := strings.Index(stack, file)
	if i < 0 {
		return 0, 0, false
	}
	rest := stack[i+len(file):]
	l, rest, ok1 := strings.Cut(rest, ":")
	end := strings.IndexFunc(rest, func(r rune) bool { return r < '0' || r > '9' })
	if end < 0 {
		end = len(rest)
	}
	ln, err1 := strconv.Atoi(l)
	cn, err2 := strconv.Atoi(rest[:end])
	if !ok1 || err1 != nil || err2 != nil {
		return 0, 0, false
	}
	return ln, cn, true
}
