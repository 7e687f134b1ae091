package goja

import (
	"runtime"
	"sync"
	"weak"
)

type weakMap struct {
	m    map[weak.Pointer[Object]]Value
	syms map[weak.Pointer[Symbol]]Value // execbox: symbol keys (execbox_weaksym.go)
	sync.Mutex
}

func (wm *weakMap) set(key *Object, value Value) {
	p := weak.Make(key)
	wm.Lock()
	_, exists := wm.m[p]
	wm.m[p] = value
	wm.Unlock()
	if !exists {
		wmPtr := weak.Make(wm) // do not hold strong reference to wm so that it could be collected by GC
		runtime.AddCleanup(key, func(p weak.Pointer[Object]) {
			wm := wmPtr.Value()
			if wm == nil {
				return
			}
			wm.Lock()
			delete(wm.m, p)
			wm.Unlock()
		}, p)
	}
}

func (wm *weakMap) get(key *Object) (res Value) {
	p := weak.Make(key)
	wm.Lock()
	res = wm.m[p]
	wm.Unlock()
	return
}

func (wm *weakMap) remove(key *Object) (removed bool) {
	p := weak.Make(key)
	wm.Lock()
	if _, removed = wm.m[p]; removed {
		delete(wm.m, p)
	}
	wm.Unlock()
	return
}

func (wm *weakMap) has(key *Object) bool {
	p := weak.Make(key)
	wm.Lock()
	_, exists := wm.m[p]
	wm.Unlock()
	return exists
}

type weakMapObject struct {
	baseObject
	m weakMap
}

func (wmo *weakMapObject) init() {
	wmo.baseObject.init()
	wmo.m = weakMap{
		m: make(map[weak.Pointer[Object]]Value),
	}
}

func (r *Runtime) weakMapProto_delete(call FunctionCall) Value {
	thisObj := r.thisObjectFor(call.This, "WeakMap.prototype.delete")
	wmo, ok := thisObj.self.(*weakMapObject)
	if !ok {
		panic(r.incompatibleReceiver("WeakMap.prototype.delete", call.This))
	}
	if wmo.m.removeKey(call.Argument(0)) {
		return valueTrue
	}
	return valueFalse
}

func (r *Runtime) weakMapProto_get(call FunctionCall) Value {
	thisObj := r.thisObjectFor(call.This, "WeakMap.prototype.get")
	wmo, ok := thisObj.self.(*weakMapObject)
	if !ok {
		panic(r.incompatibleReceiver("WeakMap.prototype.get", call.This))
	}
	res := wmo.m.getKey(call.Argument(0))
	if res == nil {
		return _undefined
	}
	return res
}

func (r *Runtime) weakMapProto_has(call FunctionCall) Value {
	thisObj := r.thisObjectFor(call.This, "WeakMap.prototype.has")
	wmo, ok := thisObj.self.(*weakMapObject)
	if !ok {
		panic(r.incompatibleReceiver("WeakMap.prototype.has", call.This))
	}
	if wmo.m.hasKey(call.Argument(0)) {
		return valueTrue
	}
	return valueFalse
}

func (r *Runtime) weakMapProto_set(call FunctionCall) Value {
	thisObj := r.thisObjectFor(call.This, "WeakMap.prototype.set")
	wmo, ok := thisObj.self.(*weakMapObject)
	if !ok {
		panic(r.incompatibleReceiver("WeakMap.prototype.set", call.This))
	}
	r.weakMapSet(&wmo.m, call.Argument(0), call.Argument(1), false)
	return call.This
}

func (r *Runtime) needNew(name string) *Object {
	return r.NewTypeError("Constructor %s requires 'new'", name)
}

func (r *Runtime) builtin_newWeakMap(args []Value, newTarget *Object) *Object {
	if newTarget == nil {
		panic(r.needNew("WeakMap"))
	}
	proto := r.getPrototypeFromCtor(newTarget, r.global.WeakMap, r.global.WeakMapPrototype)
	o := &Object{runtime: r}

	wmo := &weakMapObject{}
	wmo.class = classObject
	wmo.val = o
	wmo.extensible = true
	o.self = wmo
	wmo.prototype = proto
	wmo.init()
	if len(args) > 0 {
		if arg := args[0]; arg != nil && arg != _undefined && arg != _null {
			adder := wmo.getStr("set", nil)
			adderFn := toMethod(adder)
			if adderFn == nil {
				panic(r.NewTypeError("WeakMap.set in missing"))
			}
			iter := r.getIterator(arg, nil)
			i0 := valueInt(0)
			i1 := valueInt(1)
			if adder == r.global.weakMapAdder {
				iter.iterate(func(item Value) {
					itemObj := r.toEntryObject(item)
					k := itemObj.self.getIdx(i0, nil)
					v := nilSafe(itemObj.self.getIdx(i1, nil))
					r.weakMapSet(&wmo.m, k, v, false)
				})
			} else {
				iter.iterate(func(item Value) {
					itemObj := r.toEntryObject(item)
					k := itemObj.self.getIdx(i0, nil)
					v := itemObj.self.getIdx(i1, nil)
					adderFn(FunctionCall{This: o, Arguments: []Value{k, v}})
				})
			}
		}
	}
	return o
}

func (r *Runtime) createWeakMapProto(val *Object) objectImpl {
	o := newBaseObjectObj(val, r.global.ObjectPrototype, classObject)

	o._putProp("constructor", r.getWeakMap(), true, false, true)
	r.global.weakMapAdder = r.newNativeFunc(r.weakMapProto_set, "set", 2)
	o._putProp("set", r.global.weakMapAdder, true, false, true)
	o._putProp("delete", r.newNativeFunc(r.weakMapProto_delete, "delete", 1), true, false, true)
	o._putProp("has", r.newNativeFunc(r.weakMapProto_has, "has", 1), true, false, true)
	o._putProp("get", r.newNativeFunc(r.weakMapProto_get, "get", 1), true, false, true)

	o._putSym(SymToStringTag, valueProp(asciiString(classWeakMap), false, false, true))

	return o
}

func (r *Runtime) createWeakMap(val *Object) objectImpl {
	o := r.newNativeConstructOnly(val, r.builtin_newWeakMap, r.getWeakMapPrototype(), "WeakMap", 0)

	return o
}

func (r *Runtime) getWeakMapPrototype() *Object {
	ret := r.global.WeakMapPrototype
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.WeakMapPrototype = ret
		ret.self = r.createWeakMapProto(ret)
	}
	return ret
}

func (r *Runtime) getWeakMap() *Object {
	ret := r.global.WeakMap
	if ret == nil {
		ret = &Object{runtime: r}
		r.global.WeakMap = ret
		ret.self = r.createWeakMap(ret)
	}
	return ret
}
