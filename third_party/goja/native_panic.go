package goja

import (
	"runtime/debug"
)

// This file is a patch carried by execbox-runner (PATCHES.md): a Go panic
// raised by a built-in while a script runs becomes a JavaScript TypeError.
//
// Upstream, a panic whose value is not one of goja's own (a Value, an
// *Exception, a typeError and the like, or an uncatchable exception such as
// *InterruptedError) is re-panicked by the VM's exception handler, past every
// try/catch, and ends the process unless the embedder recovers it around
// every call into the runtime. A script could therefore crash its host at
// will through any nil dereference or index out of range left in a
// built-in. The net sits where the VM already recovers panics (vm.try and
// vm.runTryInner, via handleThrow and exceptionFromValue), so the native call
// path gains no defer and costs nothing until a panic happens.

// InternalErrorMessage is the message of the TypeError that replaces a Go
// panic raised inside a built-in. It is fixed, so that no Go type or
// symbol name reaches the script through it.
const InternalErrorMessage = "Internal error in a built-in function"

// SetGoPanicHandler sets a function called, on the runtime's goroutine, with
// the value and the stack trace of each Go panic that the runtime turns into
// a TypeError. The embedder can log it or count it: each one is a bug in a
// built-in. Pass nil to stop.
func (r *Runtime) SetGoPanicHandler(handler func(value interface{}, stack []byte)) {
	r.goPanicHandler = handler
}

// exceptionFromGoPanic returns the TypeError that stands for the Go panic x,
// or nil for a panic that must keep unwinding: goja's uncatchable
// exceptions (an interrupt, a stack overflow), which the embedder receives
// as errors.
func (r *Runtime) exceptionFromGoPanic(x interface{}) *Exception {
	if x == nil || asUncatchableException(x) != nil {
		return nil
	}
	if h := r.goPanicHandler; h != nil {
		// Still inside the deferred recover, so the stack is the one that
		// panicked.
		h(x, debug.Stack())
	}
	return &Exception{val: r.NewTypeError(InternalErrorMessage)}
}
