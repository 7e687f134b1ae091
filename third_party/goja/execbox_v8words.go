package goja

// V8's words for the errors of the built-ins (PATCHES.md, "V8's error
// words, round 3"): a method called on the wrong receiver, a callback that
// is not a function, a length or an offset out of range. Each helper
// formats one of V8's message templates (src/common/message-template.h at
// V8 11.3, Node 20's) and is shared by every built-in that meets the case,
// so that a new built-in words it as V8 does by calling the helper. Every
// function here runs only on the error path.

import (
	"math"
	"strings"
)

// dataViewOffsetMsg is V8's kInvalidDataViewAccessorOffset.
const dataViewOffsetMsg = "Offset is outside the bounds of the DataView"

// toIndexf is ToIndex with V8's RangeError, format's %s being the value
// as a number (V8 prints the argument it was given, ToNumber'd).
func (r *Runtime) toIndexf(v Value, format string) int {
	num := v.ToInteger()
	if num < 0 || num >= maxInt || num > math.MaxInt {
		panic(r.newErrorf(r.getRangeError(), format, v.ToNumber().String()))
	}
	return int(num)
}

// maxTypedArrayLength is V8's JSTypedArray::kMaxLength on 64-bit hosts.
const maxTypedArrayLength = 1 << 32

// toTypedArrayLength is ToIndex for a typed array's length, with V8's
// "Invalid typed array length: -1" past 0 .. 2^32.
func (r *Runtime) toTypedArrayLength(v Value) int {
	num := v.ToInteger()
	if num < 0 || num > maxTypedArrayLength || num > math.MaxInt {
		panic(r.newErrorf(r.getRangeError(), "Invalid typed array length: %s", v.ToNumber().String()))
	}
	return int(num)
}

// incompatibleReceiver is V8's kIncompatibleMethodReceiver: "Method
// Map.prototype.get called on incompatible receiver #<Object>", the
// receiver as V8 prints a value (v8String).
func (r *Runtime) incompatibleReceiver(method string, this Value) *Object {
	return r.NewTypeError("Method %s called on incompatible receiver %s", method, r.v8String(this))
}

// notGeneric is V8's kNotGeneric, the receiver check of the primitive
// wrappers' methods: "Number.prototype.toFixed requires that 'this' be a
// Number".
func (r *Runtime) notGeneric(method, typ string) *Object {
	return r.NewTypeError("%s requires that 'this' be a %s", method, typ)
}

// calledOnNullOrUndefined is V8's kCalledOnNullOrUndefined, for a method
// of String.prototype or Array.prototype called on undefined or null:
// "String.prototype.trim called on null or undefined".
func (r *Runtime) calledOnNullOrUndefined(method string) *Object {
	return r.NewTypeError("%s called on null or undefined", method)
}

// calledOnNonObject is V8's kCalledOnNonObject: "Reflect.get called on
// non-object".
func (r *Runtime) calledOnNonObject(method string) *Object {
	return r.NewTypeError("%s called on non-object", method)
}

// notAFunction is V8's kCalledNonCallable for a value a built-in was given
// to call: "1 is not a function", "#<Object> is not a function".
func (r *Runtime) valueNotAFunction(v Value) *Object {
	return r.NewTypeError("%s is not a function", r.v8String(v))
}

// toCallableArg is the IsCallable check of a callback argument, with
// V8's message.
func (r *Runtime) toCallableArg(v Value) func(FunctionCall) Value {
	if o, ok := v.(*Object); ok {
		if call, ok := o.self.assertCallable(); ok {
			return call
		}
	}
	panic(r.valueNotAFunction(v))
}

// thisCoercible is RequireObjectCoercible(this) for method, with V8's
// "String.prototype.trim called on null or undefined".
func (r *Runtime) thisCoercible(this Value, method string) {
	switch this.(type) {
	case valueUndefined, valueNull:
		panic(r.calledOnNullOrUndefined(method))
	}
}

// thisToObject is ToObject(this) for method, with V8's "Array.prototype.map
// called on null or undefined" (V8 words it so for the methods its Torque
// builtins check first; the others say "Cannot convert undefined or null
// to object", which ToObject throws).
func (r *Runtime) thisToObject(this Value, method string) *Object {
	if o, ok := this.(*Object); ok {
		return o
	}
	switch this.(type) {
	case valueUndefined, valueNull:
		panic(r.calledOnNullOrUndefined(method))
	}
	return this.ToObject(r)
}

// thisObjectFor returns this when it is an object and throws V8's
// incompatible-receiver TypeError for method otherwise (goja's own check
// said "Value is not an object" before the method could name itself).
func (r *Runtime) thisObjectFor(this Value, method string) *Object {
	if o, ok := this.(*Object); ok {
		return o
	}
	panic(r.incompatibleReceiver(method, this))
}

// selfOf is the implementation of v when it is an object, or one that no
// built-in's type assertion matches: for the receiver checks that only ask
// "is this a Map", which a primitive is not either.
func selfOf(v Value) objectImpl {
	if o, ok := v.(*Object); ok {
		return o.self
	}
	return (*baseObject)(nil)
}

