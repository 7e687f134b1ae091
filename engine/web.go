package engine

import (
	_ "embed"
	"encoding/base64"
	"errors"
	"fmt"
	neturl "net/url"
	"reflect"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/url"
)

// web.js defines the helpers that are easier to state in JavaScript. It is
// compiled on first use: most guests never touch these, and compiling it
// would be a large share of the runner's start-up.
//
//go:embed web.js
var webJS string

var webProgram = sync.OnceValues(func() (*goja.Program, error) {
	return goja.CompileNative("web.js", webJS, true)
})

// webIntrinsics are the built-ins web.js uses. They come from
// goja.Runtime.Intrinsic, not from the globals: the constructors are the
// runtime's own and the methods fresh copies of the originals, so what the
// guest does to the globals or the prototypes before its first use of a
// helper cannot reach into the helper (`Map = {}; new TextEncoder()` once
// made the runner dereference nil). They are asked for at that first use,
// which costs nothing at start-up: reading them off the globals when the
// runtime is new built goja's lazily made prototypes, more than doubling
// the time New takes.
var webIntrinsics = []string{
	"TypeError", "RangeError", "Error", "EvalError", "ReferenceError", "SyntaxError", "URIError",
	"String", "Array", "Array.isArray", "Reflect.apply", "Reflect.ownKeys",
	"Reflect.getOwnPropertyDescriptor", "Object.defineProperty",
	"ArrayBuffer", "ArrayBuffer.isView", "Date", "Date.prototype.getTime",
	"RegExp", "Map", "Map.prototype.get", "Map.prototype.set", "Map.prototype.has", "Map.prototype.forEach",
	"Set", "Set.prototype.add", "Set.prototype.forEach", "WeakMap", "WeakMap.prototype.get",
	"WeakMap.prototype.set", "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array",
	"Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
	"Object", "DataView", "Reflect.getPrototypeOf", "Function.prototype.toString", "String.prototype.slice",
}

