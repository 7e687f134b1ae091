package goja

import "math"

// callback calls one function many times from a built-in: the callbacks of
// Array.prototype.map, filter, forEach, reduce, some, every, find and the
// others, and sort's comparator (an execbox-runner patch, see PATCHES.md).
//
// Calling a JavaScript closure through its Call method goes through a
// method value, __call, a try frame of its own and a deferred pop of it on
// every call. For an ordinary function (a plain function, a method or an
// arrow, not a class constructor, generator or async function) callback
// pushes the frame directly on the VM's stack as __call does, under one
// try frame that it keeps for the whole loop. That frame records the state
// every call starts from (the built-in never moves the VM's stack between
// calls), so an exception thrown by any call unwinds to the same state it
// would have with a frame of its own, and the built-in's deferred release
// pops it however the loop ends.
//
// Arguments the callee cannot observe are not pushed: a function that has
// no arguments object, no rest parameter and no direct eval reads only its
// declared parameters, so for `(r) => r.x` the index (a new boxed value for
// every index past 255) and the array are never built.
//
// Anything else (a native or bound function, a proxy, a class, generator
// or async function) is called through its Call method, as before.
type callback struct {
	vm        *vm
	fn        *baseJsFuncObject // the fast path's function, nil for the slow path
	fnVal     *Object
	newTarget Value
	this      Value
	slow      func(FunctionCall) Value
	slowArgs  []Value // the slow path's arguments, reused as the built-ins always did
	args      [4]Value
	maxArgs   int // how many arguments the fast path pushes
	tryLen    int // the length of vm.tryStack before this callback's frame
}

// callbackFast returns the JavaScript function that callback can call
// directly, and its new.target (an arrow's, captured where it was
// created).
func callbackFast(obj *Object) (*baseJsFuncObject, Value) {
	switch f := obj.self.(type) {
	case *funcObject:
		return &f.baseJsFuncObject, nil
	case *methodFuncObject:
		return &f.baseJsFuncObject, nil
	case *arrowFuncObject:
		return &f.baseJsFuncObject, f.newTarget
	}
	return nil, nil
}

// observableArgs returns how many of its arguments the function of prg can
// observe: its declared parameters when they are all it can read, and
// math.MaxInt32 when it has an arguments object, a rest parameter, or a
// scope that direct eval can reach (all of which keep the arguments in the
// stash or read past the declared ones).
func observableArgs(prg *Program) int {
	if len(prg.code) == 0 {
		return math.MaxInt32
	}
	var n int
	switch e := prg.code[0].(type) {
	case *enterFuncStashless:
		n = int(e.args)
	case *enterFunc:
		if e.argsToStash || e.extensible {
			return math.MaxInt32
		}
		n = int(e.numArgs)
	default:
		return math.MaxInt32
	}
	for _, ins := range prg.code {
		switch ins.(type) {
		case createArgsRestStack, createArgsMapped, createArgsUnmapped:
			return math.MaxInt32
		}
	}
	return n
}

// newCallback prepares fnObj to be called with this; ok is false if it is
// not callable. many says whether the built-in may call it often with
// indices past 255, which makes it worth finding out which arguments the
// function observes. The caller must `defer c.release()` before the first
// call.
func (r *Runtime) newCallback(fnObj *Object, this Value, many bool) (c callback, ok bool) {
	c = callback{vm: r.vm, fnVal: fnObj, this: this, maxArgs: math.MaxInt32}
	if fn, newTarget := callbackFast(fnObj); fn != nil && fn.prg != nil {
		c.fn, c.newTarget = fn, newTarget
		if many {
			c.maxArgs = observableArgs(fn.prg)
		}
		vm := r.vm
		c.tryLen = len(vm.tryStack)
		vm.pushTryFrame(tryPanicMarker, -1)
		return c, true
	}
	c.slow, ok = fnObj.self.assertCallable()
	return c, ok
}

// toCallback is newCallback for a value, with toCallable's errors.
func (r *Runtime) toCallback(v, this Value, many bool) callback {
	o, ok := v.(*Object)
	if !ok {
		panic(r.valueNotAFunction(v)) // execbox_v8words.go
	}
	c, ok := r.newCallback(o, this, many)
	if !ok {
		panic(r.valueNotAFunction(v))
	}
	return c
}

// release pops the try frame of the fast path; built-ins defer it.
func (c *callback) release() {
	if c.fn != nil {
		c.vm.tryStack = c.vm.tryStack[:c.tryLen]
	}
}