// typedArrayMethodForm lists the %TypedArray%.prototype methods whose
// receiver check V8 words with kIncompatibleMethodReceiver; the others say
// "this is not a typed array." (kNotTypedArray), and subarray prints its
// receiver as undefined. This is V8 11.3's behaviour, read from Node 20.
var typedArrayMethodForm = map[string]bool{
	"at": true, "join": true, "slice": true, "subarray": true, "toLocaleString": true,
	"toReversed": true, "sort": true, "toSorted": true,
}

// notTypedArray is V8's TypeError for %TypedArray%.prototype.method called
// on this, which is not a typed array.
func (r *Runtime) notTypedArray(method string, this Value) *Object {
	if !typedArrayMethodForm[method] {
		return r.NewTypeError("this is not a typed array.")
	}
	if method == "subarray" {
		this = _undefined
	}
	return r.NewTypeError("Method %%TypedArray%%.prototype.%s called on incompatible receiver %s", method, r.v8String(this))
}

// incompatibleReceiverV8 is incompatibleReceiver for the accessors and
// methods whose names V8 11.3 prints its own way: %TypedArray%'s buffer
// getter, the DataView methods (which print the receiver as undefined)
// and their byte_length and byte_offset getters.
func (r *Runtime) incompatibleReceiverV8(method string, this Value) *Object {
	switch {
	case method == "get TypedArray.prototype.buffer":
		method = "get %TypedArray%.prototype.buffer"
	case strings.Contains(method, "DataView.prototype."):
		method = strings.Replace(strings.Replace(method, "byteLength", "byte_length", 1), "byteOffset", "byte_offset", 1)
		this = _undefined
	}
	return r.incompatibleReceiver(method, this)
}

// notADate is V8's kNotDateObject, the receiver check of the Date getters
// (the setters and the to*String methods use kIncompatibleMethodReceiver).
func (r *Runtime) notADate() *Object {
	return r.NewTypeError("this is not a Date object.")
}

// regExpGetterOnNonRegExp is V8's kRegExpNonRegExp for the flag and source
// getters of RegExp.prototype.
func (r *Runtime) regExpGetterOnNonRegExp(name string) *Object {
	return r.NewTypeError("RegExp.prototype.%s getter called on non-RegExp object", name)
}

// isCallable is IsCallable.
func isCallable(v Value) bool {
	if o, ok := v.(*Object); ok {
		_, ok := o.self.assertCallable()
		return ok
	}
	return false
}

// iterationKindMethod is the method of Map.prototype or Set.prototype that
// makes an iterator of kind, as V8 names it in a receiver error (V8 names
// [Symbol.iterator] by the function it is, entries for a Map and values
// for a Set).
func iterationKindMethod(kind iterationKind) string {
	switch kind {
	case iterationKindKey:
		return "keys"
	case iterationKindValue:
		return "values"
	}
	return "entries"
}

// applyNonFunction is V8's kApplyNonFunction: "Function.prototype.apply
// was called on 1, which is a number and not a function" (V8 puts "a"
// before every typeof but object's, "an", and null's, none).
func (r *Runtime) applyNonFunction(v Value) *Object {
	typ := "a " + typeOfString(v)
	switch v.(type) {
	case valueNull:
		typ = "null"
	case *Object:
		typ = "an object"
	}
	return r.NewTypeError("Function.prototype.apply was called on %s, which is %s and not a function", r.v8String(v), typ)
}

// typeOfString is typeof v for a value that is not callable.
func typeOfString(v Value) string {
	switch v.(type) {
	case nil, valueUndefined:
		return "undefined"
	case valueBool:
		return "boolean"
	case valueInt, valueFloat:
		return "number"
	case String:
		return "string"
	case *Symbol:
		return "symbol"
	case *valueBigInt:
		return "bigint"
	}
	return "object"
}

// thisObjectOrNonObject returns this when it is an object and throws V8's
// kCalledOnNonObject for method otherwise ("Promise.all called on
// non-object").
func (r *Runtime) thisObjectOrNonObject(this Value, method string) *Object {
	if o, ok := this.(*Object); ok {
		return o
	}
	panic(r.calledOnNonObject(method))
}

// mixBigIntError is the TypeError of `+` between a BigInt and other, which
// is not a BigInt: ToNumeric(other) comes first, so a Symbol is V8's
// "Cannot convert a Symbol value to a number", anything else "Cannot mix
// BigInt and other types".
func mixBigIntError(other Value) typeError {
	if _, ok := other.(*Symbol); ok {
		other.ToFloat() // throws V8's TypeError for a Symbol
	}
	return errMixBigIntType
}

// toEntryObject is the check of an entry of new Map(iterable) or
// Object.fromEntries, with V8's kIteratorValueNotAnObject.
func (r *Runtime) toEntryObject(v Value) *Object {
	if o, ok := v.(*Object); ok {
		return o
	}
	panic(r.NewTypeError("Iterator value %s is not an entry object", r.v8String(v)))
}
