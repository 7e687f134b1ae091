package goja

import (
	"runtime"
	"weak"
)

// This file is a patch carried by execbox-runner (PATCHES.md): symbols as
// WeakMap keys and WeakSet values (ES2023, in Node 20). A symbol that is
// not in the global registry (Symbol.for) can be held weakly, as an object
// can; WeakRef and FinalizationRegistry already took one
// (builtin_es2024.go). A weakMap keeps such symbols in a map of its own,
// made on first use, with the same cleanup as for objects: the entry goes
// when the symbol is collected.

// weakKeyError is V8's TypeError for a key that cannot be held weakly.
func (r *Runtime) weakKeyError(set bool) *Object {
	if set {
		return r.NewTypeError("Invalid value used in weak set")
	}
	return r.NewTypeError("Invalid value used as weak map key")
}

// weakKey returns key as an object or a symbol that can be held weakly;
// ok is false for anything else.
func (r *Runtime) weakKey(key Value) (obj *Object, sym *Symbol, ok bool) {
	switch k := key.(type) {
	case *Object:
		return k, nil, true
	case *Symbol:
		if !r.isRegisteredSymbol(k) {
			return nil, k, true
		}
	}
	return nil, nil, false
}

// isRegisteredSymbol reports whether s came from Symbol.for.
func (r *Runtime) isRegisteredSymbol(s *Symbol) bool {
	return s.desc != nil && r.symbolRegistry[s.desc.string()] == s
}

// weakMapSet adds key with value, or throws V8's TypeError (for a weak set
// if set) when key cannot be held weakly.
func (r *Runtime) weakMapSet(wm *weakMap, key Value, value Value, set bool) {
	obj, sym, ok := r.weakKey(key)
	switch {
	case !ok:
		panic(r.weakKeyError(set))
	case obj != nil:
		wm.set(obj, value)
	default:
		wm.setSym(sym, value)
	}
}

func (wm *weakMap) setSym(key *Symbol, value Value) {
	p := weak.Make(key)
	wm.Lock()
	if wm.syms == nil {
		wm.syms = make(map[weak.Pointer[Symbol]]Value)
	}
	_, exists := wm.syms[p]
	wm.syms[p] = value
	wm.Unlock()
	if !exists {
		wmPtr := weak.Make(wm)
		runtime.AddCleanup(key, func(p weak.Pointer[Symbol]) {
			wm := wmPtr.Value()
			if wm == nil {
				return
			}
			wm.Lock()
			delete(wm.syms, p)
			wm.Unlock()
		}, p)
	}
}

// getKey returns the value under key, or nil.
func (wm *weakMap) getKey(key Value) Value {
	switch k := key.(type) {
	case *Object:
		return wm.get(k)
	case *Symbol:
		wm.Lock()
		defer wm.Unlock()
		return wm.syms[weak.Make(k)]
	}
	return nil
}

// hasKey reports whether key is in the map.
func (wm *weakMap) hasKey(key Value) bool {
	switch k := key.(type) {
	case *Object:
		return wm.has(k)
	case *Symbol:
		wm.Lock()
		defer wm.Unlock()
		_, ok := wm.syms[weak.Make(k)]
		return ok
	}
	return false
}

// removeKey deletes key and reports whether it was there.
func (wm *weakMap) removeKey(key Value) bool {
	switch k := key.(type) {
	case *Object:
		return wm.remove(k)
	case *Symbol:
		p := weak.Make(k)
		wm.Lock()
		defer wm.Unlock()
		_, ok := wm.syms[p]
		delete(wm.syms, p)
		return ok
	}
	return false
}
