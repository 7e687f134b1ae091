package goja

// execbox-runner patch: a stack overflow the guest can catch.

// SetCatchableStackOverflow makes the call-depth limit of
// SetMaxCallStackSize throw a RangeError ("Maximum call stack size
// exceeded") that JavaScript can catch, as V8 does, instead of the
// uncatchable *StackOverflowError that ends the run. A guest that wraps a
// deep recursion in try/catch and goes on (a parser falling back to
// another strategy, a test of its own limits) then behaves as in Node;
// uncaught, the RangeError ends the run as any exception does.
//
// The limit itself stays where it is: a call past it throws before its
// frame is pushed, so the call depth, and with it the Go stack the
// interpreter and the native frames between JavaScript calls use, is
// bounded as before. A catch handler that calls deeper again meets the
// limit again and gets another RangeError.
func (r *Runtime) SetCatchableStackOverflow(on bool) {
	r.vm.catchableStackOverflow = on
}

// stackOverflow is what pushCtx throws at the call-depth limit.
func (vm *vm) stackOverflow() {
	if vm.catchableStackOverflow {
		panic(rangeError("Maximum call stack size exceeded"))
	}
	ex := &StackOverflowError{}
	ex.stack = vm.captureStack(nil, 0)
	panic(ex)
}
