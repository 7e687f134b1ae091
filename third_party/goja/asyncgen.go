package goja

import "github.com/dop251/goja/unistring"

// Async generators (async function*), for await, and the intrinsics of async
// iteration: %AsyncIteratorPrototype%, %AsyncGeneratorFunction%,
// %AsyncGeneratorPrototype% and %AsyncFromSyncIteratorPrototype%
// (ECMA-262 27.1.4, 27.4, 27.6). An execbox patch (PATCHES.md).
//
// An async generator runs its body with the suspension mechanism of goja's
// generators and async functions (type generator): the body stops at every
// await, yield and yield* marker and the driver below resumes it. The driver
// keeps the specification's request queue: each call of next, return or
// throw enqueues a request with a promise capability, and a request is
// settled when the body yields, returns or throws. Awaits go through the
// runtime's promise jobs, as an async function's do. yield* is driven here in
// Go, as goja drives a generator's yield*, because every step of the inner
// iterator is awaited.
//
// for await loops are compiled (compiler_stmt.go) to the instructions at the
// end of this file: the loop keeps its iterator on the iteration stack in
// iterStackItem.asyncIter, which unwinding never closes, and its body runs in
// a try block whose finally block closes the iterator and awaits the result
// of its return method, on break, return, throw, or an async generator's
// return while suspended in the body.

type asyncGenState uint8

const (
	asyncGenSuspendedStart asyncGenState = iota
	asyncGenSuspendedYield
	asyncGenExecuting
	asyncGenDrainingQueue
	asyncGenCompleted
)

type completionKind uint8

const (
	completionNormal completionKind = iota
	completionThrow
	completionReturn
)

type asyncGenRequest struct {
	kind  completionKind
	value Value
	cap   *promiseCapability
}

type asyncGeneratorObject struct {
	baseObject
	gen   generator
	state asyncGenState
	queue []asyncGenRequest
	// delegated is the inner iterator while the body is in a yield*.
	delegated *iteratorRecord
	// resumeWithValue tells whether the instruction the body is suspended at
	// takes the value it is resumed with (a yield or await whose result is
	// used) or not (the start of the body, a yield in statement position).
	resumeWithValue bool
}

type asyncGeneratorFuncObject struct {
	baseJsFuncObject
}

type asyncGeneratorMethodFuncObject struct {
	methodFuncObject
}

type asyncFromSyncIterObject struct {
	baseObject
	sync *iteratorRecord
}

func (r *Runtime) newAsyncGeneratorFunc(name unistring.String, length int, strict bool) (f *asyncGeneratorFuncObject) {
	f = &asyncGeneratorFuncObject{}
	r.initBaseJsFunction(&f.baseJsFuncObject, strict)
	f.prototype = r.getAsyncGeneratorFunctionPrototype()
	f.val.self = f
	f.init(name, intToValue(int64(length)))
	f._putProp("prototype", r.newBaseObject(r.getAsyncGeneratorPrototype(), classObject).val, true, false, false)
	return
}

func (r *Runtime) newAsyncGeneratorMethod(name unistring.String, length int, strict bool) (f *asyncGeneratorMethodFuncObject) {
	f = &asyncGeneratorMethodFuncObject{}
	r.initBaseJsFunction(&f.baseJsFuncObject, strict)
	f.prototype = r.getAsyncGeneratorFunctionPrototype()
	f.val.self = f
	f.init(name, intToValue(int64(length)))
	f._putProp("prototype", r.newBaseObject(r.getAsyncGeneratorPrototype(), classObject).val, true, false, false)
	return
}

type newAsyncGeneratorFunc struct {
	newFunc
}

func (n *newAsyncGeneratorFunc) exec(vm *vm) {
	obj := vm.r.newAsyncGeneratorFunc(n.name, n.length, n.strict)
	obj.prg = n.prg
	obj.stash = vm.stash
	obj.privEnv = vm.privEnv
	obj.src = n.source
	vm.push(obj.val)
	vm.pc++
}

type newAsyncGeneratorMethod struct {
	newMethod
}

func (n *newAsyncGeneratorMethod) exec(vm *vm) {
	obj := vm.r.newAsyncGeneratorMethod(n.name, n.length, n.strict)
	n._exec(vm, &obj.methodFuncObject)
}

