package goja

import (
	"math"
	"sync/atomic"
	"time"

	"github.com/dop251/goja/unistring"
)

// This file is a patch carried by execbox-runner (PATCHES.md): the Atomics
// namespace, as Node 20 has it.
//
// The guest is one agent: no worker can share its memory, so every Atomics
// operation is the plain read-modify-write on the runtime's goroutine,
// atomic by construction. Waiting follows from the same fact:
//
//   - Atomics.wait blocks the goroutine, as it blocks Node's main thread,
//     and nothing can notify it: it returns "timed-out" when its timeout
//     has passed, and with no timeout it waits until the embedder
//     interrupts the runtime (Runtime.Interrupt wakes it at once, and the
//     wait unwinds with the usual uncatchable *InterruptedError), which is
//     what an infinite wait on Node's main thread comes to as well: a hang
//     until the process is killed.
//   - Atomics.waitAsync waiters can be notified, by Atomics.notify on the
//     same agent. A waiter's timeout needs a timer, which goja does not
//     have: the embedder lends one through SetHostTimer. Without one, a
//     waiter with a finite timeout waits until it is notified (what Node
//     does when nothing else keeps its event loop alive: its process ends
//     with the promise pending).

// asyncWaiter is one pending Atomics.waitAsync.
type asyncWaiter struct {
	promise *Promise
	cancel  func() // stops its timeout's timer, or nil
}

// HostTimer runs fn once, on the runtime's goroutine, after delay, unless
// the cancel function it returns is called first. fn is a function of the
// runtime; calling it runs the promise jobs it queues, as any call into
// the runtime from outside does.
type HostTimer func(delay time.Duration, fn Callable) (cancel func())

// SetHostTimer gives the runtime a timer, for what the specification leaves
// to the host's event loop: the timeout of Atomics.waitAsync, and the job
// that resolves a waiter Atomics.notify wakes (V8 runs it as a task of its
// own, after the current microtasks). Without a timer, a waitAsync with a
// finite timeout only ends when notified, and a notified waiter is
// resolved by a promise job. Call it on the runtime's goroutine.
func (r *Runtime) SetHostTimer(t HostTimer) {
	r.hostTimer = t
}

// atomicsTypedArray validates typedArray as ValidateIntegerTypedArray does
// (waitable: an Int32Array or a BigInt64Array only) and returns it.
func (r *Runtime) atomicsTypedArray(v Value, waitable bool) *typedArrayObject {
	o, ok := v.(*Object)
	var ta *typedArrayObject
	if ok {
		ta, _ = o.self.(*typedArrayObject)
	}
	if ta == nil {
		panic(r.NewTypeError("%s is not an integer typed array.", r.atomicsName(v)))
	}
	if ta.viewedArrayBuf.detached {
		panic(r.NewTypeError("Cannot perform Atomics operation on a detached ArrayBuffer"))
	}
	if waitable {
		switch ta.typedArray.(type) {
		case *int32Array, *bigInt64Array:
		default:
			panic(r.NewTypeError("%s is not an int32 or BigInt64 typed array.", r.atomicsName(v)))
		}
		return ta
	}
	switch ta.typedArray.(type) {
	case *int8Array, *uint8Array, *int16Array, *uint16Array, *int32Array, *uint32Array, *bigInt64Array, *bigUint64Array:
	default:
		panic(r.NewTypeError("%s is not an integer typed array.", r.atomicsName(v)))
	}
	return ta
}

// atomicsName is how V8's Atomics messages name a value: [object
// Int32Array] for a typed array, #<Ctor> for another object.
func (r *Runtime) atomicsName(v Value) string {
	if o, ok := v.(*Object); ok {
		if _, ok := o.self.(*typedArrayObject); ok {
			return r.objectproto_toString(FunctionCall{This: v}).String()
		}
	}
	return r.receiverString(v)
}

// atomicsIndex is ValidateAtomicAccess: the element index requested,
// checked against the array's length.
func (r *Runtime) atomicsIndex(ta *typedArrayObject, v Value) int {
	length := ta.length
	var idx float64
	if i, ok := v.(valueInt); ok {
		idx = float64(i)
	} else {
		idx = v.ToNumber().ToFloat()
		if math.IsNaN(idx) {
			idx = 0
		}
		idx = math.Trunc(idx)
	}
	if !(idx >= 0 && idx < float64(length)) {
		panic(r.newError(r.getRangeError(), "Invalid atomic access index"))
	}
	return int(idx)
}

