package goja

// execbox-runner patch: resizable ArrayBuffers (ES2024), as Node 20 has
// them: new ArrayBuffer(len, { maxByteLength }), resize, resizable,
// maxByteLength, and the length-tracking and out-of-bounds views over
// such buffers.
//
// Typed array element access reads typedArrayObject.length on every
// index, so a view over a resizable buffer keeps that field current: the
// buffer holds weak pointers to its typed array views and recomputes
// their length when it resizes (0 when the view is out of bounds). Views
// over fixed-length buffers are never registered and their fast path is
// unchanged. A DataView computes its length on each access instead; its
// accessors are calls, not the element hot path.

import "weak"

// maxResizableByteLength is the largest maxByteLength Node 20 (V8 11.3,
// 64-bit) accepts for a resizable ArrayBuffer: above it, or below the
// initial length, it throws "Invalid array buffer max length". Nothing is
// reserved for it here; the memory is allocated as the buffer grows.
const maxResizableByteLength = 1 << 32

// resizableState is what a resizable ArrayBuffer adds to a fixed-length
// one.
type resizableState struct {
	maxByteLen int
	// views are the typed arrays over the buffer, kept current by
	// updateViews. They are weak so that a program making many short-lived
	// views of one long-lived buffer does not keep them all alive.
	views []weak.Pointer[typedArrayObject]
}

// isFixedLength is IsFixedLengthArrayBuffer.
func (o *arrayBufferObject) isFixedLength() bool {
	return o.rab == nil
}

// newResizableArrayBuffer is AllocateArrayBuffer with a maxByteLength:
// the length checks come before the prototype is read, which may run a
// getter.
func (r *Runtime) newResizableArrayBuffer(newTarget *Object, byteLen, maxByteLen int) *arrayBufferObject {
	if byteLen > maxByteLen || maxByteLen > maxResizableByteLength {
		panic(r.newErrorf(r.getRangeError(), "Invalid array buffer max length"))
	}
	b := r._newArrayBuffer(r.getPrototypeFromCtor(newTarget, r.getArrayBuffer(), r.getArrayBufferPrototype()), nil)
	b.data = allocByteSlice(byteLen)
	b.rab = &resizableState{maxByteLen: maxByteLen}
	return b
}

// maxByteLengthOption is GetArrayBufferMaxByteLengthOption: -1 when the
// buffer is to be fixed-length.
func (r *Runtime) maxByteLengthOption(options Value) int {
	o, ok := options.(*Object)
	if !ok {
		return -1
	}
	v := o.self.getStr("maxByteLength", nil)
	if v == nil || v == _undefined {
		return -1
	}
	return r.toIndexMsg(v, "Invalid array buffer max length")
}

// resize is HostResizeArrayBuffer: the bytes past the old length read as
// zero. Shrinking keeps the allocation, so that a stale index into it
// stays inside memory the buffer owns; growing past the allocation's
// capacity allocates the new length only, never maxByteLength up front.
func (o *arrayBufferObject) resize(newLen int) {
	old := len(o.data)
	if newLen <= cap(o.data) {
		o.data = o.data[:newLen]
		if newLen > old {
			clear(o.data[old:])
		}
	} else {
		// Grow by half again at least, within maxByteLength, so that a
		// buffer grown a little at a time is not copied each time, but
		// not so much that the memory limit is reached much before the
		// program's own size would reach it.
		c := min(max(newLen, cap(o.data)+cap(o.data)/2), o.rab.maxByteLen)
		nd := allocByteSlice(c)[:newLen]
		copy(nd, o.data)
		o.data = nd
	}
	o.updateViews()
}

// addView registers a typed array over a resizable buffer.
func (o *arrayBufferObject) addView(ta *typedArrayObject) {
	rs := o.rab
	if len(rs.views) == cap(rs.views) {
		live := rs.views[:0]
		for _, w := range rs.views {
			if w.Value() != nil {
				live = append(live, w)
			}
		}
		clear(rs.views[len(live):])
		rs.views = live
	}
	rs.views = append(rs.views, weak.Make(ta))
	ta.updateLength()
}

// updateViews recomputes the length of every live view after a resize
// and drops the ones collected.
func (o *arrayBufferObject) updateViews() {
	rs := o.rab
	live := rs.views[:0]
	for _, w := range rs.views {
		if ta := w.Value(); ta != nil {
			ta.updateLength()
			live = append(live, w)
		}
	}
	clear(rs.views[len(live):])
	rs.views = live
}

