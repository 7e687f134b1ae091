package goja

import "github.com/dop251/goja/unistring"

// This file is a patch carried by execbox-runner (PATCHES.md):
// Object.entries, Object.values and Object.fromEntries on ordinary objects
// with plain data properties, without an iterator item or a property
// descriptor per property.

// plainDataNames returns the own string-keyed property names of o in
// property order (integer keys first) when o is an ordinary object whose
// string-keyed properties are all plain data properties (writable,
// enumerable, configurable: no accessor that could run code, none hidden
// from enumeration). The caller must not modify the slice.
func plainDataNames(o *Object) (*baseObject, []unistring.String, bool) {
	b, ok := o.self.(*baseObject)
	if !ok {
		return nil, nil, false
	}
	b.ensurePropOrder()
	for _, name := range b.propNames {
		if _, isProp := b.values.get(name).(*valueProperty); isProp {
			return nil, nil, false
		}
	}
	return b, b.propNames, true
}

// plainEntries is Object.entries (values false) or Object.values (values
// true) of o when plainDataNames accepts it: with no accessor to run, the
// properties read one by one are those listed at the start.
func (r *Runtime) plainEntries(o *Object, values bool) (Value, bool) {
	b, names, ok := plainDataNames(o)
	if !ok {
		return nil, false
	}
	out := make([]Value, len(names))
	if values {
		for i, name := range names {
			out[i] = b.values.get(name)
		}
		return r.newArrayValues(out), true
	}
	// One backing array for all the pairs.
	pairs := make([]Value, 2*len(names))
	for i, name := range names {
		pair := pairs[2*i : 2*i+2 : 2*i+2]
		pair[0] = stringValueFromRaw(name)
		pair[1] = b.values.get(name)
		out[i] = r.newArrayValues(pair)
	}
	return r.newArrayValues(out), true
}

// putPlainEntry is CreateDataPropertyOrThrow(result, key, v) for
// Object.fromEntries, whose result is a new ordinary object holding only
// the plain data properties it has put: a string key is stored directly.
func putPlainEntry(result *Object, key, v Value) {
	if s, ok := key.(String); ok {
		if b, ok := result.self.(*baseObject); ok && b.extensible {
			b._put(s.string(), v)
			return
		}
	}
	createDataPropertyOrThrow(result, key, v)
}