// atomicsRevalidate is RevalidateAtomicAccess: converting the operands
// ran guest code, which may have detached the buffer.
func (r *Runtime) atomicsRevalidate(ta *typedArrayObject, idx int) {
	if ta.viewedArrayBuf.detached {
		panic(r.NewTypeError("Cannot perform Atomics operation on a detached ArrayBuffer"))
	}
	if idx >= ta.length {
		panic(r.newError(r.getRangeError(), "Invalid atomic access index"))
	}
}

func isBigIntTypedArray(ta *typedArrayObject) bool {
	switch ta.typedArray.(type) {
	case *bigInt64Array, *bigUint64Array:
		return true
	}
	return false
}

// atomicsOperand converts a value to store as the specification does: a
// BigInt for a BigInt array, otherwise ToIntegerOrInfinity as a Number.
func atomicsOperand(ta *typedArrayObject, v Value) Value {
	if isBigIntTypedArray(ta) {
		return toBigInt(v)
	}
	if i, ok := v.(valueInt); ok {
		return i
	}
	f := v.ToNumber().ToFloat()
	switch {
	case math.IsNaN(f):
		return intToValue(0)
	case math.IsInf(f, 0):
		return floatToValue(f)
	}
	return floatToValue(math.Trunc(f) + 0) // +0 turns -0 into +0
}

// rawMask keeps the bits of one element of ta.
func rawMask(ta *typedArrayObject) uint64 {
	if ta.elemSize >= 8 {
		return math.MaxUint64
	}
	return 1<<(8*ta.elemSize) - 1
}

// atomicsRMW is AtomicReadModifyWrite: op gets the element's raw bits and
// the operand's, and returns the bits to store; the old value is returned.
func (r *Runtime) atomicsRMW(call FunctionCall, op func(old, v uint64) uint64) Value {
	ta := r.atomicsTypedArray(call.Argument(0), false)
	idx := r.atomicsIndex(ta, call.Argument(1))
	v := atomicsOperand(ta, call.Argument(2))
	r.atomicsRevalidate(ta, idx)
	i := ta.offset + idx
	old := ta.typedArray.get(i)
	ta.typedArray.setRaw(i, op(ta.typedArray.getRaw(i), ta.typedArray.toRaw(v)))
	return old
}

func (r *Runtime) atomics_add(call FunctionCall) Value {
	return r.atomicsRMW(call, func(old, v uint64) uint64 { return old + v })
}

func (r *Runtime) atomics_sub(call FunctionCall) Value {
	return r.atomicsRMW(call, func(old, v uint64) uint64 { return old - v })
}

func (r *Runtime) atomics_and(call FunctionCall) Value {
	return r.atomicsRMW(call, func(old, v uint64) uint64 { return old & v })
}

func (r *Runtime) atomics_or(call FunctionCall) Value {
	return r.atomicsRMW(call, func(old, v uint64) uint64 { return old | v })
}

func (r *Runtime) atomics_xor(call FunctionCall) Value {
	return r.atomicsRMW(call, func(old, v uint64) uint64 { return old ^ v })
}

func (r *Runtime) atomics_exchange(call FunctionCall) Value {
	return r.atomicsRMW(call, func(_, v uint64) uint64 { return v })
}

func (r *Runtime) atomics_compareExchange(call FunctionCall) Value {
	ta := r.atomicsTypedArray(call.Argument(0), false)
	idx := r.atomicsIndex(ta, call.Argument(1))
	expected := atomicsOperand(ta, call.Argument(2))
	replacement := atomicsOperand(ta, call.Argument(3))
	r.atomicsRevalidate(ta, idx)
	i := ta.offset + idx
	old := ta.typedArray.get(i)
	mask := rawMask(ta)
	if ta.typedArray.getRaw(i)&mask == ta.typedArray.toRaw(expected)&mask {
		ta.typedArray.setRaw(i, ta.typedArray.toRaw(replacement))
	}
	return old
}

func (r *Runtime) atomics_load(call FunctionCall) Value {
	ta := r.atomicsTypedArray(call.Argument(0), false)
	idx := r.atomicsIndex(ta, call.Argument(1))
	r.atomicsRevalidate(ta, idx)
	return ta.typedArray.get(ta.offset + idx)
}

