package goja

import "github.com/dop251/goja/unistring"

// This file is a patch carried by execbox-runner (PATCHES.md): property
// reads and method calls on string primitives without boxing.

// primitiveBase is v.baseObject(r) for a property read of name on v, but
// for a string primitive and a name that is neither "length" nor an array
// index it returns String.prototype itself.
//
// A string's wrapper object has no own properties but "length" and its
// indices, so any other name is looked up on String.prototype and its
// chain either way (with v as the receiver, as before). Going through the
// wrapper meant storing the string into the runtime's string singleton,
// which converts it to an interface, an allocation per call of
// s.padEnd(12), s.trim() or s.localeCompare(t).
func (r *Runtime) primitiveBase(v Value, name unistring.String) *Object {
	if _, ok := v.(String); ok && name != "length" && strToGoIdx(name) < 0 {
		return r.getStringPrototype()
	}
	return v.baseObject(r)
}

// stringOf is v.toString() without a new interface value when v is
// already a string: calling toString on a String converts the method's
// receiver copy back to an interface, which allocates.
func stringOf(v Value) String {
	if s, ok := v.(String); ok {
		return s
	}
	return v.toString()
}
