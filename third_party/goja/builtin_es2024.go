package goja

// Built-ins from ES2024 and later that guest code reaches for and upstream
// goja lacks: String.prototype.isWellFormed and toWellFormed,
// Object.groupBy and Map.groupBy, Promise.withResolvers, WeakRef and
// FinalizationRegistry. Each is registered by a one-line edit next to its
// siblings (see PATCHES.md).

import (
	"unicode"
	"unicode/utf16"
)

// firstLoneSurrogate returns the index of s's first code unit that is a
// surrogate not part of a pair, or -1.
func firstLoneSurrogate(s String) int {
	if _, ok := s.(asciiString); ok {
		return -1
	}
	n := s.Length()
	for i := 0; i < n; i++ {
		c := s.CharAt(i)
		switch {
		case isUTF16FirstSurrogate(c):
			if i+1 < n && isUTF16SecondSurrogate(s.CharAt(i+1)) {
				i++
				continue
			}
			return i
		case isUTF16SecondSurrogate(c):
			return i
		}
	}
	return -1
}

func (r *Runtime) stringproto_isWellFormed(call FunctionCall) Value {
	r.thisCoercible(call.This, "String.prototype.isWellFormed")
	return r.toBoolean(firstLoneSurrogate(call.This.toString()) < 0)
}

func (r *Runtime) stringproto_toWellFormed(call FunctionCall) Value {
	r.thisCoercible(call.This, "String.prototype.toWellFormed")
	s := call.This.toString()
	first := firstLoneSurrogate(s)
	if first < 0 {
		return s
	}
	var sb StringBuilder
	sb.Grow(s.Length())
	sb.WriteSubstring(s, 0, first)
	n := s.Length()
	for i := first; i < n; i++ {
		c := s.CharAt(i)
		switch {
		case isUTF16FirstSurrogate(c) && i+1 < n && isUTF16SecondSurrogate(s.CharAt(i+1)):
			sb.WriteRune(utf16.DecodeRune(rune(c), rune(s.CharAt(i+1))))
			i++
		case utf16.IsSurrogate(rune(c)):
			sb.WriteRune(unicode.ReplacementChar)
		default:
			sb.WriteRune(rune(c))
		}
	}
	return sb.String()
}

// groupBy runs the callback over items as GroupBy does in the
// specification, and returns the keys in first-seen order with their
// elements. keyOf turns the callback's result into a key; keys are told
// apart with SameValueZero, as a Map does.
func (r *Runtime) groupBy(items, callback Value, keyOf func(Value) Value) (keys []Value, groups [][]Value) {
	if items == _undefined || items == _null {
		panic(r.NewTypeError("%s is not iterable", items))
	}
	fn := r.toCallable(callback)
	index := newOrderedMap(r.getHash())
	k := int64(0)
	r.getIterator(items, nil).iterate(func(v Value) {
		key := keyOf(fn(FunctionCall{This: _undefined, Arguments: []Value{v, intToValue(k)}}))
		if i := index.get(key); i != nil {
			n := i.ToInteger()
			groups[n] = append(groups[n], v)
		} else {
			index.set(key, intToValue(int64(len(keys))))
			keys = append(keys, key)
			groups = append(groups, []Value{v})
		}
		k++
	})
	return keys, groups
}

func (r *Runtime) object_groupBy(call FunctionCall) Value {
	keys, groups := r.groupBy(call.Argument(0), call.Argument(1), func(v Value) Value {
		// ToPropertyKey: a symbol stays itself, anything else becomes a
		// string.
		if s, ok := v.(*Symbol); ok {
			return s
		}
		return v.toString()
	})
	obj := r.newBaseObject(nil, classObject)
	for i, key := range keys {
		createDataPropertyOrThrow(obj.val, key, r.newArrayValues(groups[i]))
	}
	return obj.val
}

func (r *Runtime) map_groupBy(call FunctionCall) Value {
	keys, groups := r.groupBy(call.Argument(0), call.Argument(1), func(v Value) Value { return v })
	m := r.builtin_newMap(nil, r.getMap())
	mo := m.self.(*mapObject)
	for i, key := range keys {
		mo.m.set(key, r.newArrayValues(groups[i]))
	}
	return m
}

func (r *Runtime) promise_withResolvers(call FunctionCall) Value {
	pcap := r.newPromiseCapability(r.toObject(call.This))
	obj := r.NewObject()
	obj.self._putProp("promise", pcap.promise, true, true, true)
	obj.self._putProp("resolve", pcap.resolveObj, true, true, true)
	obj.self._putProp("reject", pcap.rejectObj, true, true, true)
	return obj
}

// canBeHeldWeakly is the specification's CanBeHeldWeakly: an object, or a
// symbol that is not in the global registry (Symbol.for).
func (r *Runtime) canBeHeldWeakly(v Value) bool {
	switch v := v.(type) {
	case *Object:
		return true
	case *Symbol:
		return !r.isRegisteredSymbol(v)
	}
	return false
}