func (f *baseJsFuncObject) asyncGeneratorCall(vmCall func(*vm, int), nArgs int) Value {
	o := &Object{runtime: f.val.runtime}
	genObj := &asyncGeneratorObject{
		baseObject: baseObject{
			class:      classObject,
			val:        o,
			extensible: true,
		},
	}
	o.self = genObj
	genObj.init(vmCall, nArgs)
	genObj.prototype = o.runtime.getPrototypeFromCtor(f.val, nil, o.runtime.getAsyncGeneratorPrototype())
	return o
}

func (f *asyncGeneratorFuncObject) vmCall(vm *vm, nArgs int) {
	vm.push(f.asyncGeneratorCall(f.baseJsFuncObject.vmCall, nArgs))
	vm.pc++
}

func (f *asyncGeneratorFuncObject) Call(call FunctionCall) Value {
	f.prepareForVmCall(call)
	return f.asyncGeneratorCall(f.baseJsFuncObject.vmCall, len(call.Arguments))
}

func (f *asyncGeneratorFuncObject) assertCallable() (func(FunctionCall) Value, bool) {
	return f.Call, true
}

func (f *asyncGeneratorFuncObject) export(*objectExportCtx) interface{} {
	return f.Call
}

func (f *asyncGeneratorFuncObject) assertConstructor() func(args []Value, newTarget *Object) *Object {
	return nil
}

func (f *asyncGeneratorMethodFuncObject) vmCall(vm *vm, nArgs int) {
	vm.push(f.asyncGeneratorCall(f.methodFuncObject.vmCall, nArgs))
	vm.pc++
}

func (f *asyncGeneratorMethodFuncObject) Call(call FunctionCall) Value {
	f.prepareForVmCall(call)
	return f.asyncGeneratorCall(f.methodFuncObject.vmCall, len(call.Arguments))
}

func (f *asyncGeneratorMethodFuncObject) assertCallable() (func(FunctionCall) Value, bool) {
	return f.Call, true
}

func (f *asyncGeneratorMethodFuncObject) export(*objectExportCtx) interface{} {
	return f.Call
}

// init runs the function's prologue (the parameters' initialisers, which
// throw synchronously, as the specification says) up to the marker at the
// start of the body.
func (g *asyncGeneratorObject) init(vmCall func(*vm, int), nArgs int) {
	g.baseObject.init()
	vm := g.val.runtime.vm
	g.gen.vm = vm

	g.gen.enter()
	vmCall(vm, nArgs)

	_, _, ex := g.gen.step()

	vm.popTryFrame()
	if ex != nil {
		panic(ex)
	}

	g.state = asyncGenSuspendedStart
	vm.popCtx()
}

// nextReturn resumes a suspended body with a return completion: it runs the
// finally blocks that enclose the suspension point, as a generator's return
// does.
func (g *generator) nextReturn(v Value) (Value, resultType, *Exception) {
	g.returning = v
	g.enterNext()
	if !g.enterNextFinallyFrame() {
		vm := g.vm
		vm.popTryFrame()
		ex := vm.restoreStacks(g.iterStackLen, g.refStackLen)
		vm.callStack = vm.callStack[:len(vm.callStack)-1]
		vm.sp = vm.sb - 1
		vm.popCtx()
		g.returning = nil
		if ex != nil {
			return nil, resultNormal, ex
		}
		return v, resultNormal, nil
	}
	res, rt, ex := g.step()
	g.vm.popTryFrame()
	g.vm.popCtx()
	return res, rt, ex
}

// resumeFrame is AsyncGeneratorResume: it runs the body from where it is
// suspended with a completion, up to its next suspension or its end.
func (g *asyncGeneratorObject) resumeFrame(kind completionKind, v Value) {
	g.state = asyncGenExecuting
	var res Value
	var rt resultType
	var ex *Exception
	switch kind {
	case completionNormal:
		if !g.resumeWithValue {
			v = nil
		}
		res, rt, ex = g.gen.next(v)
	case completionThrow:
		res, rt, ex = g.gen.nextThrow(v)
	default:
		res, rt, ex = g.gen.nextReturn(v)
	}
	g.onStep(res, rt, ex)
}