func (r *Runtime) atomics_store(call FunctionCall) Value {
	ta := r.atomicsTypedArray(call.Argument(0), false)
	idx := r.atomicsIndex(ta, call.Argument(1))
	v := atomicsOperand(ta, call.Argument(2))
	r.atomicsRevalidate(ta, idx)
	ta.typedArray.setRaw(ta.offset+idx, ta.typedArray.toRaw(v))
	return v
}

func (r *Runtime) atomics_isLockFree(call FunctionCall) Value {
	// V8 on 64-bit machines: every size an integer typed array has.
	switch math.Trunc(call.Argument(0).ToNumber().ToFloat()) {
	case 1, 2, 4, 8:
		return valueTrue
	}
	return valueFalse
}

// atomicsWaitArgs is what DoWait validates and converts before it looks at
// memory, in the specification's order.
type atomicsWaitArgs struct {
	ta        *typedArrayObject
	byteIndex int     // in the buffer's data block
	timeout   float64 // milliseconds, +Inf for none
	equal     bool    // the element holds the value waited for
}

func (r *Runtime) atomicsWaitArgs(call FunctionCall) atomicsWaitArgs {
	ta := r.atomicsTypedArray(call.Argument(0), true)
	if !ta.viewedArrayBuf.isShared() {
		panic(r.NewTypeError("%s is not a shared typed array.", r.atomicsName(call.Argument(0))))
	}
	idx := r.atomicsIndex(ta, call.Argument(1))
	var want uint64
	if isBigIntTypedArray(ta) {
		want = uint64(toBigInt64(call.Argument(2)).Int64())
	} else {
		want = uint64(int64(toInt32(call.Argument(2))))
	}
	q := call.Argument(3).ToNumber().ToFloat()
	t := math.Inf(1)
	if !math.IsNaN(q) {
		t = max(q, 0)
	}
	i := ta.offset + idx
	return atomicsWaitArgs{
		ta:        ta,
		byteIndex: i * ta.elemSize,
		timeout:   t,
		equal:     ta.typedArray.getRaw(i) == want,
	}
}

func (r *Runtime) atomics_wait(call FunctionCall) Value {
	w := r.atomicsWaitArgs(call)
	if !w.equal {
		return asciiString("not-equal")
	}
	// The agent can suspend, as Node's main thread can; nothing can
	// notify it, so it sleeps out its timeout.
	r.atomicsSleep(w.timeout)
	return asciiString("timed-out")
}

// atomicsSleep blocks for ms milliseconds (+Inf: for ever) or until the
// runtime is interrupted, and then unwinds with the interrupt.
func (r *Runtime) atomicsSleep(ms float64) {
	if ms <= 0 {
		return
	}
	vm := r.vm
	vm.interruptLock.Lock()
	if atomic.LoadUint32(&vm.interrupted) != 0 {
		vm.interruptLock.Unlock()
		r.pollLongWork()
		return
	}
	wake := make(chan struct{})
	vm.interruptWake = wake
	vm.interruptLock.Unlock()

	var expired <-chan time.Time
	// Beyond 2^63 ns (292 years) a timeout is as good as none.
	if ms < float64(math.MaxInt64/int64(time.Millisecond)) {
		t := time.NewTimer(time.Duration(ms * float64(time.Millisecond)))
		defer t.Stop()
		expired = t.C
	}
	select {
	case <-wake:
	case <-expired:
	}
	vm.interruptLock.Lock()
	if vm.interruptWake == wake {
		vm.interruptWake = nil
	}
	vm.interruptLock.Unlock()
	r.pollLongWork()
}

