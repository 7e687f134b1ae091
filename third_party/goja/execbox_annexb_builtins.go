package goja

import (
	"time"

	"github.com/dop251/goja/unistring"
)

// This file is a patch carried by execbox-runner (PATCHES.md): the
// built-ins of ECMAScript Annex B that V8 has and goja lacked:
// String.prototype's HTML methods (B.2.2.2-B.2.2.14),
// Object.prototype.__defineGetter__, __defineSetter__, __lookupGetter__
// and __lookupSetter__ (B.2.2.2-B.2.2.5 of ES2024's numbering), and
// Date.prototype.getYear and setYear (B.2.3.1, B.2.3.2).

// stringHTMLMethods is the HTML methods of String.prototype: name, tag and
// attribute (empty for none).
var stringHTMLMethods = [...]struct {
	name, tag, attr string
}{
	{"anchor", "a", "name"},
	{"big", "big", ""},
	{"blink", "blink", ""},
	{"bold", "b", ""},
	{"fixed", "tt", ""},
	{"fontcolor", "font", "color"},
	{"fontsize", "font", "size"},
	{"italics", "i", ""},
	{"link", "a", "href"},
	{"small", "small", ""},
	{"strike", "strike", ""},
	{"sub", "sub", ""},
	{"sup", "sup", ""},
}

func putStringHTMLMethods(t *objectTemplate) {
	for _, m := range stringHTMLMethods {
		m := m
		nArgs := 0
		if m.attr != "" {
			nArgs = 1
		}
		t.putStr(unistring.String(m.name), func(r *Runtime) Value {
			return r.methodProp(func(call FunctionCall) Value {
				return r.createHTML(call, m.name, m.tag, m.attr)
			}, unistring.String(m.name), nArgs)
		})
	}
}

// createHTML is CreateHTML (B.2.2.2.1): <tag attr="value">this</tag>, the
// value's quotes written as &quot;.
func (r *Runtime) createHTML(call FunctionCall, name, tag, attr string) Value {
	if call.This == _undefined || call.This == _null {
		panic(r.calledOnNullOrUndefined("String.prototype." + name))
	}
	s := stringOf(call.This)
	var b StringBuilder
	b.writeASCII("<")
	b.writeASCII(tag)
	if attr != "" {
		v := call.Argument(0).toString()
		b.writeASCII(" ")
		b.writeASCII(attr)
		b.writeASCII(`="`)
		start, n := 0, v.Length()
		for i := 0; i < n; i++ {
			if v.CharAt(i) == '"' {
				b.WriteSubstring(v, start, i)
				b.writeASCII("&quot;")
				start = i + 1
			}
		}
		b.WriteSubstring(v, start, n)
		b.writeASCII(`"`)
	}
	b.writeASCII(">")
	b.WriteString(s)
	b.writeASCII("</")
	b.writeASCII(tag)
	b.writeASCII(">")
	return b.String()
}

func putObjectProtoAccessorMethods(t *objectTemplate) {
	t.putStr("__defineGetter__", func(r *Runtime) Value {
		return r.methodProp(func(call FunctionCall) Value { return r.objectproto_defineAccessor(call, true) }, "__defineGetter__", 2)
	})
	t.putStr("__defineSetter__", func(r *Runtime) Value {
		return r.methodProp(func(call FunctionCall) Value { return r.objectproto_defineAccessor(call, false) }, "__defineSetter__", 2)
	})
	t.putStr("__lookupGetter__", func(r *Runtime) Value {
		return r.methodProp(func(call FunctionCall) Value { return r.objectproto_lookupAccessor(call, true) }, "__lookupGetter__", 1)
	})
	t.putStr("__lookupSetter__", func(r *Runtime) Value {
		return r.methodProp(func(call FunctionCall) Value { return r.objectproto_lookupAccessor(call, false) }, "__lookupSetter__", 1)
	})
}

// objectproto_defineAccessor is __defineGetter__ and __defineSetter__: an
// enumerable, configurable accessor of the key, defined or throwing.
func (r *Runtime) objectproto_defineAccessor(call FunctionCall, getter bool) Value {
	o := call.This.ToObject(r)
	fn, _ := call.Argument(1).(*Object)
	if _, callable := assertCallable(call.Argument(1)); !callable {
		name := "__defineSetter__"
		if getter {
			name = "__defineGetter__"
		}
		panic(r.NewTypeError("Object.prototype.%s: Expecting function", name))
	}
	desc := PropertyDescriptor{
		Enumerable:   FLAG_TRUE,
		Configurable: FLAG_TRUE,
	}
	if getter {
		desc.Getter = fn
	} else {
		desc.Setter = fn
	}
	o.defineOwnProperty(toPropertyKey(call.Argument(0)), desc, true)
	return _undefined
}

// objectproto_lookupAccessor is __lookupGetter__ and __lookupSetter__: the
// getter or setter of the first property of the key along the prototype
// chain, undefined when that one is a data property.
func (r *Runtime) objectproto_lookupAccessor(call FunctionCall, getter bool) Value {
	o := call.This.ToObject(r)
	key := toPropertyKey(call.Argument(0))
	for o != nil {
		if p := o.getOwnProp(key); p != nil {
			if prop, ok := p.(*valueProperty); ok && prop.accessor {
				f := prop.setterFunc
				if getter {
					f = prop.getterFunc
				}
				if f != nil {
					return f
				}
			}
			return _undefined
		}
		o = o.self.proto()
	}
	return _undefined
}

func (r *Runtime) dateproto_getYear(call FunctionCall) Value {
	if d, ok := selfOf(call.This).(*dateObject); ok {
		if d.isSet() {
			return intToValue(int64(d.time().Year()) - 1900)
		}
		return _NaN
	}
	panic(r.incompatibleReceiver("Date.prototype.getYear", call.This))
}

// dateproto_setYear sets the local year, a year from 0 to 99 being
// 1900 more; the month, day and time stay, those of 1970-01-01T00:00 local
// time for an invalid date.
func (r *Runtime) dateproto_setYear(call FunctionCall) Value {
	if d, ok := selfOf(call.This).(*dateObject); ok {
		var t time.Time
		if d.isSet() {
			t = d.time()
		} else {
			t = time.Date(1970, time.January, 1, 0, 0, 0, 0, time.Local)
		}
		t, ok := _dateSetYear(t, limitCallArgs(call, 1), 0, false)
		if !ok {
			d.unset()
			return _NaN
		}
		return d.setTimeMs(timeToMsec(t))
	}
	panic(r.incompatibleReceiver("Date.prototype.setYear", call.This))
}
