package engine

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/execbox/execbox-runner/protocol"
)

// A Go panic inside a built-in (a nil dereference, an index out of range)
// does not end the process: the patched goja turns it into a TypeError the
// guest can catch (third_party/goja/native_panic.go), so that a guest cannot
// crash the runner at will. Each one is still a bug in a built-in, so the
// engine counts them and tells Config.OnGoPanic, for a diagnostic line; the
// builtin sweep test asserts that it finds none.

// watchGoPanics counts the Go panics the runtime recovers and passes them
// on to report, if set.
func (e *Engine) watchGoPanics(report func(value any, stack []byte)) {
	e.onGoPanic = report
	e.vm.SetGoPanicHandler(func(value any, stack []byte) {
		e.goPanics.Add(1)
		if report != nil {
			report(value, stack)
		}
	})
}

// recovering wraps a job of the loop: a Go panic in it (outside goja's own
// net, such as in the parser or the compiler, which run before any VM
// frame exists) is counted, reported with its stack, and fails the
// execution with internal_error. The runtime may be in any state after it,
// so nothing more runs: the execution is over, and the process ends after
// its one execution.
func (e *Engine) recovering(fn func()) func() {
	return func() {
		defer func() {
			if x := recover(); x != nil {
				e.goPanics.Add(1)
				if e.onGoPanic != nil {
					e.onGoPanic(x, debug.Stack())
				}
				e.stopped.Store(true)
				if e.host != nil {
					// The value may quote the guest's code at any length.
					msg := fmt.Sprint(x)
					if len(msg) > 200 {
						msg = strings.ToValidUTF8(msg[:200], "") + "…"
					}
					e.finish(Outcome{Err: &protocol.Error{Code: protocol.CodeInternal, Message: "internal error in the engine: " + msg}})
				}
			}
		}()
		fn()
	}
}

// GoPanics reports how many Go panics inside built-ins the guest has met.
// Safe from any goroutine.
func (e *Engine) GoPanics() int64 { return e.goPanics.Load() }
