package goja

import (
	"github.com/dop251/goja/unistring"
)

const propNameStack = "stack"

type errorObject struct {
	baseObject
	stack          []StackFrame
	stackPropAdded bool
}

func (e *errorObject) formatStack() String {
	var b StringBuilder
	val := writeErrorString(&b, e.val)
	if val != nil {
		b.WriteString(val)
	}
	writeStackFrames(&b, e.stack)
	return b.String()
}

// writeStackFrames writes frames as V8 does: a line "    at NAME (FILE:LINE:COLUMN)"
// each, "    at FILE:LINE:COLUMN" for code outside any function, and
// "    at NAME (<anonymous>)" for a built-in.
func writeStackFrames(b *StringBuilder, frames []StackFrame) {
	for i := range frames {
		b.WriteRune('\n')
		b.writeASCII("    at ")
		frames[i].writeV8(b)
	}
}

// defaultStackTraceLimit is V8's Error.stackTraceLimit.
const defaultStackTraceLimit = 10

// guestFrames captures the stack for an Error the guest can read, as V8
// does: without the frames of the embedder's built-ins written in
// JavaScript (CompileNative), from the caller of skip if skip is a
// function on the stack, and no more frames than Error.stackTraceLimit.
// self leaves out the frame of the built-in that asks.
func (r *Runtime) guestFrames(skip *Object, self bool) []StackFrame {
	limit := defaultStackTraceLimit
	if ctor := r.global.Error; ctor != nil {
		switch v := ctor.self.getStr("stackTraceLimit", nil).(type) {
		case valueInt:
			limit = int(max(v, 0))
		case valueFloat:
			if f := float64(v); f > 0 {
				limit = int(min(f, 1<<20))
			} else {
				limit = 0
			}
		default:
			limit = 0
		}
	}
	if limit == 0 {
		return nil
	}
	var skipPrg *Program
	if skip != nil {
		if f, ok := skip.self.(interface{ program() *Program }); ok {
			skipPrg = f.program()
		}
		if skipPrg == nil {
			return nil
		}
	}
	// One walk that stops at the limit: an Error made deep in a recursion
	// costs its 10 frames, not the depth (PATCHES.md, "V8's error words,
	// round 3").
	vm := r.vm
	frames := make([]StackFrame, 0, min(limit, len(vm.callStack)+1))
	first, found := true, skipPrg == nil
	vm.walkStack(func(f StackFrame) bool {
		if first {
			first = false
			if self && f.prg == nil {
				return true // the frame of the built-in that captures
			}
		}
		if !found {
			found = f.prg == skipPrg
			return true
		}
		if f.prg != nil && f.prg.native {
			return true
		}
		frames = append(frames, f)
		return len(frames) < limit
	})
	if !found {
		return nil
	}
	return frames
}

// error_captureStackTrace is V8's Error.captureStackTrace(target, fn):
// it gives target a "stack" like an Error's, from the caller of fn when
// fn is given.
func (r *Runtime) error_captureStackTrace(call FunctionCall) Value {
	target, ok := call.Argument(0).(*Object)
	if !ok {
		panic(r.NewTypeError("invalid_argument"))
	}
	skip, _ := call.Argument(1).(*Object)
	frames := r.guestFrames(skip, true)
	var b StringBuilder
	if val := writeErrorString(&b, target); val != nil {
		b.WriteString(val)
	}
	writeStackFrames(&b, frames)
	target.self.defineOwnPropertyStr(propNameStack, PropertyDescriptor{
		Value:        b.String(),
		Writable:     FLAG_TRUE,
		Configurable: FLAG_TRUE,
		Enumerable:   FLAG_FALSE,
	}, true)
	return _undefined
}

func (e *errorObject) addStackProp() Value {
	if !e.stackPropAdded {
		res := e._putProp(propNameStack, e.formatStack(), true, false, true)
		if len(e.propNames) > 1 {
			// reorder property names to ensure 'stack' is the first one
			copy(e.propNames[1:], e.propNames)
			e.propNames[0] = propNameStack
		}
		e.stackPropAdded = true
		return res
	}
	return nil
}

func (e *errorObject) getStr(p unistring.String, receiver Value) Value {
	return e.getStrWithOwnProp(e.getOwnPropStr(p), p, receiver)
}

func (e *errorObject) getOwnPropStr(name unistring.String) Value {
	res := e.baseObject.getOwnPropStr(name)
	if res == nil && name == propNameStack {
		return e.addStackProp()
	}

	return res
}

