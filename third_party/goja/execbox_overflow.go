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

// enterRoom is generator.enter's check that the frame it pushes and the
// function's own, which its callers (asyncRunner.start,
// generatorObject.init) push right after it with vmCall, both fit under the
// limit. Without it, the second push was the one to overflow, and the
// frame and the try frame enter had pushed were left behind: with a
// catchable overflow the guest went on over them, and the call stack never
// emptied again, so the runtime never ran its promise jobs (`const f =
// async () => f(); await f()` then never settled and ran until its
// deadline). Checked first, the overflow leaves the stacks as they were.
func (vm *vm) enterRoom() {
	if len(vm.callStack)+1 > vm.maxCallStackSize {
		vm.stackOverflow()
	}
}