func (r *Runtime) atomics_waitAsync(call FunctionCall) Value {
	w := r.atomicsWaitArgs(call)
	result := r.NewObject()
	if !w.equal || w.timeout == 0 {
		value := "timed-out"
		if !w.equal {
			value = "not-equal"
		}
		result.self._putProp("async", valueFalse, true, true, true)
		result.self._putProp("value", asciiString(value), true, true, true)
		return result
	}
	shared := w.ta.viewedArrayBuf.shared
	waiter := &asyncWaiter{promise: r.newPromise(r.getPromisePrototype())}
	if shared.waiters == nil {
		shared.waiters = make(map[int][]*asyncWaiter)
	}
	byteIndex := w.byteIndex
	shared.waiters[byteIndex] = append(shared.waiters[byteIndex], waiter)
	if r.hostTimer != nil && !math.IsInf(w.timeout, 1) && w.timeout < float64(math.MaxInt64/int64(time.Millisecond)) {
		fire := r.newNativeFunc(func(FunctionCall) Value {
			if shared.removeWaiter(byteIndex, waiter) {
				waiter.promise.fulfill(asciiString("timed-out"))
			}
			return _undefined
		}, "", 0)
		fn, _ := AssertFunction(fire)
		waiter.cancel = r.hostTimer(time.Duration(w.timeout*float64(time.Millisecond)), fn)
	}
	result.self._putProp("async", valueTrue, true, true, true)
	result.self._putProp("value", waiter.promise.val, true, true, true)
	return result
}

// removeWaiter takes w off the list of byteIndex, and reports whether it
// was there (it was not if it has already been notified).
func (s *sharedBlock) removeWaiter(byteIndex int, w *asyncWaiter) bool {
	list := s.waiters[byteIndex]
	for i, x := range list {
		if x == w {
			list = append(list[:i], list[i+1:]...)
			if len(list) == 0 {
				delete(s.waiters, byteIndex)
			} else {
				s.waiters[byteIndex] = list
			}
			return true
		}
	}
	return false
}

func (r *Runtime) atomics_notify(call FunctionCall) Value {
	ta := r.atomicsTypedArray(call.Argument(0), true)
	idx := r.atomicsIndex(ta, call.Argument(1))
	c := math.Inf(1)
	if count := call.Argument(2); count != _undefined {
		c = count.ToNumber().ToFloat()
		if math.IsNaN(c) {
			c = 0
		}
		c = max(math.Trunc(c), 0)
	}
	shared := ta.viewedArrayBuf.shared
	if shared == nil {
		return intToValue(0)
	}
	byteIndex := (ta.offset + idx) * ta.elemSize
	list := shared.waiters[byteIndex]
	n := len(list)
	if float64(n) > c {
		n = int(c)
	}
	if n == 0 {
		return intToValue(0)
	}
	woken := list[:n:n]
	if n == len(list) {
		delete(shared.waiters, byteIndex)
	} else {
		shared.waiters[byteIndex] = list[n:]
	}
	for _, w := range woken {
		if w.cancel != nil {
			w.cancel()
		}
		p := w.promise
		resolve := func() { p.fulfill(asciiString("ok")) }
		if r.hostTimer != nil {
			fn, _ := AssertFunction(r.newNativeFunc(func(FunctionCall) Value {
				resolve()
				return _undefined
			}, "", 0))
			r.hostTimer(0, fn)
		} else {
			r.enqueuePromiseJob(resolve)
		}
	}
	return intToValue(int64(n))
}

func (r *Runtime) createAtomics(val *Object) objectImpl {
	o := newBaseObjectObj(val, r.global.ObjectPrototype, classObject)
	for _, m := range []struct {
		name   string
		fn     func(FunctionCall) Value
		length int
	}{
		{"load", r.atomics_load, 2},
		{"store", r.atomics_store, 3},
		{"add", r.atomics_add, 3},
		{"sub", r.atomics_sub, 3},
		{"and", r.atomics_and, 3},
		{"or", r.atomics_or, 3},
		{"xor", r.atomics_xor, 3},
		{"exchange", r.atomics_exchange, 3},
		{"compareExchange", r.atomics_compareExchange, 4},
		{"isLockFree", r.atomics_isLockFree, 1},
		{"wait", r.atomics_wait, 4},
		{"waitAsync", r.atomics_waitAsync, 4},
		{"notify", r.atomics_notify, 3},
	} {
		name := unistring.String(m.name)
		o._putProp(name, r.newNativeFunc(m.fn, name, m.length), true, false, true)
	}
	o._putSym(SymToStringTag, valueProp(asciiString("Atomics"), false, false, true))
	return o
}

func (r *Runtime) getAtomics() *Object {
	ret := r.global.Atomics
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.Atomics = ret
		ret.self = r.createAtomics(ret)
	}
	return ret
}