func (e *errorObject) setOwnStr(name unistring.String, val Value, throw bool) bool {
	if name == propNameStack {
		e.addStackProp()
	}
	return e.baseObject.setOwnStr(name, val, throw)
}

func (e *errorObject) setForeignStr(name unistring.String, val, receiver Value, throw bool) (bool, bool) {
	return e._setForeignStr(name, e.getOwnPropStr(name), val, receiver, throw)
}

func (e *errorObject) deleteStr(name unistring.String, throw bool) bool {
	if name == propNameStack {
		e.addStackProp()
	}
	return e.baseObject.deleteStr(name, throw)
}

func (e *errorObject) defineOwnPropertyStr(name unistring.String, desc PropertyDescriptor, throw bool) bool {
	if name == propNameStack {
		e.addStackProp()
	}
	return e.baseObject.defineOwnPropertyStr(name, desc, throw)
}

func (e *errorObject) hasOwnPropertyStr(name unistring.String) bool {
	if e.baseObject.hasOwnPropertyStr(name) {
		return true
	}

	return name == propNameStack && !e.stackPropAdded
}

func (e *errorObject) stringKeys(all bool, accum []Value) []Value {
	if all && !e.stackPropAdded {
		accum = append(accum, asciiString(propNameStack))
	}
	return e.baseObject.stringKeys(all, accum)
}

func (e *errorObject) iterateStringKeys() iterNextFunc {
	e.addStackProp()
	return e.baseObject.iterateStringKeys()
}

func (e *errorObject) init() {
	e.baseObject.init()
	e.stack = e.val.runtime.guestFrames(nil, false)
}

func (r *Runtime) newErrorObject(proto *Object, class string) *errorObject {
	obj := &Object{runtime: r}
	o := &errorObject{
		baseObject: baseObject{
			class:      class,
			val:        obj,
			extensible: true,
			prototype:  proto,
		},
	}
	obj.self = o
	o.init()
	return o
}

func (r *Runtime) builtin_Error(args []Value, proto *Object) *Object {
	obj := r.newErrorObject(proto, classError)
	if len(args) > 0 && args[0] != _undefined {
		obj._putProp("message", args[0].toString(), true, false, true)
	}
	if len(args) > 1 && args[1] != _undefined {
		if options, ok := args[1].(*Object); ok {
			if options.hasProperty(asciiString("cause")) {
				obj.defineOwnPropertyStr("cause", PropertyDescriptor{
					Writable:     FLAG_TRUE,
					Enumerable:   FLAG_FALSE,
					Configurable: FLAG_TRUE,
					Value:        options.Get("cause"),
				}, true)
			}
		}
	}
	return obj.val
}

func (r *Runtime) builtin_AggregateError(args []Value, proto *Object) *Object {
	obj := r.newErrorObject(proto, classError)
	if len(args) > 1 && args[1] != nil && args[1] != _undefined {
		obj._putProp("message", args[1].toString(), true, false, true)
	}
	items := _undefined
	if len(args) > 0 {
		items = args[0]
	}
	errors := r.iterableToList(items, nil)
	obj._putProp("errors", r.newArrayValues(errors), true, false, true)

	if len(args) > 2 && args[2] != _undefined {
		if options, ok := args[2].(*Object); ok {
			if options.hasProperty(asciiString("cause")) {
				obj.defineOwnPropertyStr("cause", PropertyDescriptor{
					Writable:     FLAG_TRUE,
					Enumerable:   FLAG_FALSE,
					Configurable: FLAG_TRUE,
					Value:        options.Get("cause"),
				}, true)
			}
		}
	}

	return obj.val
}

func (r *Runtime) newAggregateErrorErrors(errors []Value) *Object {
	proto := r.getPrototypeFromCtor(r.getAggregateError(), nil, nil)
	obj := r.newErrorObject(proto, classError)
	// Promise.any's rejection (its only caller) carries V8's message;
	// upstream left it empty (issue 19).
	obj._putProp("message", asciiString("All promises were rejected"), true, false, true)
	obj._putProp("errors", r.newArrayValues(errors), true, false, true)
	return obj.val
}

func (r *Runtime) error_isError(call FunctionCall) Value {
	if o, ok := call.Argument(0).(*Object); ok {
		if o.self.className() == classError {
			return valueTrue
		}
	}
	return valueFalse
}

