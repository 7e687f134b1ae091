package goja

// V8's wording for the TypeErrors of the common guest mistakes (see
// PATCHES.md, "V8's messages for reading from null and calling a
// non-function"). goja wrote "Cannot read property 'x' of undefined" for
// null too, "Object has no member 'foo'" and "Value is not an object: 5"
// for calls; a model repairing its code reads V8's messages best, since
// those are what it has seen. Every function here runs only on the error
// path.

import (
	"strings"

	"github.com/dop251/goja/unistring"
)

// NotAFunctionHook, when set with SetNotAFunctionHook, is asked first for
// the message of the TypeError thrown when the guest calls a member that
// is not a function: this is the receiver of the call (the object the
// member was read from) and member the member's name. A hook that returns
// "" leaves the message to goja.
type NotAFunctionHook func(this Value, member string) string

// SetNotAFunctionHook installs hook (nil removes it).
func (r *Runtime) SetNotAFunctionHook(hook NotAFunctionHook) {
	r.notAFunction = hook
}

// cannotRead is the TypeError for reading property name of base, which is
// undefined or null, in V8's words: "Cannot read properties of null
// (reading 'x')".
func (r *Runtime) cannotRead(base Value, name interface{}) *Object {
	what := "undefined"
	if base == _null {
		what = "null"
	}
	if name == SymIterator {
		// V8 words reading Symbol.iterator as the value not being iterable.
		return r.NewTypeError("%s is not iterable (cannot read property Symbol(Symbol.iterator))", defaultCallSite(base))
	}
	key, ok := r.keyMaybeText(name) // execbox_callsite.go
	if !ok {
		return r.NewTypeError("Cannot read properties of %s", what)
	}
	return r.NewTypeError("Cannot read properties of %s (reading '%s')", what, key)
}

// notCallable is the TypeError for a call whose callee is not a function:
// V8's "o.foo is not a function", naming the callee as the source wrote
// it when it is a plain name or a chain of them (o.a.b, this.x, o?.f).
// this is the call's receiver; member is set when the callee was a
// member the receiver does not have. goja's own messages remain for the
// callees whose text cannot be read back (f()(), a[0]()).
func (vm *vm) notCallable(callee, this Value, member unistring.String) *Object {
	if member != "" && vm.r.notAFunction != nil {
		if msg := vm.r.notAFunction(this, member.String()); msg != "" {
			return vm.r.NewTypeError("%s", msg)
		}
	}
	if site := vm.site(); site != nil && site.text != "" { // execbox_callsite.go
		return vm.r.NewTypeError("%s is not a function", site.text)
	}
	if text := vm.calleeText(); text != "" && (member == "" || strings.HasSuffix(text, "."+member.String())) {
		return vm.r.NewTypeError("%s is not a function", text)
	}
	if member != "" {
		return vm.r.NewTypeError("%s is not a function", member)
	}
	if obj, ok := callee.(*Object); ok {
		return vm.r.NewTypeError("Not a function: %s", obj.toString())
	}
	return vm.r.NewTypeError("Value is not an object: %s", callee.toString())
}

// maxCalleeText bounds the callee text a message quotes.
const maxCalleeText = 120

// calleeText reads back the callee of the call at vm.pc from the source:
// the compiler maps a call instruction to its "(" (compiledCallExpr), and
// the callee is the name chain that ends right before it. It returns ""
// when that is not a plain chain of ASCII names.
func (vm *vm) calleeText() string {
	return calleeTextAt(vm.prg, vm.pc)
}

// calleeTextAt is calleeText for the instruction at pc of prg.
func calleeTextAt(prg *Program, pc int) string {
	if prg == nil || prg.src == nil {
		return ""
	}
	src := prg.src.Source()
	paren := prg.sourceOffset(pc)
	if paren <= 0 || paren >= len(src) || src[paren] != '(' {
		return ""
	}
	end := paren
	for end > 0 && (src[end-1] == ' ' || src[end-1] == '\t') {
		end--
	}
	start := end
	for start > 0 && end-start <= maxCalleeText {
		c := src[start-1]
		if c == '.' || c == '?' || c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			start--
			continue
		}
		if c >= 0x80 {
			return "" // a non-ASCII name: not worth reading back
		}
		break
	}
	text := src[start:end]
	if text == "" || end-start > maxCalleeText {
		return ""
	}
	// Every part a name, joined by "." or "?.".
	for _, part := range strings.Split(strings.ReplaceAll(text, "?.", "."), ".") {
		if part == "" || part[0] >= '0' && part[0] <= '9' || strings.Contains(part, "?") {
			return ""
		}
	}
	return text
}

// v8MaxStringLength is V8's String::kMaxLength on 64-bit hosts: a string
// built longer than this is V8's RangeError, not an allocation that takes
// the process down at the memory limit.
const v8MaxStringLength = 1<<29 - 24

// invalidStringLength is V8's RangeError for a string past that length.
func (r *Runtime) invalidStringLength() Value {
	return r.newError(r.getRangeError(), "Invalid string length")
}

// toObjectForSet is ToObject for the base of an assignment, with V8's
// TypeError when the base is undefined or null: "Cannot set properties of
// undefined (setting 'x')". key is the property's name (a Value or a
// unistring.String).
// toObjectForSetStr is toObjectForSet for a named property. An object
// returns at once: handing the name to the interface{} parameter would
// allocate on every property write.
func (r *Runtime) toObjectForSetStr(base Value, name unistring.String) *Object {
	if o, ok := base.(*Object); ok {
		return o
	}
	return r.toObjectForSet(base, name)
}

func (r *Runtime) toObjectForSet(base Value, key interface{}) *Object {
	switch base {
	case _undefined, _null, nil:
		what := "undefined"
		if base == _null {
			what = "null"
		}
		name, ok := r.keyMaybeText(key) // execbox_callsite.go
		if !ok {
			panic(r.NewTypeError("Cannot set properties of %s", what))
		}
		panic(r.NewTypeError("Cannot set properties of %s (setting '%s')", what, name))
	}
	return base.ToObject(r)
}

// inKeyText is the key of a failed `in` as V8 quotes it.
func inKeyText(key Value) string {
	if sym, ok := key.(*Symbol); ok {
		return sym.descriptiveString().String()
	}
	return key.String()
}