func (g *asyncGeneratorObject) onStep(res Value, rt resultType, ex *Exception) {
	if ex != nil {
		g.delegated = nil
		g.state = asyncGenDrainingQueue
		g.completeStep(completionThrow, ex.val, true)
		g.drainQueue()
		return
	}
	switch rt {
	case resultAwait:
		g.resumeWithValue = true
		g.await(res, func(v Value) {
			g.resumeFrame(completionNormal, v)
		}, func(reason Value) {
			g.resumeFrame(completionThrow, reason)
		})
	case resultYield, resultYieldRes:
		g.resumeWithValue = rt == resultYieldRes
		g.yield(res)
	case resultYieldDelegate, resultYieldDelegateRes:
		g.resumeWithValue = rt == resultYieldDelegateRes
		g.startDelegation(res)
	default:
		g.state = asyncGenDrainingQueue
		g.completeStep(completionNormal, res, true)
		g.drainQueue()
	}
}

// await is Await(v) on behalf of the body: PromiseResolve, then a reaction
// for each outcome. An abrupt PromiseResolve rejects at once.
func (g *asyncGeneratorObject) await(v Value, onFulfilled, onRejected func(Value)) {
	r := g.val.runtime
	var p *Promise
	if ex := r.vm.try(func() { p = r.promiseToAwait(v) }); ex != nil {
		onRejected(ex.val)
		return
	}
	p.addReactions(&promiseReaction{
		typ: promiseReactionFulfill,
		handler: &jobCallback{callback: func(call FunctionCall) Value {
			onFulfilled(call.Argument(0))
			return _undefined
		}},
	}, &promiseReaction{
		typ: promiseReactionReject,
		handler: &jobCallback{callback: func(call FunctionCall) Value {
			onRejected(call.Argument(0))
			return _undefined
		}},
	})
}

// promiseToAwait is PromiseResolve(%Promise%, v) as Await uses it.
func (r *Runtime) promiseToAwait(v Value) *Promise {
	if p, ok := r.promiseResolve(r.getPromise(), v).self.(*Promise); ok {
		return p
	}
	// An object that is not a promise but whose constructor is %Promise%.
	pcap := r.newPromiseCapability(r.getPromise())
	pcap.resolve(v)
	return pcap.promise.self.(*Promise)
}

// yield is AsyncGeneratorYield: it settles the current request and goes on
// with the next one at once if there is one.
func (g *asyncGeneratorObject) yield(v Value) {
	g.completeStep(completionNormal, v, false)
	if len(g.queue) > 0 {
		req := g.queue[0]
		g.resumeAfterYield(req.kind, req.value)
		return
	}
	g.state = asyncGenSuspendedYield
}

// resumeAfterYield resumes the body suspended at a yield (or in a yield*):
// a return completion's value is awaited first
// (AsyncGeneratorUnwrapYieldResumption).
func (g *asyncGeneratorObject) resumeAfterYield(kind completionKind, v Value) {
	g.state = asyncGenExecuting
	if kind == completionReturn {
		g.await(v, func(v Value) {
			g.received(completionReturn, v)
		}, func(reason Value) {
			g.received(completionThrow, reason)
		})
		return
	}
	g.received(kind, v)
}

func (g *asyncGeneratorObject) received(kind completionKind, v Value) {
	if g.delegated != nil {
		g.delegateStep(kind, v)
	} else {
		g.resumeFrame(kind, v)
	}
}

// completeStep is AsyncGeneratorCompleteStep: it settles the oldest request.
func (g *asyncGeneratorObject) completeStep(kind completionKind, v Value, done bool) {
	req := g.queue[0]
	g.queue[0] = asyncGenRequest{}
	g.queue = g.queue[1:]
	if kind == completionThrow {
		req.cap.reject(v)
	} else {
		req.cap.resolve(g.val.runtime.createIterResultObject(v, done))
	}
}

// drainQueue is AsyncGeneratorDrainQueue: once the body has completed, it
// settles the requests left, awaiting the value of a return.
func (g *asyncGeneratorObject) drainQueue() {
	for {
		if len(g.queue) == 0 {
			g.state = asyncGenCompleted
			return
		}
		req := g.queue[0]
		switch req.kind {
		case completionReturn:
			g.awaitReturn()
			return
		case completionThrow:
			g.completeStep(completionThrow, req.value, true)
		default:
			g.completeStep(completionNormal, _undefined, true)
		}
	}
}

// awaitReturn is AsyncGeneratorAwaitReturn.
func (g *asyncGeneratorObject) awaitReturn() {
	g.await(g.queue[0].value, func(v Value) {
		g.completeStep(completionNormal, v, true)
		g.drainQueue()
	}, func(reason Value) {
		g.completeStep(completionThrow, reason, true)
		g.drainQueue()
	})
}