func writeErrorString(sb *StringBuilder, obj *Object) String {
	var nameStr, msgStr String
	name := obj.self.getStr("name", nil)
	if name == nil || name == _undefined {
		nameStr = asciiString("Error")
	} else {
		nameStr = name.toString()
	}
	msg := obj.self.getStr("message", nil)
	if msg == nil || msg == _undefined {
		msgStr = stringEmpty
	} else {
		msgStr = msg.toString()
	}
	if nameStr.Length() == 0 {
		return msgStr
	}
	if msgStr.Length() == 0 {
		return nameStr
	}
	sb.WriteString(nameStr)
	sb.WriteString(asciiString(": "))
	sb.WriteString(msgStr)
	return nil
}

func (r *Runtime) error_toString(call FunctionCall) Value {
	var sb StringBuilder
	val := writeErrorString(&sb, r.thisObjectFor(call.This, "Error.prototype.toString"))
	if val != nil {
		return val
	}
	return sb.String()
}

func (r *Runtime) createErrorPrototype(name String, ctor *Object) *Object {
	o := r.newBaseObject(r.getErrorPrototype(), classObject)
	o._putProp("message", stringEmpty, true, false, true)
	o._putProp("name", name, true, false, true)
	o._putProp("constructor", ctor, true, false, true)
	return o.val
}

func (r *Runtime) getErrorPrototype() *Object {
	ret := r.global.ErrorPrototype
	if ret == nil {
		ret = r.NewObject()
		r.global.ErrorPrototype = ret
		o := ret.self
		o._putProp("message", stringEmpty, true, false, true)
		o._putProp("name", stringError, true, false, true)
		o._putProp("toString", r.newNativeFunc(r.error_toString, "toString", 0), true, false, true)
		o._putProp("constructor", r.getError(), true, false, true)
	}
	return ret
}

func (r *Runtime) getError() *Object {
	ret := r.global.Error
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.Error = ret
		r.newNativeFuncConstruct(ret, r.builtin_Error, "Error", r.getErrorPrototype(), 1)
		o := ret.self
		o._putProp("isError", r.newNativeFunc(r.error_isError, "isError", 1), true, false, true)
		o._putProp("captureStackTrace", r.newNativeFunc(r.error_captureStackTrace, "captureStackTrace", 2), true, false, true)
		o._putProp("stackTraceLimit", valueInt(defaultStackTraceLimit), true, true, true)
	}
	return ret
}

func (r *Runtime) getAggregateError() *Object {
	ret := r.global.AggregateError
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.AggregateError = ret
		r.newNativeFuncConstructProto(ret, r.builtin_AggregateError, "AggregateError", r.createErrorPrototype(stringAggregateError, ret), r.getError(), 2)
	}
	return ret
}

func (r *Runtime) getTypeError() *Object {
	ret := r.global.TypeError
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.TypeError = ret
		r.newNativeFuncConstructProto(ret, r.builtin_Error, "TypeError", r.createErrorPrototype(stringTypeError, ret), r.getError(), 1)
	}
	return ret
}

func (r *Runtime) getReferenceError() *Object {
	ret := r.global.ReferenceError
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.ReferenceError = ret
		r.newNativeFuncConstructProto(ret, r.builtin_Error, "ReferenceError", r.createErrorPrototype(stringReferenceError, ret), r.getError(), 1)
	}
	return ret
}

func (r *Runtime) getSyntaxError() *Object {
	ret := r.global.SyntaxError
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.SyntaxError = ret
		r.newNativeFuncConstructProto(ret, r.builtin_Error, "SyntaxError", r.createErrorPrototype(stringSyntaxError, ret), r.getError(), 1)
	}
	return ret
}

func (r *Runtime) getRangeError() *Object {
	ret := r.global.RangeError
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.RangeError = ret
		r.newNativeFuncConstructProto(ret, r.builtin_Error, "RangeError", r.createErrorPrototype(stringRangeError, ret), r.getError(), 1)
	}
	return ret
}

func (r *Runtime) getEvalError() *Object {
	ret := r.global.EvalError
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.EvalError = ret
		r.newNativeFuncConstructProto(ret, r.builtin_Error, "EvalError", r.createErrorPrototype(stringEvalError, ret), r.getError(), 1)
	}
	return ret
}

func (r *Runtime) getURIError() *Object {
	ret := r.global.URIError
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.URIError = ret
		r.newNativeFuncConstructProto(ret, r.builtin_Error, "URIError", r.createErrorPrototype(stringURIError, ret), r.getError(), 1)
	}
	return ret
}

func (r *Runtime) getGoError() *Object {
	ret := r.global.GoError
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.GoError = ret
		r.newNativeFuncConstructProto(ret, r.builtin_Error, "GoError", r.createErrorPrototype(stringGoError, ret), r.getError(), 1)
	}
	return ret
}
