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
// args are the call's remaining arguments (locales, options). For the
// method "Date zone name" (Date.prototype.toString and toTimeString in a
// zone other than UTC) this is the time value and the delegate returns the
// zone's name as V8 writes it in parentheses. It returns
// false to leave the call to the built-in's own en-US formatting. A
// JavaScript exception is thrown by panicking with its value, as in any
// native function.
type LocaleDelegate func(method string, this Value, args []Value) (Value, bool)

// stringproto_toLocaleLowerCase and stringproto_toLocaleUpperCase hand the
// receiver, as a string, and the locales argument to the delegate
// ("String.prototype.toLocaleLowerCase"), which knows the languages with
// their own case mappings (tr, az, lt); without one, or when it declines,
// they map case as toLowerCase and toUpperCase do.
func (r *Runtime) stringproto_toLocaleLowerCase(call FunctionCall) Value {
	r.thisCoercible(call.This, "String.prototype.toLocaleLowerCase")
	s := stringOf(call.This)
	if r.localeDelegate != nil {
		if v, ok := r.localeCaseMap("String.prototype.toLocaleLowerCase", s, call.Arguments); ok {
			return v
		}
	}
	return s.toLower()
}

func (r *Runtime) stringproto_toLocaleUpperCase(call FunctionCall) Value {
	r.thisCoercible(call.This, "String.prototype.toLocaleUpperCase")
	s := stringOf(call.This)
	if r.localeDelegate != nil {
		if v, ok := r.localeCaseMap("String.prototype.toLocaleUpperCase", s, call.Arguments); ok {
			return v
		}
	}
	return s.toUpper()
}

// localeCaseMap asks the delegate to map s, run by run between lone
// surrogates when s has any (mapWellFormed): the delegate sees a string
// and would see each as U+FFFD. The code points whose mapping Unicode 16
// or 17 gave or changed are mapped by the table (execbox_unicode17.go),
// the runs between them by the delegate, whose tables are Unicode 15.
func (r *Runtime) localeCaseMap(method string, s String, args []Value) (Value, bool) {
	if _, ascii := s.(asciiString); ascii {
		return r.localeDelegate(method, s, args)
	}
	table := unicode17Lower[:]
	if method == "String.prototype.toLocaleUpperCase" {
		table = unicode17Upper[:]
	}
	declined, asked := false, false
	delegate := func(run string) string {
		asked = true
		v, ok := r.localeDelegate(method, newStringValue(run), args)
		if !ok {
			declined = true
			return run
		}
		return v.String()
	}
	var v String
	if u, ok := s.(unicodeString); ok {
		v = mapWellFormed(u, func(run string) string { return caseMap17(run, table, delegate) })
	} else {
		v = newStringValue(caseMap17(s.String(), table, delegate))
	}
	if declined {
		return nil, false
	}
	if !asked {
		// Nothing the delegate maps (lone surrogates, Unicode 17 letters
		// only): the locales are still read and checked, as V8 checks
		// them before it maps anything.
		if _, ok := r.localeDelegate(method, stringEmpty, args); !ok {
			return nil, false
		}
	}
	return v, true
}

// SetLocaleDelegate makes the locale-sensitive built-ins call d; nil
// restores their own en-US-only formatting.
func (r *Runtime) SetLocaleDelegate(d LocaleDelegate) {
	r.localeDelegate = d
}