func (g *asyncGeneratorObject) enqueue(kind completionKind, v Value, pcap *promiseCapability) {
	g.queue = append(g.queue, asyncGenRequest{kind: kind, value: v, cap: pcap})
}

// startDelegation begins a yield*: GetIterator(value, async).
func (g *asyncGeneratorObject) startDelegation(iterable Value) {
	r := g.val.runtime
	var rec *iteratorRecord
	if ex := r.vm.try(func() { rec = r.getAsyncIterator(iterable) }); ex != nil {
		g.resumeFrame(completionThrow, ex.val)
		return
	}
	g.delegated = rec
	g.delegateStep(completionNormal, _undefined)
}

func (g *asyncGeneratorObject) throwIntoFrame(reason Value) {
	g.delegated = nil
	g.resumeFrame(completionThrow, reason)
}

// delegateStep passes a completion the generator received during a yield*
// on to the inner iterator.
func (g *asyncGeneratorObject) delegateStep(kind completionKind, v Value) {
	r := g.val.runtime
	g.state = asyncGenExecuting
	d := g.delegated
	var res Value
	var method func(FunctionCall) Value
	switch kind {
	case completionNormal:
		if ex := r.vm.try(func() { res = d.callNext(v) }); ex != nil {
			g.throwIntoFrame(ex.val)
			return
		}
		g.await(res, g.onDelegateResult(false), g.throwIntoFrame)
	case completionThrow:
		if ex := r.vm.try(func() { method = toMethod(d.iterator.self.getStr("throw", nil)) }); ex != nil {
			g.throwIntoFrame(ex.val)
			return
		}
		if method == nil {
			// The inner iterator cannot take the exception: close it, then
			// end the yield* with a TypeError.
			g.delegated = nil
			r.asyncIteratorClose(d, func(ex Value) {
				if ex == nil {
					ex = r.NewTypeError("The iterator does not provide a 'throw' method")
				}
				g.resumeFrame(completionThrow, ex)
			})
			return
		}
		if ex := r.vm.try(func() { res = method(FunctionCall{This: d.iterator, Arguments: []Value{v}}) }); ex != nil {
			g.throwIntoFrame(ex.val)
			return
		}
		g.await(res, g.onDelegateResult(false), g.throwIntoFrame)
	default:
		if ex := r.vm.try(func() { method = toMethod(d.iterator.self.getStr("return", nil)) }); ex != nil {
			g.throwIntoFrame(ex.val)
			return
		}
		if method == nil {
			g.delegated = nil
			g.await(v, func(v Value) {
				g.resumeFrame(completionReturn, v)
			}, func(reason Value) {
				g.resumeFrame(completionThrow, reason)
			})
			return
		}
		if ex := r.vm.try(func() { res = method(FunctionCall{This: d.iterator, Arguments: []Value{v}}) }); ex != nil {
			g.throwIntoFrame(ex.val)
			return
		}
		g.await(res, g.onDelegateResult(true), g.throwIntoFrame)
	}
}

// onDelegateResult handles an awaited result of the inner iterator: a done
// result ends the yield* (with a return if it answered a return), any other
// is yielded as is.
func (g *asyncGeneratorObject) onDelegateResult(isReturn bool) func(Value) {
	return func(res Value) {
		r := g.val.runtime
		var done bool
		var value Value
		if ex := r.vm.try(func() {
			o := r.iterResultObject(res)
			done = iteratorComplete(o)
			value = iteratorValue(o)
		}); ex != nil {
			g.throwIntoFrame(ex.val)
			return
		}
		if !done {
			g.yield(value)
			return
		}
		g.delegated = nil
		if isReturn {
			g.await(value, func(v Value) {
				g.resumeFrame(completionReturn, v)
			}, func(reason Value) {
				g.resumeFrame(completionThrow, reason)
			})
			return
		}
		g.resumeFrame(completionNormal, value)
	}
}

// iterResultObject checks that an iterator's result is an object.
func (r *Runtime) iterResultObject(v Value) *Object {
	if o, ok := v.(*Object); ok {
		return o
	}
	panic(r.NewTypeError("Iterator result %s is not an object", v.String()))
}

