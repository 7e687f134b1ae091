package goja

// V8's words where a built-in calls what is not callable on the guest's
// behalf (PATCHES.md, "V8's error words, round 4"). V8 throws these from
// its Call builtin, which has no frame of its own: the message names the
// callee of the guest's call that is running, as its CallPrinter prints
// it ("Function.prototype.call.call is not a function", "p is not a
// function" for a proxy whose apply trap is not callable). Every function
// here runs only on the error path.

import (
	"reflect"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/unistring"
)

// callSiteText is V8's CallPrinter rendering of the callee of the call or
// new instruction at vm.pc, or "" when the vm is not at one the compiler
// rendered (the guest's code is not running, or the callee's text is not
// known).
func (vm *vm) callSiteText() string {
	prg, pc := vm.prg, vm.pc
	if prg == nil {
		// A built-in is running (it has no Program). V8 names the guest's
		// call only when the built-in the guest called has no frame of its
		// own (Function.prototype.call and apply, Reflect.apply and
		// construct, a bound function, a proxy); under any other (a
		// callback of [].map) it prints the value.
		if vm.sb < 1 || vm.sb > len(vm.stack) {
			return ""
		}
		callee, ok := vm.stack[vm.sb-1].(*Object)
		if !ok || !vm.r.frameless(callee) {
			return ""
		}
		for i := len(vm.callStack) - 1; i >= 0 && prg == nil; i-- {
			prg, pc = vm.callStack[i].prg, vm.callStack[i].pc
		}
	}
	if site := siteAt(prg, pc); site != nil && site.text != "" { // execbox_callsite.go
		return site.text
	}
	return calleeTextAt(prg, pc) // execbox_errors.go
}

// frameless says whether V8 runs o without a frame of its own: its
// Call builtin then reports the guest's call.
func (r *Runtime) frameless(o *Object) bool {
	switch f := o.self.(type) {
	case *proxyObject, *boundFuncObject:
		return true
	case *nativeFuncObject:
		p := reflect.ValueOf(f.f).Pointer()
		for _, fn := range []func(FunctionCall) Value{r.functionproto_call, r.functionproto_apply, r.builtin_reflect_apply, r.builtin_reflect_construct} {
			if reflect.ValueOf(fn).Pointer() == p {
				return true
			}
		}
	}
	return false
}

// calledNonCallable is V8's TypeError for its Call builtin reached with
// v, which is not callable: the running call's callee as the source wrote
// it, or v as V8 prints a value where there is no call to name.
func (r *Runtime) calledNonCallable(v Value) *Object {
	if text := r.vm.callSiteText(); text != "" {
		return r.NewTypeError("%s is not a function", text)
	}
	return r.NewTypeError("%s is not a function", defaultCallSite(v))
}

// proxyTrapMethod is GetMethod(handler, trap) for a proxy's trap, nil
// when the handler has none, with V8's TypeErrors for a trap that is not
// callable: for apply and construct, V8's Call builtin's (the callee of the
// running call); for the others, kPropertyNotFunction ("'1' returned for
// property 'get' of object '#<Object>' is not a function").
func (r *Runtime) proxyTrapMethod(handler *Object, trap proxyTrap) func(FunctionCall) Value {
	v := r.getVStr(handler, unistring.String(trap.String()))
	if v == nil || v == _undefined || v == _null {
		return nil
	}
	if o, ok := v.(*Object); ok {
		if fn, ok := o.self.assertCallable(); ok {
			return fn
		}
	}
	if trap == proxy_trap_apply || trap == proxy_trap_construct {
		if text := r.vm.callSiteText(); text != "" {
			panic(r.NewTypeError("%s is not a function", text))
		}
	}
	panic(r.NewTypeError("'%s' returned for property '%s' of object '%s' is not a function", r.v8String(v), trap.String(), r.v8String(handler)))
}

// iterMethod is the @@iterator method v read from an object, or nil when
// it is absent or not callable: V8 words both as the object not being
// iterable ("o is not iterable"), not as a call of what is not a function.
func iterMethod(v Value) func(FunctionCall) Value {
	if o, ok := v.(*Object); ok {
		if fn, ok := o.self.assertCallable(); ok {
			return fn
		}
	}
	return nil
}

// arrayFromIterMethod is GetMethod(items, @@iterator) for Array.from and
// the typed arrays' from and constructor (method names the caller as V8
// does): nil when absent, V8's TypeError when not callable.
func (r *Runtime) arrayFromIterMethod(v Value, method string) func(FunctionCall) Value {
	if v == nil || v == _undefined || v == _null {
		return nil
	}
	if fn := iterMethod(v); fn != nil {
		return fn
	}
	panic(r.NewTypeError("%s requires that the property of the first argument, items[Symbol.iterator], when exists, be a function", method))
}

// notAsyncIterable is V8's TypeError for `for await (x of v)` where v has
// neither a Symbol.asyncIterator nor a Symbol.iterator method.
func (r *Runtime) notAsyncIterable(v Value, vm *vm) *Object {
	if vm != nil {
		if site := vm.site(); site != nil && site.text != "" {
			if site.call {
				return r.NewTypeError("%s is not a function or its return value is not async iterable", site.text)
			}
			return r.NewTypeError("%s is not async iterable", site.text)
		}
	}
	return r.NewTypeError("%s is not async iterable", defaultCallSite(v))
}

// markAsyncIterSite records the iterated expression e of a for await: V8
// prints a call whole ("f(...) is not a function or its return value is
// not async iterable").
func (c *compiler) markAsyncIterSite(e ast.Expression) {
	_, call := e.(*ast.CallExpression)
	c.p.sites = append(c.p.sites, callSite{pc: len(c.p.code), text: renderCallSite(e), call: call})
}
