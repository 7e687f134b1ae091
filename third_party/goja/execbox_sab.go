package goja

import (
	"math"
	"weak"

	"github.com/dop251/goja/unistring"
)

// This file is a patch carried by execbox-runner (PATCHES.md):
// SharedArrayBuffer, as Node 20 has it, growable buffers included.
//
// A SharedArrayBuffer is an arrayBufferObject whose shared field is set, so
// that typed arrays, DataView and every built-in that reads a buffer's
// bytes work on it unchanged. The guest has one agent and no way to hand a
// buffer to another (no workers, no postMessage), so the shared data block
// is only ever touched by the runtime's own goroutine: an Atomics operation
// is the plain read-modify-write, atomic by construction (execbox_atomics.go).

// maxGrowableByteLength is the largest maxByteLength V8 (64-bit) accepts
// for a growable SharedArrayBuffer; beyond it, "Invalid array buffer max
// length".
const maxGrowableByteLength = 1 << 32

// sharedBlock is what makes an arrayBufferObject a SharedArrayBuffer: the
// data block's own state besides its bytes.
type sharedBlock struct {
	growable      bool
	maxByteLength int

	// tracking are the typed arrays and DataViews over a growable buffer
	// that were made without a length: their length follows the buffer's
	// as it grows. Held weakly: a view the guest has dropped must not live
	// as long as its buffer.
	tracking []weak.Pointer[Object]

	// buffers are the SharedArrayBuffer objects over a growable block once
	// structuredClone has made a second one (CloneSharedArrayBuffer in
	// execbox_clone.go); held weakly.
	buffers []weak.Pointer[arrayBufferObject]

	// waiters are the Atomics.waitAsync waiters by byte index in the block
	// (execbox_atomics.go).
	waiters map[int][]*asyncWaiter
}

// isShared is the specification's IsSharedArrayBuffer.
func (o *arrayBufferObject) isShared() bool {
	return o.shared != nil
}

// track makes view (a typed array or a DataView over this growable
// buffer, made without a length) follow the buffer's length when it grows.
func (s *sharedBlock) track(view *Object) {
	if len(s.tracking) >= 16 && len(s.tracking) == cap(s.tracking) {
		live := s.tracking[:0]
		for _, p := range s.tracking {
			if p.Value() != nil {
				live = append(live, p)
			}
		}
		clear(s.tracking[len(live):])
		s.tracking = live
	}
	s.tracking = append(s.tracking, weak.Make(view))
}

// grown updates the length of every length-tracking view after the
// buffer's length became byteLen. A shared buffer never shrinks, so no view
// ever goes out of bounds.
func (s *sharedBlock) grown(byteLen int) {
	live := s.tracking[:0]
	for _, p := range s.tracking {
		v := p.Value()
		if v == nil {
			continue
		}
		live = append(live, p)
		switch view := v.self.(type) {
		case *typedArrayObject:
			view.length = (byteLen - view.offset*view.elemSize) / view.elemSize
		case *dataViewObject:
			view.byteLen = byteLen - view.byteOffset
		}
	}
	clear(s.tracking[len(live):])
	s.tracking = live
}

// trackLength registers a view made without an explicit length over buf,
// if buf is a growable SharedArrayBuffer.
func (buf *arrayBufferObject) trackLength(view *Object) {
	if buf.shared != nil && buf.shared.growable {
		buf.shared.track(view)
	}
}

// tracksLength reports whether view follows the length of buf, a growable
// SharedArrayBuffer. Only subarray asks, so a walk of the list will do.
func (buf *arrayBufferObject) tracksLength(view *Object) bool {
	if buf.shared == nil || !buf.shared.growable {
		return false
	}
	for _, p := range buf.shared.tracking {
		if p.Value() == view {
			return true
		}
	}
	return false
}

func (r *Runtime) builtin_newSharedArrayBuffer(args []Value, newTarget *Object) *Object {
	if newTarget == nil {
		panic(r.NewTypeError("Constructor SharedArrayBuffer requires 'new'"))
	}
	byteLength := r.toIndexMsg(argAt(args, 0), "Invalid array buffer length")
	maxByteLength := -1
	if opts, ok := argAt(args, 1).(*Object); ok {
		if v := opts.self.getStr("maxByteLength", nil); v != nil && v != _undefined {
			maxByteLength = r.toIndexMsg(v, "Invalid array buffer max length")
			if byteLength > maxByteLength || maxByteLength > maxGrowableByteLength {
				panic(r.newError(r.getRangeError(), "Invalid array buffer max length"))
			}
		}
	}
	proto := r.getPrototypeFromCtor(newTarget, r.getSharedArrayBuffer(), r.getSharedArrayBufferPrototype())
	b := r._newArrayBuffer(proto, nil)
	b.shared = &sharedBlock{}
	if maxByteLength >= 0 {
		b.shared.growable = true
		b.shared.maxByteLength = maxByteLength
	}
	b.data = allocByteSlice(byteLength)
	return b.val
}

func argAt(args []Value, i int) Value {
	if i < len(args) && args[i] != nil {
		return args[i]
	}
	return _undefined
}

// toIndexMsg is ToIndex, with V8's message for the RangeError.
func (r *Runtime) toIndexMsg(v Value, msg string) int {
	num := v.ToInteger()
	if num < 0 || num >= maxInt || num > math.MaxInt {
		panic(r.newError(r.getRangeError(), msg))
	}
	return int(num)
}

