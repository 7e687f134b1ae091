package goja

import (
	"weak"

	"github.com/dop251/goja/unistring"
)

// This file is a patch carried by execbox-runner (PATCHES.md): what the
// runner's structuredClone needs to know of a value that JavaScript cannot
// ask without being fooled (a Symbol.toStringTag, a proxy) or at all (is
// this a proxy, an Error, a boxed BigInt?), and a SharedArrayBuffer
// cloned as V8 clones it, over the same memory.

// CloneKind names o as V8's ValueSerializer sees it. What it clones:
// "Object" (an ordinary object: a class instance, Math, JSON, ...),
// "Array", "Date", "RegExp", "Map", "Set", "Error", "ArrayBuffer",
// "SharedArrayBuffer", "DataView", a typed array's constructor name
// ("Uint8Array", ...), and the boxed primitives "Number", "String",
// "Boolean" and "BigInt". Anything else is "!" followed by the name V8's
// DataCloneError falls back to when it cannot name the object by its
// constructor: "!Proxy", "!Function", "!Symbol" (a boxed symbol),
// "!WeakMap", "!Promise", "!Arguments", "!Generator", ...
func (o *Object) CloneKind() string {
	switch s := o.self.(type) {
	case *proxyObject:
		return "!Proxy"
	case *arrayObject, *sparseArrayObject:
		return "Array"
	case *errorObject:
		return "Error"
	case *dateObject:
		return "Date"
	case *regexpObject:
		return "RegExp"
	case *mapObject:
		return "Map"
	case *setObject:
		return "Set"
	case *arrayBufferObject:
		if s.shared != nil {
			return "SharedArrayBuffer"
		}
		return "ArrayBuffer"
	case *dataViewObject:
		return "DataView"
	case *typedArrayObject:
		return typedArrayName(s.typedArray)
	case *stringObject:
		return "String"
	case *primitiveValueObject:
		switch s.pValue.(type) {
		case valueInt, valueFloat:
			return "Number"
		case valueBool:
			return "Boolean"
		case *valueBigInt:
			return "BigInt"
		}
		return "!Symbol"
	case *weakMapObject:
		return "!WeakMap"
	case *weakSetObject:
		return "!WeakSet"
	case *weakRefObject:
		return "!WeakRef"
	case *finalizationRegistryObject:
		return "!FinalizationRegistry"
	case *Promise:
		return "!Promise"
	case *argumentsObject:
		return "!Arguments"
	case *generatorObject:
		return "!Generator"
	case *asyncGeneratorObject:
		return "!AsyncGenerator"
	case *baseObject, *templatedObject, *objectGoReflect:
		if o == o.runtime.globalObject {
			return "!Object"
		}
		return "Object"
	}
	if _, ok := o.self.assertCallable(); ok {
		return "!Function"
	}
	// Iterators and the rest of goja's exotic objects: V8 names them by
	// their constructor, Object.
	return "!Object"
}

func typedArrayName(a typedArray) string {
	switch a.(type) {
	case *uint8Array:
		return "Uint8Array"
	case *uint8ClampedArray:
		return "Uint8ClampedArray"
	case *int8Array:
		return "Int8Array"
	case *uint16Array:
		return "Uint16Array"
	case *int16Array:
		return "Int16Array"
	case *uint32Array:
		return "Uint32Array"
	case *int32Array:
		return "Int32Array"
	case *float32Array:
		return "Float32Array"
	case *float64Array:
		return "Float64Array"
	case *bigInt64Array:
		return "BigInt64Array"
	case *bigUint64Array:
		return "BigUint64Array"
	}
	return "!Object"
}

// CloneSharedArrayBuffer returns a new SharedArrayBuffer over the same
// memory as o, which must be one (CloneKind "SharedArrayBuffer"), as
// structuredClone gives in Node: a write through either is seen through
// the other, and so is a growth of a growable one.
func (r *Runtime) CloneSharedArrayBuffer(o *Object) *Object {
	src := o.self.(*arrayBufferObject)
	b := r._newArrayBuffer(r.getSharedArrayBufferPrototype(), nil)
	b.shared = src.shared
	b.data = src.data
	if s := src.shared; s.growable {
		// A growth may move the bytes to a new slice: every buffer over
		// the block must get it (sharedArrayBufferProto_grow).
		if len(s.buffers) == 0 {
			s.buffers = append(s.buffers, weak.Make(src))
		}
		live := s.buffers[:0]
		for _, p := range s.buffers {
			if p.Value() != nil {
				live = append(live, p)
			}
		}
		clear(s.buffers[len(live):])
		s.buffers = append(live, weak.Make(b))
	}
	return b.val
}

// setData gives every buffer over the block of b, a growable
// SharedArrayBuffer, its grown bytes.
func (b *arrayBufferObject) setData(data []byte) {
	b.data = data
	for _, p := range b.shared.buffers {
		if other := p.Value(); other != nil {
			other.data = data
		}
	}
}

// RegExpParts returns the source and the flags of o, a RegExp, from its
// internal slots (V8 serializes those, not what the source and flags
// getters, which a script can replace, would say); ok is false for
// anything else.
func (o *Object) RegExpParts() (source, flags string, ok bool) {
	re, ok := o.self.(*regexpObject)
	if !ok {
		return "", "", false
	}
	p := re.pattern
	var b []byte
	for _, f := range []struct {
		on bool
		c  byte
	}{{p.hasIndices, 'd'}, {p.global, 'g'}, {p.ignoreCase, 'i'}, {p.multiline, 'm'}, {p.dotAll, 's'}, {p.unicode, 'u'}, {p.sticky, 'y'}} {
		if f.on {
			b = append(b, f.c)
		}
	}
	return re.source.String(), string(b), true
}

// ViewParts returns the buffer of o, a typed array or a DataView, its
// byte offset, and its length: in elements for a typed array, in bytes
// for a DataView; ok is false for anything else. They come from the
// internal slots: the buffer, byteOffset and length getters can be
// replaced by a script.
func (o *Object) ViewParts() (buffer *Object, byteOffset, length int, ok bool) {
	switch v := o.self.(type) {
	case *typedArrayObject:
		return v.viewedArrayBuf.val, v.offset * v.elemSize, v.length, true
	case *dataViewObject:
		return v.viewedArrayBuf.val, v.byteOffset, v.byteLen, true
	}
	return nil, 0, 0, false
}

// BoxedValue returns the primitive inside o, a Number, String, Boolean,
// BigInt or Symbol object; nil for anything else.
func (o *Object) BoxedValue() Value {
	switch v := o.self.(type) {
	case *primitiveValueObject:
		return v.pValue
	case *stringObject:
		return v.value
	}
	return nil
}

// descriptorFields creates the fields of the object
// Object.getOwnPropertyDescriptor returns as own data properties
// (valuePropToDescriptorObject): assigned, they went through an accessor a
// script had put on Object.prototype, which could hide "value" from the
// runner's structuredClone, or from any script.
type descriptorFields struct{ o *baseObject }

func (d descriptorFields) setOwnStr(name unistring.String, v Value, _ bool) {
	d.o._putProp(name, v, true, true, true)
}