// wants says whether the n-th argument (from 0) is pushed, so that a
// built-in can skip building a value nobody sees.
func (c *callback) wants(n int) bool {
	return n < c.maxArgs
}

// call calls the function with the first n values of c.args.
func (c *callback) call(n int) Value {
	if c.fn == nil {
		// A slice of c.args would make every callback escape to the heap.
		if c.slowArgs == nil {
			c.slowArgs = make([]Value, len(c.args))
		}
		copy(c.slowArgs, c.args[:n])
		return c.slow(FunctionCall{This: c.this, Arguments: c.slowArgs[:n]})
	}
	if n > c.maxArgs {
		n = c.maxArgs
	}
	vm := c.vm
	sp := vm.sp
	vm.stack.expand(sp + n + 1)
	vm.stack[sp] = c.fnVal
	vm.stack[sp+1] = c.this
	for i, arg := range c.args[:n] {
		if arg == nil {
			arg = _undefined
		}
		vm.stack[sp+2+i] = arg
	}
	vm.sp = sp + n + 2

	// As in __call: when the built-in was called from Go with a program
	// still running, an extra frame makes run() halt after ret.
	needPop := false
	if vm.prg != nil {
		vm.pushCtx()
		vm.callStack = append(vm.callStack, context{pc: -2})
		needPop = true
	} else {
		vm.pc = -2
		vm.pushCtx()
	}
	fn := c.fn
	vm.args = n
	vm.prg = fn.prg
	vm.stash = fn.stash
	vm.privEnv = fn.privEnv
	vm.newTarget = c.newTarget
	vm.pc = 0
	for {
		if ex := vm.runTryInner(); ex != nil {
			panic(ex)
		}
		if vm.halted() {
			break
		}
	}
	if needPop {
		vm.popCtx()
	}
	return vm.pop()
}

// call1 .. call4 set the arguments and call.
func (c *callback) call2(a, b Value) Value {
	c.args[0], c.args[1] = a, b
	return c.call(2)
}

// callElem calls the function with an element, its index and the object,
// the arguments of map, filter, forEach and the others. The index is boxed
// only if the function can see it.
func (c *callback) callElem(val Value, k int64, o *Object) Value {
	c.args[0] = val
	if c.wants(1) {
		c.args[1] = valueInt(k)
		c.args[2] = o
	}
	return c.call(3)
}

// callReduce calls the function with the accumulator, an element, its
// index and the object, the arguments of reduce and reduceRight.
func (c *callback) callReduce(acc, val Value, k int64, o *Object) Value {
	c.args[0], c.args[1] = acc, val
	if c.wants(2) {
		c.args[2] = valueInt(k)
		c.args[3] = o
	}
	return c.call(4)
}

// sortComparator prepares the comparator of Array.prototype.sort and
// toSorted: nil for undefined, a TypeError for anything else that is not
// callable. The caller defers its release.
func (r *Runtime) sortComparator(arg Value) *callback {
	if arg == _undefined {
		return nil
	}
	if obj, isObj := arg.(*Object); isObj {
		if c, ok := r.newCallback(obj, _undefined, false); ok {
			return &c
		}
	}
	panic(r.NewTypeError("The comparison function must be either a function or undefined"))
}

// callValIdx calls the function with a value and its index, the arguments
// of Array.from's mapping function.
func (c *callback) callValIdx(val Value, k int64) Value {
	c.args[0] = val
	if c.wants(1) {
		c.args[1] = valueInt(k)
	}
	return c.call(2)
}

// callAccessor calls a getter (v nil) or a setter with this, as its Call
// method would. A getter or setter written in JavaScript (a plain function
// or a method: `get total() {...}`) is called without the method value
// that assertCallable allocates on every property read.
func callAccessor(fn *Object, this, v Value) Value {
	var js *baseJsFuncObject
	switch f := fn.self.(type) {
	case *funcObject:
		js = &f.baseJsFuncObject
	case *methodFuncObject:
		js = &f.baseJsFuncObject
	}
	if js != nil {
		if v == nil {
			return js._call(nil, nil, nilSafe(this))
		}
		args := [1]Value{v}
		return js._call(args[:], nil, nilSafe(this))
	}
	call, _ := fn.self.assertCallable()
	if v == nil {
		return call(FunctionCall{This: this})
	}
	return call(FunctionCall{This: this, Arguments: []Value{v}})
}