// updateLength sets length and oob from the buffer's current length: the
// view's length, or 0 when it is out of bounds (IsTypedArrayOutOfBounds).
func (a *typedArrayObject) updateLength() {
	bufLen := len(a.viewedArrayBuf.data)
	byteOffset := a.offset * a.elemSize
	if a.lengthTracking {
		if byteOffset > bufLen {
			a.length, a.oob = 0, true
		} else {
			a.length, a.oob = (bufLen-byteOffset)/a.elemSize, false
		}
		return
	}
	if byteOffset+a.arrayLength*a.elemSize > bufLen {
		a.length, a.oob = 0, true
	} else {
		a.length, a.oob = a.arrayLength, false
	}
}

// isOutOfBounds is IsTypedArrayOutOfBounds; a detached buffer counts.
func (a *typedArrayObject) isOutOfBounds() bool {
	return a.viewedArrayBuf.detached || a.oob
}

// validLength is TypedArrayLength, or 0 when the view is out of bounds.
func (a *typedArrayObject) validLength() int {
	if a.viewedArrayBuf.detached {
		return 0
	}
	return a.length
}

// validate is ValidateTypedArray: it throws a TypeError when the buffer
// is detached or the view out of bounds, and returns TypedArrayLength.
func (a *typedArrayObject) validate() int {
	a.viewedArrayBuf.ensureNotDetached(true)
	if a.oob {
		panic(a.val.runtime.NewTypeError("Cannot perform this operation on an out of bounds TypedArray"))
	}
	return a.length
}

// value is Get(O, k) for an integer index: the element, or undefined when
// k is no longer a valid index.
func (a *typedArrayObject) value(k int) Value {
	if v := a._getIdx(k); v != nil {
		return v
	}
	return _undefined
}

// viewByteLength is GetViewByteLength for a view known to be in bounds.
func (o *dataViewObject) viewByteLength() int {
	if o.lengthTracking {
		return len(o.viewedArrayBuf.data) - o.byteOffset
	}
	return o.byteLen
}

// isOutOfBounds is IsViewOutOfBounds; a detached buffer counts.
func (o *dataViewObject) isOutOfBounds() bool {
	buf := o.viewedArrayBuf
	if buf.detached {
		return true
	}
	if buf.rab == nil {
		return false
	}
	bufLen := len(buf.data)
	if o.lengthTracking {
		return o.byteOffset > bufLen
	}
	return o.byteOffset+o.byteLen > bufLen
}

// validate throws a TypeError when the view's buffer is detached or the
// view out of bounds, and returns its byte length.
func (o *dataViewObject) validate() int {
	o.viewedArrayBuf.ensureNotDetached(true)
	if o.isOutOfBounds() {
		panic(o.val.runtime.NewTypeError("Cannot perform this operation on an out of bounds DataView"))
	}
	return o.viewByteLength()
}

func (r *Runtime) thisArrayBuffer(call FunctionCall, method string) *arrayBufferObject {
	if o, ok := call.This.(*Object); ok {
		// A SharedArrayBuffer is an arrayBufferObject too, with
		// accessors of its own (execbox_sab.go).
		if b, ok := o.self.(*arrayBufferObject); ok && !b.isShared() {
			return b
		}
	}
	panic(r.NewTypeError("Method ArrayBuffer.prototype.%s called on incompatible receiver %s", method, r.objectproto_toString(FunctionCall{This: call.This})))
}

func (r *Runtime) arrayBufferProto_getResizable(call FunctionCall) Value {
	b := r.thisArrayBuffer(call, "resizable")
	return r.toBoolean(!b.isFixedLength())
}

func (r *Runtime) arrayBufferProto_getMaxByteLength(call FunctionCall) Value {
	b := r.thisArrayBuffer(call, "maxByteLength")
	if b.detached {
		return intToValue(0)
	}
	if b.rab != nil {
		return intToValue(int64(b.rab.maxByteLen))
	}
	return intToValue(int64(len(b.data)))
}

func (r *Runtime) arrayBufferProto_resize(call FunctionCall) Value {
	b := r.thisArrayBuffer(call, "resize")
	if b.rab == nil {
		panic(r.incompatibleReceiver("ArrayBuffer.prototype.resize", call.This))
	}
	newLen := r.toIndexMsg(call.Argument(0), "ArrayBuffer.prototype.resize: Invalid length parameter")
	b.ensureNotDetached(true)
	if newLen > b.rab.maxByteLen {
		panic(r.newErrorf(r.getRangeError(), "ArrayBuffer.prototype.resize: Invalid length parameter"))
	}
	b.resize(newLen)
	return _undefined
}