func (ir *iteratorRecord) callNext(v Value) Value {
	if ir.next == nil {
		panic(ir.nextNotCallable()) // execbox_callsite.go
	}
	if v == nil {
		return ir.next(FunctionCall{This: ir.iterator})
	}
	return ir.next(FunctionCall{This: ir.iterator, Arguments: []Value{v}})
}

// asyncIteratorClose is AsyncIteratorClose with a normal completion, from Go:
// done gets the exception that closing raised, or nil.
func (r *Runtime) asyncIteratorClose(rec *iteratorRecord, done func(ex Value)) {
	var res Value
	var method func(FunctionCall) Value
	if ex := r.vm.try(func() {
		method = toMethod(rec.iterator.self.getStr("return", nil))
		if method != nil {
			res = method(FunctionCall{This: rec.iterator})
		}
	}); ex != nil {
		done(ex.val)
		return
	}
	if method == nil {
		done(nil)
		return
	}
	var p *Promise
	if ex := r.vm.try(func() { p = r.promiseToAwait(res) }); ex != nil {
		done(ex.val)
		return
	}
	p.addReactions(&promiseReaction{
		typ: promiseReactionFulfill,
		handler: &jobCallback{callback: func(call FunctionCall) Value {
			if _, ok := call.Argument(0).(*Object); !ok {
				done(r.NewTypeError("Iterator result %s is not an object", call.Argument(0).String()))
			} else {
				done(nil)
			}
			return _undefined
		}},
	}, &promiseReaction{
		typ: promiseReactionReject,
		handler: &jobCallback{callback: func(call FunctionCall) Value {
			done(call.Argument(0))
			return _undefined
		}},
	})
}

// getAsyncIterator is GetIterator(obj, async): the object's
// Symbol.asyncIterator method, or its Symbol.iterator method wrapped by
// CreateAsyncFromSyncIterator.
func (r *Runtime) getAsyncIterator(obj Value) *iteratorRecord {
	return r.getAsyncIteratorAt(obj, nil)
}

// getAsyncIteratorAt is getAsyncIterator with V8's words for a value that
// is not async iterable; vm, when set, is at the for await instruction
// whose source expression names it (execbox_calleewords.go).
func (r *Runtime) getAsyncIteratorAt(obj Value, vm *vm) *iteratorRecord {
	if obj == _undefined || obj == _null || obj == nil {
		panic(r.cannotRead(nilSafe(obj), "Symbol(Symbol.asyncIterator)"))
	}
	method := toMethod(r.getV(obj, SymAsyncIterator))
	if method == nil {
		syncMethod := iterMethod(r.getV(obj, SymIterator))
		if syncMethod == nil {
			panic(r.notAsyncIterable(obj, vm))
		}
		return r.createAsyncFromSyncIterator(r.getIterator(obj, syncMethod))
	}
	iter, ok := method(FunctionCall{This: obj}).(*Object)
	if !ok {
		panic(r.NewTypeError("Result of the Symbol.asyncIterator method is not an object"))
	}
	var next func(FunctionCall) Value
	if o, ok := iter.self.getStr("next", nil).(*Object); ok {
		if call, ok := o.self.assertCallable(); ok {
			next = call
		}
	}
	return &iteratorRecord{iterator: iter, next: next}
}

func (r *Runtime) createAsyncFromSyncIterator(sync *iteratorRecord) *iteratorRecord {
	o := &Object{runtime: r}
	it := &asyncFromSyncIterObject{sync: sync}
	it.class = classObject
	it.val = o
	it.extensible = true
	it.prototype = r.getAsyncFromSyncIteratorPrototype()
	o.self = it
	it.init()
	return &iteratorRecord{iterator: o, next: r.asyncFromSyncIterProto_next}
}

func (r *Runtime) thisAsyncFromSyncIter(this Value) *asyncFromSyncIterObject {
	if o, ok := this.(*Object); ok {
		if it, ok := o.self.(*asyncFromSyncIterObject); ok {
			return it
		}
	}
	panic(r.NewTypeError("Method called on incompatible receiver"))
}

func (r *Runtime) asyncFromSyncIterProto_next(call FunctionCall) Value {
	it := r.thisAsyncFromSyncIter(call.This)
	pcap := r.newPromiseCapability(r.getPromise())
	var result *Object
	if ex := r.vm.try(func() {
		var v Value
		if len(call.Arguments) > 0 {
			v = call.Arguments[0]
		}
		result = r.iterResultObject(it.sync.callNext(v))
	}); ex != nil {
		pcap.reject(ex.val)
		return pcap.promise
	}
	r.asyncFromSyncContinuation(result, pcap, it.sync, true)
	return pcap.promise
}