// weakRefObject is a WeakRef. It holds its target strongly: one execution
// is short, and the specification lets an implementation keep a target
// alive for as long as it likes, so deref() always returns the target.
type weakRefObject struct {
	baseObject
	target Value
}

// finalizationRegistryObject is a FinalizationRegistry. Cleanup callbacks
// are never called (the specification allows that); registrations are
// counted by unregister token so that unregister answers truthfully.
type finalizationRegistryObject struct {
	baseObject
	cleanup Value
	tokens  map[Value]int
}

// newWeakRefCtor builds the WeakRef constructor and its prototype; the
// global object template calls it once per runtime, on first use.
func (r *Runtime) newWeakRefCtor() *Object {
	weakRef := &Object{runtime: r}
	weakRefProto := r.NewObject()
	weakRefProto.self._putProp("deref", r.newNativeFunc(func(call FunctionCall) Value {
		if o, ok := call.This.(*Object); ok {
			if w, ok := o.self.(*weakRefObject); ok {
				return w.target
			}
		}
		panic(r.incompatibleReceiver("WeakRef.prototype.deref", call.This))
	}, "deref", 0), true, false, true)
	weakRefProto.self._putSym(SymToStringTag, valueProp(asciiString("WeakRef"), false, false, true))
	weakRef.self = r.newNativeConstructOnly(weakRef, func(args []Value, newTarget *Object) *Object {
		if newTarget == nil {
			panic(r.needNew("WeakRef"))
		}
		target := _undefined
		if len(args) > 0 {
			target = args[0]
		}
		if !r.canBeHeldWeakly(target) {
			panic(r.NewTypeError("WeakRef: invalid target"))
		}
		o := &Object{runtime: r}
		w := &weakRefObject{target: target}
		w.class = classObject
		w.val = o
		w.extensible = true
		w.prototype = r.getPrototypeFromCtor(newTarget, weakRef, weakRefProto)
		o.self = w
		w.init()
		return o
	}, weakRefProto, "WeakRef", 1)
	weakRefProto.self._putProp("constructor", weakRef, true, false, true)
	return weakRef
}

// newFinalizationRegistryCtor builds the FinalizationRegistry constructor
// and its prototype; the global object template calls it once per runtime,
// on first use.
func (r *Runtime) newFinalizationRegistryCtor() *Object {
	registry := &Object{runtime: r}
	registryProto := r.NewObject()
	thisRegistry := func(v Value, method string) *finalizationRegistryObject {
		if o, ok := v.(*Object); ok {
			if f, ok := o.self.(*finalizationRegistryObject); ok {
				return f
			}
		}
		panic(r.NewTypeError("FinalizationRegistry.prototype.%s: 'this' is not a FinalizationRegistry", method))
	}
	registryProto.self._putProp("register", r.newNativeFunc(func(call FunctionCall) Value {
		f := thisRegistry(call.This, "register")
		target, held, token := call.Argument(0), call.Argument(1), call.Argument(2)
		if !r.canBeHeldWeakly(target) {
			panic(r.NewTypeError("FinalizationRegistry.prototype.register: invalid target"))
		}
		if target.SameAs(held) {
			panic(r.NewTypeError("FinalizationRegistry.prototype.register: target and holdings must not be same"))
		}
		if token != _undefined {
			if !r.canBeHeldWeakly(token) {
				panic(r.NewTypeError("FinalizationRegistry.prototype.register: invalid unregister token"))
			}
			f.tokens[token]++
		}
		return _undefined
	}, "register", 2), true, false, true)
	registryProto.self._putProp("unregister", r.newNativeFunc(func(call FunctionCall) Value {
		f := thisRegistry(call.This, "unregister")
		token := call.Argument(0)
		if !r.canBeHeldWeakly(token) {
			panic(r.NewTypeError("Invalid unregisterToken ('%s')", token))
		}
		if f.tokens[token] > 0 {
			delete(f.tokens, token)
			return valueTrue
		}
		return valueFalse
	}, "unregister", 1), true, false, true)
	registryProto.self._putSym(SymToStringTag, valueProp(asciiString("FinalizationRegistry"), false, false, true))
	registry.self = r.newNativeConstructOnly(registry, func(args []Value, newTarget *Object) *Object {
		if newTarget == nil {
			panic(r.needNew("FinalizationRegistry"))
		}
		cleanup := _undefined
		if len(args) > 0 {
			cleanup = args[0]
		}
		if _, ok := AssertFunction(cleanup); !ok {
			panic(r.NewTypeError("FinalizationRegistry: cleanup must be callable"))
		}
		o := &Object{runtime: r}
		f := &finalizationRegistryObject{cleanup: cleanup, tokens: make(map[Value]int)}
		f.class = classObject
		f.val = o
		f.extensible = true
		f.prototype = r.getPrototypeFromCtor(newTarget, registry, registryProto)
		o.self = f
		f.init()
		return o
	}, registryProto, "FinalizationRegistry", 1)
	registryProto.self._putProp("constructor", registry, true, false, true)
	return registry
}