// installWeb installs the documented web-standard helpers: timers,
// queueMicrotask, URL, URLSearchParams, atob, btoa, TextEncoder,
// TextDecoder and structuredClone.
func (e *Engine) installWeb() error {
	vm := e.vm
	global := vm.GlobalObject()
	// goja_nodejs makes each URL a goja wrapper of a Go struct, which
	// showed the guest the struct's exported Go method (String) as an own
	// property. No Go field or method is visible to the guest: the
	// wrappers are opaque, and the helpers reach their Go values from Go.
	vm.SetFieldNameMapper(opaqueGoValues{})
	e.timers = timers{byID: make(map[int64]*timer)}
	e.vm.SetHostTimer(e.hostTimer)
	for _, f := range []struct {
		name string
		fn   func(goja.FunctionCall) goja.Value
	}{
		{"setTimeout", func(c goja.FunctionCall) goja.Value { return e.setTimer(c, false) }},
		{"setInterval", func(c goja.FunctionCall) goja.Value { return e.setTimer(c, true) }},
		{"clearTimeout", e.clearTimer},
		{"clearInterval", e.clearTimer},
		{"queueMicrotask", e.queueMicrotask},
		{"atob", e.atob},
		{"btoa", e.btoa},
	} {
		if err := global.DefineDataProperty(f.name, e.nativeFunction(f.name, 1, f.fn), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}

	// queueMicrotask's job is compiled at first use, but what it relies on
	// is taken now, before the guest can replace Promise.prototype.then.
	promise := global.Get("Promise").ToObject(vm)
	resolve, _ := goja.AssertFunction(promise.Get("resolve"))
	resolved, err := resolve(promise)
	if err != nil {
		return err
	}
	e.jobIntrinsics = [3]goja.Value{
		global.Get("Reflect").ToObject(vm).Get("apply"),
		promise.Get("prototype").ToObject(vm).Get("then"),
		resolved,
	}
	natives := e.bareObject()
	_ = natives.DefineDataProperty("utf8Decode", e.nativeFunction("utf8Decode", 4, e.utf8Decode), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	_ = natives.DefineDataProperty("utf8Encode", e.nativeFunction("utf8Encode", 1, func(c goja.FunctionCall) goja.Value {
		// Exporting a string turns lone surrogates into U+FFFD, which is
		// what TextEncoder's USVString conversion asks for.
		return e.vm.ToValue(e.vm.NewArrayBuffer([]byte(c.Argument(0).String())))
	}), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	// Taken now, before the guest can replace it; the rest of the clone
	// natives are made at first use, with the helpers.
	objectToString := e.objectProto.Get("toString")
	helpers := once(func() (*goja.Object, error) {
		e.cloneNatives(natives, objectToString)
		return e.runSetup(webProgram, webIntrinsics, natives)
	})
	for _, name := range []string{"TextEncoder", "TextDecoder", "structuredClone"} {
		if err := e.defineLazy(name, func() goja.Value { return e.must(helpers()).Get(name) }); err != nil {
			return err
		}
	}
	urlModule := once(func() (*goja.Object, error) {
		// Bare objects: a getter or setter the guest put on
		// Object.prototype ("exports", "URL") must not stand in for them.
		module := e.bareObject()
		_ = module.Set("exports", e.bareObject())
		var exports *goja.Object
		if ex := vm.Try(func() {
			url.Require(vm, module)
			exports = module.Get("exports").ToObject(vm)
		}); ex != nil {
			return nil, ex
		}
		return exports, nil
	})
	if err := e.defineLazy("URL", func() goja.Value { return e.urlConstructor(e.must(urlModule()).Get("URL")) }); err != nil {
		return err
	}
	return e.defineLazy("URLSearchParams", func() goja.Value { return e.must(urlModule()).Get("URLSearchParams") })
}

// cloneNatives gives structuredClone (web.js) what it must learn from
// the runtime itself rather than from JavaScript, where a Symbol.toStringTag
// or a proxy could fool it: what kind of value V8's serializer would see
// (goja's Object.CloneKind), a view's or a RegExp's internal slots, a boxed
// primitive, a proxy's target; and the buffer operations: a copy, a
// SharedArrayBuffer over the same memory, and a transfer's move.
// objectToString is Object.prototype.toString as it was before the guest
// ran: V8 names an object in a DataCloneError by its constructor only if
// its toString is that one.
func (e *Engine) cloneNatives(natives *goja.Object, objectToString goja.Value) {
	vm := e.vm
	object := func(v goja.Value) *goja.Object {
		o, _ := v.(*goja.Object)
		return o
	}
	buffer := func(v goja.Value) (goja.ArrayBuffer, bool) {
		if o := object(v); o != nil && o.CloneKind() == "ArrayBuffer" {
			b, ok := o.Export().(goja.ArrayBuffer)
			return b, ok
		}
		return goja.ArrayBuffer{}, false
	}
	define := func(name string, n int, fn func(goja.Value) goja.Value) {
		_ = natives.DefineDataProperty(name, e.nativeFunction(name, n, func(c goja.FunctionCall) goja.Value {
			return fn(c.Argument(0))
		}), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	}
	define("cloneKind", 1, func(v goja.Value) goja.Value {
		if o := object(v); o != nil {
			return vm.ToValue(o.CloneKind())
		}
		return vm.ToValue("")
	})
	define("viewParts", 1, func(v goja.Value) goja.Value {
		if o := object(v); o != nil {
			if buf, offset, length, ok := o.ViewParts(); ok {
				return vm.NewArray(buf, offset, length)
			}
		}
		return goja.Undefined()
	})
	define("regexpParts", 1, func(v goja.Value) goja.Value {
		if o := object(v); o != nil {
			if source, flags, ok := o.RegExpParts(); ok {
				return vm.NewArray(source, flags)
			}
		}
		return goja.Undefined()
	})
	define("boxed", 1, func(v goja.Value) goja.Value {
		if o := object(v); o != nil {
			if p := o.BoxedValue(); p != nil {
				return p
			}
		}
		return goja.Undefined()
	})
	define("proxyTarget", 1, func(v goja.Value) goja.Value {
		if o := object(v); o != nil {
			if p, ok := o.Export().(goja.Proxy); ok && p.Target() != nil {
				return p.Target()
			}
		}
		return goja.Null()
	})
	define("cloneShared", 1, func(v goja.Value) goja.Value {
		if o := object(v); o != nil && o.CloneKind() == "SharedArrayBuffer" {
			return vm.CloneSharedArrayBuffer(o)
		}
		return goja.Undefined()
	})
	define("detached", 1, func(v goja.Value) goja.Value {
		b, ok := buffer(v)
		return vm.ToValue(ok && b.Detached())
	})
	define("copyBuffer", 1, func(v goja.Value) goja.Value {
		b, ok := buffer(v)
		if !ok {
			return goja.Undefined()
		}
		return vm.ToValue(vm.NewArrayBuffer(append([]byte(nil), b.Bytes()...)))
	})
	// moveBuffer makes the buffer a transfer hands over: a new one over
	// the same bytes. The source is detached (detach) only once the whole
	// clone has succeeded, as in Node; until then both hold the bytes.
	define("moveBuffer", 1, func(v goja.Value) goja.Value {
		b, ok := buffer(v)
		if !ok {
			return goja.Undefined()
		}
		return vm.ToValue(vm.NewArrayBuffer(b.Bytes()))
	})
	define("detach", 1, func(v goja.Value) goja.Value {
		if b, ok := buffer(v); ok {
			b.Detach()
		}
		return goja.Undefined()
	})
	_ = natives.DefineDataProperty("objectToString", objectToString, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	_ = natives.DefineDataProperty("toStringTag", goja.SymToStringTag, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	_ = natives.DefineDataProperty("iterator", goja.SymIterator, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
}

// opaqueGoValues hides every field and method of a Go value wrapped by
// goja: an empty name hides it.
type opaqueGoValues struct{}

func (opaqueGoValues) FieldName(reflect.Type, reflect.StructField) string { return "" }
func (opaqueGoValues) MethodName(reflect.Type, reflect.Method) string     { return "" }

// runSetup runs a helper program compiled by prg: the program's value is a
// function that takes the intrinsics named by paths (as a bare object, so
// that nothing the guest changed stands in for them) and natives, and
// returns what the helper exports.
func (e *Engine) runSetup(prg func() (*goja.Program, error), paths []string, natives *goja.Object) (*goja.Object, error) {
	p, err := prg()
	if err != nil {
		return nil, err
	}
	setup, err := e.vm.RunProgram(p)
	if err != nil {
		return nil, err
	}
	intrinsics := e.bareObject()
	for _, path := range paths {
		v := e.vm.Intrinsic(path)
		if v == nil {
			return nil, fmt.Errorf("goja has no intrinsic %s", path)
		}
		_ = intrinsics.DefineDataProperty(path, v, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
	}
	install, _ := goja.AssertFunction(setup)
	out, err := install(goja.Undefined(), intrinsics, natives)
	if err != nil {
		return nil, err
	}
	return out.ToObject(e.vm), nil
}

// once memoizes build's first success. Unlike sync.OnceValues, a failure is
// not kept: a helper first touched at the edge of the call stack fails with
// a stack overflow there, and must still work when touched again from a
// shallower frame.
func once[T any](build func() (T, error)) func() (T, error) {
	var v T
	done := false
	return func() (T, error) {
		if done {
			return v, nil
		}
		out, err := build()
		if err != nil {
			return out, err
		}
		v, done = out, true
		return v, nil
	}
}

// must returns obj, or throws err into the guest as what it is: a
// JavaScript exception keeps its value (the RangeError of a stack overflow
// among them), an uncatchable one (an interrupt) stays uncatchable, and
// anything else, a failure of the runner's own, is a plain TypeError. It never hands the guest a Go value
// (a GoError once carried a *goja.Exception to the guest).
func (e *Engine) must(obj *goja.Object, err error) *goja.Object {
	if err == nil {
		return obj
	}
	var ex *goja.Exception
	var interrupted *goja.InterruptedError
	var overflow *goja.StackOverflowError
	switch {
	case errors.As(err, &interrupted):
		panic(interrupted)
	case errors.As(err, &overflow):
		panic(overflow)
	case errors.As(err, &ex):
		panic(ex)
	}
	panic(e.vm.NewTypeError("The runner's web helpers could not be set up"))
}

// bareObject makes an object with no prototype, for the runner's own
// records: no getter or setter the guest puts on Object.prototype is ever
// called for them.
func (e *Engine) bareObject() *goja.Object {
	obj := e.vm.NewObject()
	_ = obj.SetPrototype(nil)
	return obj
}

// urlConstructor wraps goja_nodejs's URL, which resolves every relative
// reference against the root of its base (new URL("x", "https://h/a/b")
// gave https://h/x). With a base, the reference is resolved here with
// RFC 3986's algorithm and the constructor gets the absolute URL.
func (e *Engine) urlConstructor(v goja.Value) goja.Value {
	target, ok := v.(*goja.Object)
	if !ok {
		return v
	}
	construct, ok := goja.AssertConstructor(target)
	if !ok {
		return v
	}
	// Each URL gets a prototype that fixes four of goja_nodejs's accessors
	// (urlfix.go) and inherits the rest.
	fixed := e.urlFixPrototype(target)
	return e.vm.ToValue(e.vm.NewProxy(target, &goja.ProxyTrapConfig{
		Construct: func(_ *goja.Object, args []goja.Value, newTarget *goja.Object) *goja.Object {
			if len(args) > 1 && !goja.IsUndefined(args[1]) {
				if abs, ok := resolveURL(args[0].String(), args[1].String()); ok {
					args = []goja.Value{e.vm.ToValue(abs)}
				}
			}
			obj, err := construct(newTarget, args...)
			if err != nil {
				panic(err)
			}
			if fixed != nil && obj.Prototype() != nil && obj.Prototype().SameAs(fixed.Prototype()) {
				_ = obj.SetPrototype(fixed)
			}
			return obj
		},
	}))
}

// resolveURL resolves ref against an absolute base URL.
func resolveURL(ref, base string) (string, bool) {
	b, err := neturl.Parse(base)
	if err != nil || b.Scheme == "" {
		return "", false
	}
	r, err := neturl.Parse(ref)
	if err != nil {
		return "", false
	}
	return b.ResolveReference(r).String(), true
}

// defineLazy defines a global that is built the first time the guest reads
// it. Until then it is an accessor; reading or assigning it turns it into the
// plain writable, non-enumerable data property the guest would expect.
func (e *Engine) defineLazy(name string, build func() goja.Value) error {
	global := e.vm.GlobalObject()
	settle := func(v goja.Value) {
		_ = global.DefineDataProperty(name, v, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	}
	get := e.nativeFunction("get "+name, 0, func(goja.FunctionCall) goja.Value {
		v := build()
		settle(v)
		return v
	})
	set := e.nativeFunction("set "+name, 1, func(c goja.FunctionCall) goja.Value {
		settle(c.Argument(0))
		return goja.Undefined()
	})
	return global.DefineAccessorProperty(name, get, set, goja.FLAG_TRUE, goja.FLAG_FALSE)
}

// queueMicrotask runs callback as a promise job. An exception it throws is
// uncaught, as in a browser or Node, and ends the execution.
//
// The job itself is JavaScript, compiled at the first call: a job written in
// Go would call back into the VM through a path that drains the whole
// microtask queue from inside the job, running microtasks queued by the
// callback before ones queued earlier.
func (e *Engine) queueMicrotask(call goja.FunctionCall) goja.Value {
	if _, ok := goja.AssertFunction(call.Argument(0)); !ok {
		panic(e.vm.NewTypeError("The \"callback\" argument must be of type function"))
	}
	if e.enqueueJob == nil {
		prg, err := goja.CompileNative("microtask.js", `(function (apply, then, resolved, report) {
	return function (callback) {
		apply(then, resolved, [function () {
			try { callback(); } catch (e) { report(e); }
		}]);
	};
})`, false)
		if err != nil {
			panic(err)
		}
		v, err := e.vm.RunProgram(prg)
		if err != nil {
			panic(err)
		}
		makeEnqueue, _ := goja.AssertFunction(v)
		apply, then, resolved := e.jobIntrinsics[0], e.jobIntrinsics[1], e.jobIntrinsics[2]
		report := e.vm.ToValue(func(c goja.FunctionCall) goja.Value {
			// Nothing can catch it any more: as in a browser or Node, an
			// exception in a microtask ends the execution.
			e.finish(Outcome{Err: e.guestError(c.Argument(0))})
			return goja.Undefined()
		})
		enqueue, err := makeEnqueue(goja.Undefined(), apply, then, resolved, report)
		if err != nil {
			panic(err)
		}
		e.enqueueJob, _ = goja.AssertFunction(enqueue)
	}
	if _, err := e.enqueueJob(goja.Undefined(), call.Argument(0)); err != nil {
		panic(err)
	}
	return goja.Undefined()
}

// domException makes an Error named as the DOMException the web platform
// throws in the same place.
func (e *Engine) domException(name, msg string) *goja.Object {
	obj, err := e.vm.New(e.errorCtor, e.vm.ToValue(msg))
	if err != nil {
		return e.vm.NewTypeError(msg)
	}
	// Defined, not assigned: a setter the guest put on Error.prototype
	// is not called.
	_ = obj.DefineDataProperty("name", e.vm.ToValue(name), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return obj
}

// btoa encodes a binary string (every code unit below 256) as base64.
func (e *Engine) btoa(call goja.FunctionCall) goja.Value {
	if len(call.Arguments) == 0 {
		panic(e.vm.NewTypeError("btoa requires 1 argument"))
	}
	s := call.Arguments[0].String()
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r > 0xff {
			panic(e.domException("InvalidCharacterError", "Invalid character"))
		}
		b = append(b, byte(r))
	}
	return e.vm.ToValue(base64.StdEncoding.EncodeToString(b))
}

// atob decodes base64 into a binary string, forgiving as the HTML standard
// is: ASCII white space is ignored and padding may be left off.
func (e *Engine) atob(call goja.FunctionCall) goja.Value {
	if len(call.Arguments) == 0 {
		panic(e.vm.NewTypeError("atob requires 1 argument"))
	}
	s := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\t', '\n', '\f', '\r':
			return -1
		}
		return r
	}, call.Arguments[0].String())
	if len(s)%4 == 0 {
		s = strings.TrimSuffix(strings.TrimSuffix(s, "="), "=")
	}
	b, err := base64.RawStdEncoding.DecodeString(s)
	if err != nil || len(s)%4 == 1 {
		panic(e.domException("InvalidCharacterError", "The string to be decoded is not correctly encoded."))
	}
	var sb strings.Builder
	for _, c := range b {
		sb.WriteRune(rune(c))
	}
	return e.vm.ToValue(sb.String())
}

// utf8Decode backs TextDecoder.prototype.decode: bytes (an ArrayBuffer) to a
// string, with U+FFFD for bad sequences unless fatal.
func (e *Engine) utf8Decode(call goja.FunctionCall) goja.Value {
	buf, ok := call.Argument(0).Export().(goja.ArrayBuffer)
	if !ok {
		panic(e.vm.NewTypeError("The \"input\" argument must be an ArrayBuffer or ArrayBufferView"))
	}
	start, end := call.Argument(1).ToInteger(), call.Argument(2).ToInteger()
	b := buf.Bytes()
	if start < 0 || end > int64(len(b)) || start > end {
		panic(e.vm.NewTypeError("byte range out of bounds"))
	}
	b = b[start:end]
	if call.Argument(3).ToBoolean() && !utf8.Valid(b) {
		panic(e.vm.NewTypeError("The encoded data was not valid for encoding utf-8"))
	}
	if utf8.Valid(b) {
		return e.vm.ToValue(string(b))
	}
	return e.vm.ToValue(decodeUTF8Lossy(b))
}

// decodeUTF8Lossy decodes b as the WHATWG Encoding Standard's UTF-8 decoder
// does: each maximal ill-formed subsequence becomes one U+FFFD. (Go's
// strings.ToValidUTF8 folds a whole run into one; decoding rune by rune
// splits a truncated sequence into one per byte.)
func decodeUTF8Lossy(b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b) + 8)
	var cp rune
	needed, seen := 0, 0
	lower, upper := byte(0x80), byte(0xBF)
	for i := 0; i < len(b); i++ {
		c := b[i]
		if needed == 0 {
			switch {
			case c <= 0x7F:
				sb.WriteByte(c)
			case c >= 0xC2 && c <= 0xDF:
				needed, cp = 1, rune(c&0x1F)
			case c >= 0xE0 && c <= 0xEF:
				if c == 0xE0 {
					lower = 0xA0
				} else if c == 0xED {
					upper = 0x9F
				}
				needed, cp = 2, rune(c&0x0F)
			case c >= 0xF0 && c <= 0xF4:
				if c == 0xF0 {
					lower = 0x90
				} else if c == 0xF4 {
					upper = 0x8F
				}
				needed, cp = 3, rune(c&0x07)
			default:
				sb.WriteRune(utf8.RuneError)
			}
			continue
		}
		if c < lower || c > upper {
			// The sequence so far is one error; c starts afresh.
			needed, seen, cp = 0, 0, 0
			lower, upper = 0x80, 0xBF
			sb.WriteRune(utf8.RuneError)
			i--
			continue
		}
		lower, upper = 0x80, 0xBF
		cp = cp<<6 | rune(c&0x3F)
		if seen++; seen == needed {
			sb.WriteRune(cp)
			needed, seen, cp = 0, 0, 0
		}
	}
	if needed > 0 {
		sb.WriteRune(utf8.RuneError)
	}
	return sb.String()
}