func (r *Runtime) asyncFromSyncIterProto_return(call FunctionCall) Value {
	it := r.thisAsyncFromSyncIter(call.This)
	pcap := r.newPromiseCapability(r.getPromise())
	var result *Object
	var method func(FunctionCall) Value
	if ex := r.vm.try(func() {
		method = toMethod(it.sync.iterator.self.getStr("return", nil))
		if method != nil {
			result = r.iterResultObject(method(FunctionCall{This: it.sync.iterator, Arguments: call.Arguments}))
		}
	}); ex != nil {
		pcap.reject(ex.val)
		return pcap.promise
	}
	if method == nil {
		pcap.resolve(r.createIterResultObject(call.Argument(0), true))
		return pcap.promise
	}
	r.asyncFromSyncContinuation(result, pcap, it.sync, false)
	return pcap.promise
}

func (r *Runtime) asyncFromSyncIterProto_throw(call FunctionCall) Value {
	it := r.thisAsyncFromSyncIter(call.This)
	pcap := r.newPromiseCapability(r.getPromise())
	var result *Object
	var method func(FunctionCall) Value
	if ex := r.vm.try(func() {
		method = toMethod(it.sync.iterator.self.getStr("throw", nil))
		if method != nil {
			result = r.iterResultObject(method(FunctionCall{This: it.sync.iterator, Arguments: []Value{call.Argument(0)}}))
		} else {
			// Give the iterator a chance to clean up before rejecting.
			if ret := toMethod(it.sync.iterator.self.getStr("return", nil)); ret != nil {
				r.iterResultObject(ret(FunctionCall{This: it.sync.iterator}))
			}
			panic(r.NewTypeError("The iterator does not provide a 'throw' method"))
		}
	}); ex != nil {
		pcap.reject(ex.val)
		return pcap.promise
	}
	r.asyncFromSyncContinuation(result, pcap, it.sync, true)
	return pcap.promise
}

// asyncFromSyncCloseOnRejection: ES2025 has for await close a sync iterator
// whose value is a promise that rejects (AsyncFromSyncIteratorContinuation's
// closeOnRejection). V8 (Node 20 and 22) does not, and the runner follows V8,
// so this is off; the code is kept for when V8 catches up.
const asyncFromSyncCloseOnRejection = false

// asyncFromSyncContinuation is AsyncFromSyncIteratorContinuation: it
// awaits the value of a sync iterator's result, and closes the sync
// iterator if that value is a promise that rejects (see
// asyncFromSyncCloseOnRejection).
func (r *Runtime) asyncFromSyncContinuation(result *Object, pcap *promiseCapability, sync *iteratorRecord, closeOnRejection bool) {
	closeOnRejection = closeOnRejection && asyncFromSyncCloseOnRejection
	var done bool
	var wrapper *Promise
	if ex := r.vm.try(func() {
		done = iteratorComplete(result)
		value := iteratorValue(result)
		if ex := r.vm.try(func() { wrapper = r.promiseToAwait(value) }); ex != nil {
			if !done && closeOnRejection {
				_ = r.vm.try(sync.returnIter)
			}
			panic(ex)
		}
	}); ex != nil {
		pcap.reject(ex.val)
		return
	}
	onRejected := (*jobCallback)(nil)
	if !done && closeOnRejection {
		onRejected = &jobCallback{callback: func(call FunctionCall) Value {
			_ = r.vm.try(sync.returnIter)
			panic(call.Argument(0))
		}}
	}
	wrapper.addReactions(&promiseReaction{
		capability: pcap,
		typ:        promiseReactionFulfill,
		handler: &jobCallback{callback: func(call FunctionCall) Value {
			return r.createIterResultObject(call.Argument(0), done)
		}},
	}, &promiseReaction{
		capability: pcap,
		typ:        promiseReactionReject,
		handler:    onRejected,
	})
}

// The methods of %AsyncGeneratorPrototype%.