// thisSharedArrayBuffer returns this as a SharedArrayBuffer, or throws
// V8's TypeError for method.
func (r *Runtime) thisSharedArrayBuffer(this Value, method string) *arrayBufferObject {
	if o, ok := this.(*Object); ok {
		if b, ok := o.self.(*arrayBufferObject); ok && b.isShared() {
			return b
		}
	}
	panic(r.NewTypeError("Method %s called on incompatible receiver %s", method, r.receiverString(this)))
}

// receiverString is how V8 names a receiver in "incompatible receiver"
// messages (execbox_callsite.go's v8String, which runs no guest code).
func (r *Runtime) receiverString(v Value) string {
	return r.v8String(v)
}

func (r *Runtime) sharedArrayBufferProto_getByteLength(call FunctionCall) Value {
	b := r.thisSharedArrayBuffer(call.This, "get SharedArrayBuffer.prototype.byteLength")
	return intToValue(int64(len(b.data)))
}

func (r *Runtime) sharedArrayBufferProto_getGrowable(call FunctionCall) Value {
	b := r.thisSharedArrayBuffer(call.This, "get SharedArrayBuffer.prototype.growable")
	return r.toBoolean(b.shared.growable)
}

func (r *Runtime) sharedArrayBufferProto_getMaxByteLength(call FunctionCall) Value {
	b := r.thisSharedArrayBuffer(call.This, "get SharedArrayBuffer.prototype.maxByteLength")
	if b.shared.growable {
		return intToValue(int64(b.shared.maxByteLength))
	}
	return intToValue(int64(len(b.data)))
}

func (r *Runtime) sharedArrayBufferProto_grow(call FunctionCall) Value {
	b := r.thisSharedArrayBuffer(call.This, "SharedArrayBuffer.prototype.grow")
	if !b.shared.growable {
		panic(r.NewTypeError("Method SharedArrayBuffer.prototype.grow called on incompatible receiver %s", r.receiverString(call.This)))
	}
	const msg = "SharedArrayBuffer.prototype.grow: Invalid length parameter"
	newLen := r.toIndexMsg(call.Argument(0), msg)
	if newLen > b.shared.maxByteLength || newLen < len(b.data) {
		panic(r.newError(r.getRangeError(), msg))
	}
	if newLen > len(b.data) {
		// Views hold &b.data, so they see the new slice.
		if newLen <= cap(b.data) {
			b.setData(b.data[:newLen])
		} else {
			data := allocByteSlice(max(newLen, min(2*cap(b.data), b.shared.maxByteLength)))[:newLen]
			copy(data, b.data)
			b.setData(data)
		}
		b.shared.grown(newLen)
	}
	return _undefined
}

func (r *Runtime) sharedArrayBufferProto_slice(call FunctionCall) Value {
	b := r.thisSharedArrayBuffer(call.This, "SharedArrayBuffer.prototype.slice")
	o := call.This.(*Object)
	l := int64(len(b.data))
	start := relToIdx(call.Argument(0).ToInteger(), l)
	stop := l
	if arg := call.Argument(1); arg != _undefined {
		stop = relToIdx(arg.ToInteger(), l)
	}
	newLen := max(stop-start, 0)
	ret := r.speciesConstructor(o, r.getSharedArrayBuffer())([]Value{intToValue(newLen)}, nil)
	ab, ok := ret.self.(*arrayBufferObject)
	if !ok || !ab.isShared() {
		panic(r.NewTypeError("Method SharedArrayBuffer.prototype.slice called on incompatible receiver %s", r.receiverString(ret)))
	}
	if ret == o {
		panic(r.NewTypeError("SharedArrayBuffer subclass returned this from species constructor"))
	}
	if int64(len(ab.data)) < newLen {
		panic(r.NewTypeError("Derived SharedArrayBuffer constructor created a buffer which was too small"))
	}
	// Only growth can have happened meanwhile: start and stop are in bounds.
	if newLen > 0 {
		copy(ab.data, b.data[start:stop])
	}
	return ret
}

func (r *Runtime) createSharedArrayBufferProto(val *Object) objectImpl {
	b := newBaseObjectObj(val, r.global.ObjectPrototype, classObject)
	getter := func(name unistring.String, fn func(FunctionCall) Value) {
		b._put(name, &valueProperty{
			accessor:     true,
			configurable: true,
			getterFunc:   r.newNativeFunc(fn, "get "+name, 0),
		})
	}
	b._putProp("constructor", r.getSharedArrayBuffer(), true, false, true)
	getter("byteLength", r.sharedArrayBufferProto_getByteLength)
	b._putProp("slice", r.newNativeFunc(r.sharedArrayBufferProto_slice, "slice", 2), true, false, true)
	getter("maxByteLength", r.sharedArrayBufferProto_getMaxByteLength)
	getter("growable", r.sharedArrayBufferProto_getGrowable)
	b._putProp("grow", r.newNativeFunc(r.sharedArrayBufferProto_grow, "grow", 1), true, false, true)
	b._putSym(SymToStringTag, valueProp(asciiString("SharedArrayBuffer"), false, false, true))
	return b
}

func (r *Runtime) getSharedArrayBufferPrototype() *Object {
	ret := r.global.SharedArrayBufferPrototype
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.SharedArrayBufferPrototype = ret
		ret.self = r.createSharedArrayBufferProto(ret)
	}
	return ret
}

func (r *Runtime) getSharedArrayBuffer() *Object {
	ret := r.global.SharedArrayBuffer
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.SharedArrayBuffer = ret
		o := r.newNativeConstructOnly(ret, r.builtin_newSharedArrayBuffer, r.getSharedArrayBufferPrototype(), "SharedArrayBuffer", 1)
		r.putSpeciesReturnThis(o)
		ret.self = o
	}
	return ret
}
