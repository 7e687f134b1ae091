package goja

import "github.com/dop251/goja/unistring"

// This file is a patch carried by execbox-runner (PATCHES.md): pristine
// built-ins for an embedder's own JavaScript helpers.
//
// An embedder that defines helpers in JavaScript (the runner's TextEncoder,
// TextDecoder and structuredClone) needs the built-ins they use as the
// runtime made them, whatever a script has done to the globals since: a
// script that runs `Map = {}` must not reach into the helpers. Reading the
// globals when the runtime is new would do, but it builds every lazily made
// constructor and prototype involved, which costs more than the rest of
// setting up a runtime. Intrinsic hands them out on demand instead:
// constructors from the runtime's own slots (which a script cannot
// rebind), and methods as new function objects over the same Go code as the
// originals (which a script can replace on their prototypes, but not these).

// intrinsicMethods are the methods Intrinsic knows, by path.
var intrinsicMethods = map[string]struct {
	fn     func(r *Runtime) func(FunctionCall) Value
	length int
}{
	"Array.isArray":                    {func(r *Runtime) func(FunctionCall) Value { return r.array_isArray }, 1},
	"ArrayBuffer.isView":               {func(r *Runtime) func(FunctionCall) Value { return r.arrayBuffer_isView }, 1},
	"ArrayBuffer.prototype.slice":      {func(r *Runtime) func(FunctionCall) Value { return r.arrayBufferProto_slice }, 2},
	"Date.prototype.getTime":           {func(r *Runtime) func(FunctionCall) Value { return r.dateproto_getTime }, 0},
	"Function.prototype.toString":      {func(r *Runtime) func(FunctionCall) Value { return r.functionproto_toString }, 0},
	"Map.prototype.forEach":            {func(r *Runtime) func(FunctionCall) Value { return r.mapProto_forEach }, 1},
	"Map.prototype.get":                {func(r *Runtime) func(FunctionCall) Value { return r.mapProto_get }, 1},
	"Map.prototype.has":                {func(r *Runtime) func(FunctionCall) Value { return r.mapProto_has }, 1},
	"Map.prototype.set":                {func(r *Runtime) func(FunctionCall) Value { return r.mapProto_set }, 2},
	"Object.defineProperty":            {func(r *Runtime) func(FunctionCall) Value { return r.object_defineProperty }, 3},
	"Object.prototype.toString":        {func(r *Runtime) func(FunctionCall) Value { return r.objectproto_toString }, 0},
	"Reflect.apply":                    {func(r *Runtime) func(FunctionCall) Value { return r.builtin_reflect_apply }, 3},
	"Reflect.getOwnPropertyDescriptor": {func(r *Runtime) func(FunctionCall) Value { return r.builtin_reflect_getOwnPropertyDescriptor }, 2},
	"Reflect.getPrototypeOf":           {func(r *Runtime) func(FunctionCall) Value { return r.builtin_reflect_getPrototypeOf }, 1},
	"Reflect.ownKeys":                  {func(r *Runtime) func(FunctionCall) Value { return r.builtin_reflect_ownKeys }, 1},
	"String.prototype.slice":           {func(r *Runtime) func(FunctionCall) Value { return r.stringproto_slice }, 2},
	"Set.prototype.add":                {func(r *Runtime) func(FunctionCall) Value { return r.setProto_add }, 1},
	"Set.prototype.forEach":            {func(r *Runtime) func(FunctionCall) Value { return r.setProto_forEach }, 1},
	"WeakMap.prototype.get":            {func(r *Runtime) func(FunctionCall) Value { return r.weakMapProto_get }, 1},
	"WeakMap.prototype.set":            {func(r *Runtime) func(FunctionCall) Value { return r.weakMapProto_set }, 2},
}

// intrinsicConstructors are the constructors Intrinsic knows, by name.
var intrinsicConstructors = map[string]func(r *Runtime) *Object{
	"Array":             (*Runtime).getArray,
	"ArrayBuffer":       (*Runtime).getArrayBuffer,
	"BigInt64Array":     (*Runtime).getBigInt64Array,
	"BigUint64Array":    (*Runtime).getBigUint64Array,
	"DataView":          (*Runtime).getDataView,
	"Date":              (*Runtime).getDate,
	"Error":             (*Runtime).getError,
	"EvalError":         (*Runtime).getEvalError,
	"Float32Array":      (*Runtime).getFloat32Array,
	"Float64Array":      (*Runtime).getFloat64Array,
	"Int16Array":        (*Runtime).getInt16Array,
	"Int32Array":        (*Runtime).getInt32Array,
	"Int8Array":         (*Runtime).getInt8Array,
	"Map":               (*Runtime).getMap,
	"Object":            (*Runtime).getObject,
	"RangeError":        (*Runtime).getRangeError,
	"ReferenceError":    (*Runtime).getReferenceError,
	"RegExp":            (*Runtime).getRegExp,
	"Set":               (*Runtime).getSet,
	"String":            (*Runtime).getString,
	"SyntaxError":       (*Runtime).getSyntaxError,
	"TypeError":         (*Runtime).getTypeError,
	"URIError":          (*Runtime).getURIError,
	"Uint16Array":       (*Runtime).getUint16Array,
	"Uint32Array":       (*Runtime).getUint32Array,
	"Uint8Array":        (*Runtime).getUint8Array,
	"Uint8ClampedArray": (*Runtime).getUint8ClampedArray,
	"WeakMap":           (*Runtime).getWeakMap,
}

// Intrinsic returns the built-in at path ("Map", "Map.prototype.get", ...)
// as the runtime was created with it, or nil if path is not one it knows. A
// constructor is the runtime's own; a method is a new function object,
// named and behaving as the original, each time it is asked for. Nothing a
// script does to the global object or to the built-in prototypes changes
// what Intrinsic returns. Call it on the runtime's goroutine.
func (r *Runtime) Intrinsic(path string) *Object {
	if ctor, ok := intrinsicConstructors[path]; ok {
		return ctor(r)
	}
	if m, ok := intrinsicMethods[path]; ok {
		name := path
		for i := len(path) - 1; i >= 0; i-- {
			if path[i] == '.' {
				name = path[i+1:]
				break
			}
		}
		return r.newNativeFunc(m.fn(r), unistring.NewFromString(name), m.length)
	}
	return nil
}