func (r *Runtime) asyncGenProto(kind completionKind, name string) func(FunctionCall) Value {
	return func(call FunctionCall) Value {
		pcap := r.newPromiseCapability(r.getPromise())
		var g *asyncGeneratorObject
		if o, ok := call.This.(*Object); ok {
			g, _ = o.self.(*asyncGeneratorObject)
		}
		if g == nil {
			pcap.reject(r.NewTypeError("Method [AsyncGenerator].prototype.%s called on incompatible receiver %s", name, r.v8String(call.This)))
			return pcap.promise
		}
		v := call.Argument(0)
		switch kind {
		case completionNormal:
			if g.state == asyncGenCompleted {
				pcap.resolve(r.createIterResultObject(_undefined, true))
				return pcap.promise
			}
			g.enqueue(kind, v, pcap)
			switch g.state {
			case asyncGenSuspendedStart:
				g.resumeFrame(completionNormal, v)
			case asyncGenSuspendedYield:
				g.resumeAfterYield(completionNormal, v)
			}
		case completionReturn:
			g.enqueue(kind, v, pcap)
			switch g.state {
			case asyncGenSuspendedStart, asyncGenCompleted:
				g.state = asyncGenDrainingQueue
				g.awaitReturn()
			case asyncGenSuspendedYield:
				g.resumeAfterYield(completionReturn, v)
			}
		default:
			if g.state == asyncGenSuspendedStart {
				g.state = asyncGenCompleted
			}
			if g.state == asyncGenCompleted {
				pcap.reject(v)
				return pcap.promise
			}
			g.enqueue(kind, v, pcap)
			if g.state == asyncGenSuspendedYield {
				g.resumeAfterYield(completionThrow, v)
			}
		}
		return pcap.promise
	}
}

// The intrinsics.

func (r *Runtime) getAsyncIteratorPrototype() *Object {
	o := r.global.AsyncIteratorPrototype
	if o == nil {
		o = &Object{runtime: r}
		r.global.AsyncIteratorPrototype = o
		b := newBaseObjectObj(o, r.global.ObjectPrototype, classObject)
		b._putSym(SymAsyncIterator, valueProp(r.newNativeFunc(r.returnThis, "[Symbol.asyncIterator]", 0), true, false, true))
	}
	return o
}

func (r *Runtime) getAsyncGeneratorPrototype() *Object {
	o := r.global.AsyncGeneratorPrototype
	if o == nil {
		o = &Object{runtime: r}
		r.global.AsyncGeneratorPrototype = o
		b := newBaseObjectObj(o, r.getAsyncIteratorPrototype(), classObject)
		b._putProp("constructor", r.getAsyncGeneratorFunctionPrototype(), false, false, true)
		b._putProp("next", r.newNativeFunc(r.asyncGenProto(completionNormal, "next"), "next", 1), true, false, true)
		b._putProp("return", r.newNativeFunc(r.asyncGenProto(completionReturn, "return"), "return", 1), true, false, true)
		b._putProp("throw", r.newNativeFunc(r.asyncGenProto(completionThrow, "throw"), "throw", 1), true, false, true)
		b._putSym(SymToStringTag, valueProp(asciiString("AsyncGenerator"), false, false, true))
	}
	return o
}

func (r *Runtime) getAsyncGeneratorFunctionPrototype() *Object {
	o := r.global.AsyncGeneratorFunctionPrototype
	if o == nil {
		o = &Object{runtime: r}
		r.global.AsyncGeneratorFunctionPrototype = o
		b := newBaseObjectObj(o, r.getFunctionPrototype(), classObject)
		b._putProp("constructor", r.getAsyncGeneratorFunction(), false, false, true)
		b._putProp("prototype", r.getAsyncGeneratorPrototype(), false, false, true)
		b._putSym(SymToStringTag, valueProp(asciiString("AsyncGeneratorFunction"), false, false, true))
	}
	return o
}

func (r *Runtime) getAsyncGeneratorFunction() *Object {
	o := r.global.AsyncGeneratorFunction
	if o == nil {
		o = &Object{runtime: r}
		r.global.AsyncGeneratorFunction = o
		f := r.newNativeFuncConstructObj(o, func(args []Value, proto *Object) *Object {
			return r.functionCtor(args, proto, true, true)
		}, "AsyncGeneratorFunction", r.getAsyncGeneratorFunctionPrototype(), 1)
		// %AsyncGeneratorFunction% inherits from %Function%.
		f.prototype = r.getFunction()
		o.self = f
	}
	return o
}

