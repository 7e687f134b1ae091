package goja

// This file is a patch carried by execbox-runner (PATCHES.md): the
// locale-sensitive built-ins hand over to an embedder's Intl.

// LocaleDelegate formats for Number.prototype.toLocaleString,
// BigInt.prototype.toLocaleString, Date.prototype.toLocaleString,
// toLocaleDateString, toLocaleTimeString and String.prototype.localeCompare
// once the built-in has checked its receiver. method is the built-in's
// full name ("Number.prototype.toLocaleString"); this is the receiver's
// primitive value: a number, a BigInt, a Date's time value in
// milliseconds (NaN for an invalid date), or for localeCompare the
// receiver as a string, with args[0] the other string already converted.
// args are the call's remaining arguments (locales, options). It returns
// false to leave the call to the built-in's own en-US formatting. A
// JavaScript exception is thrown by panicking with its value, as in any
// native function.
type LocaleDelegate func(method string, this Value, args []Value) (Value, bool)

// SetLocaleDelegate makes the locale-sensitive built-ins call d; nil
// restores their own en-US-only formatting.
func (r *Runtime) SetLocaleDelegate(d LocaleDelegate) {
	r.localeDelegate = d
}
