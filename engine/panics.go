package engine

// A Go panic inside a built-in (a nil dereference, an index out of range)
// does not end the process: the patched goja turns it into a TypeError the
// guest can catch (third_party/goja/native_panic.go), so that a guest cannot
// crash the runner at will. Each one is still a bug in a built-in, so the
// engine counts them and tells Config.OnGoPanic, for a diagnostic line; the
// builtin sweep test asserts that it finds none.

// watchGoPanics counts the Go panics the runtime recovers and passes them
// on to report, if set.
func (e *Engine) watchGoPanics(report func(value any, stack []byte)) {
	e.vm.SetGoPanicHandler(func(value any, stack []byte) {
		e.goPanics.Add(1)
		if report != nil {
			report(value, stack)
		}
	})
}

// GoPanics reports how many Go panics inside built-ins the guest has met.
// Safe from any goroutine.
func (e *Engine) GoPanics() int64 { return e.goPanics.Load() }