func (r *Runtime) getAsyncFromSyncIteratorPrototype() *Object {
	o := r.global.AsyncFromSyncIteratorPrototype
	if o == nil {
		o = &Object{runtime: r}
		r.global.AsyncFromSyncIteratorPrototype = o
		b := newBaseObjectObj(o, r.getAsyncIteratorPrototype(), classObject)
		b._putProp("next", r.newNativeFunc(r.asyncFromSyncIterProto_next, "next", 1), true, false, true)
		b._putProp("return", r.newNativeFunc(r.asyncFromSyncIterProto_return, "return", 1), true, false, true)
		b._putProp("throw", r.newNativeFunc(r.asyncFromSyncIterProto_throw, "throw", 1), true, false, true)
	}
	return o
}

// The instructions of for await (compiler_stmt.go).

// iterateAsync pops the loop's operand and puts its async iterator on the
// iteration stack.
type _iterateAsync struct{}

var iterateAsync _iterateAsync

func (_iterateAsync) exec(vm *vm) {
	rec := vm.r.getAsyncIteratorAt(vm.stack[vm.sp-1], vm)
	vm.iterStack = append(vm.iterStack, iterStackItem{asyncIter: rec})
	vm.sp--
	vm.pc++
}

// asyncIterNext pushes the result of the iterator's next(), which an await
// follows.
type _asyncIterNext struct{}

var asyncIterNext _asyncIterNext

func (_asyncIterNext) exec(vm *vm) {
	rec := vm.iterStack[len(vm.iterStack)-1].asyncIter
	vm.push(rec.callNext(nil))
	vm.pc++
}

// asyncIterResult pops the awaited result of next(): when it is done it
// jumps out of the loop, otherwise it keeps its value for enumGet.
type asyncIterResult int32

func (jmp asyncIterResult) exec(vm *vm) {
	res := vm.r.iterResultObject(vm.stack[vm.sp-1])
	vm.sp--
	if iteratorComplete(res) {
		vm.pc += int(jmp)
		return
	}
	vm.iterStack[len(vm.iterStack)-1].val = iteratorValue(res)
	vm.pc++
}

// leaveTryNoFinally leaves the body's try block of a for await loop to go on
// with the next iteration, without the finally block that closes the
// iterator.
type leaveTryNoFinally struct{}

func (leaveTryNoFinally) exec(vm *vm) {
	vm.popTryFrame()
	vm.pc++
}

// asyncIterClose starts AsyncIteratorClose in the finally block of a for
// await loop's body. With no return method it jumps to skip. Otherwise it
// pushes the result of return() and falls through to an await and
// asyncIterCloseCheck; when the loop is left by an exception it jumps to
// thrown instead, where the await ignores a rejection, as the
// specification has AsyncIteratorClose ignore every error then.
type asyncIterClose struct {
	thrown, skip int32
}

func (c asyncIterClose) exec(vm *vm) {
	rec := vm.iterStack[len(vm.iterStack)-1].asyncIter
	if vm.tryStack[len(vm.tryStack)-1].exception != nil {
		var p Value
		_ = vm.try(func() {
			if method := toMethod(rec.iterator.self.getStr("return", nil)); method != nil {
				p = vm.r.settledPromise(method(FunctionCall{This: rec.iterator}))
			}
		})
		if p == nil {
			vm.pc += int(c.skip)
			return
		}
		vm.push(p)
		vm.pc += int(c.thrown)
		return
	}
	method := toMethod(rec.iterator.self.getStr("return", nil))
	if method == nil {
		vm.pc += int(c.skip)
		return
	}
	vm.push(method(FunctionCall{This: rec.iterator}))
	vm.pc++
}

// settledPromise returns a promise that fulfills with undefined once v
// settles, either way.
func (r *Runtime) settledPromise(v Value) Value {
	p := r.promiseToAwait(v)
	pcap := r.newPromiseCapability(r.getPromise())
	settled := &jobCallback{callback: func(FunctionCall) Value { return _undefined }}
	p.addReactions(&promiseReaction{capability: pcap, typ: promiseReactionFulfill, handler: settled},
		&promiseReaction{capability: pcap, typ: promiseReactionReject, handler: settled})
	return pcap.promise
}

// asyncIterCloseCheck pops the awaited result of return(), which must be an
// object.
type _asyncIterCloseCheck struct{}

var asyncIterCloseCheck _asyncIterCloseCheck

func (_asyncIterCloseCheck) exec(vm *vm) {
	vm.r.iterResultObject(vm.stack[vm.sp-1])
	vm.sp--
	vm.pc++
}
