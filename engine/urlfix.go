package engine

import (
	"strings"

	"github.com/dop251/goja"
)

// urlFixPrototype makes the prototype every URL gets (web.go's
// urlConstructor): it inherits goja_nodejs's URL.prototype, whose accessors
// cannot be redefined, and overrides four that answered differently from V8
// (WHATWG URL):
//
//   - username and password were percent-decoded ("pa ss" for pa%20ss);
//     WHATWG keeps them percent-encoded with the userinfo percent-encode
//     set, which is what they now give;
//   - origin left out a non-default port ("https://h" for https://h:8443)
//     and gave "file://" where WHATWG gives "null" for a scheme without a
//     tuple origin;
//   - href ignored changes made through url.searchParams: goja_nodejs
//     brings the query up to date only in its search, toString and toJSON,
//     so href now reads search first.
//
// Each new accessor calls the original one (a Go function that checks its
// receiver is a URL) and fixes the answer; the setters are the original
// ones. goja_nodejs parses the URL with net/url, which forgets how the
// userinfo was spelled: "%41" in a password comes back as "A" (V8 keeps
// "%41"); that difference remains. It returns nil if the prototype is not
// the one expected.
func (e *Engine) urlFixPrototype(ctor *goja.Object) *goja.Object {
	proto, ok := ctor.Get("prototype").(*goja.Object)
	if !ok {
		return nil
	}
	getOwn, _ := goja.AssertFunction(e.vm.Intrinsic("Reflect.getOwnPropertyDescriptor"))
	accessor := func(name string) (get, set goja.Value, call goja.Callable) {
		d, err := getOwn(goja.Undefined(), proto, e.vm.ToValue(name))
		if err != nil {
			return nil, nil, nil
		}
		desc, ok := d.(*goja.Object)
		if !ok {
			return nil, nil, nil
		}
		get, set = desc.Get("get"), desc.Get("set")
		call, _ = goja.AssertFunction(get)
		return get, set, call
	}
	_, _, search := accessor("search")
	_, hrefSet, href := accessor("href")
	_, _, protocol := accessor("protocol")
	_, _, host := accessor("host")
	_, userSet, username := accessor("username")
	_, passSet, password := accessor("password")
	if search == nil || href == nil || protocol == nil || host == nil || username == nil || password == nil {
		return nil
	}
	fixed := e.vm.NewObject()
	if fixed.SetPrototype(proto) != nil {
		return nil
	}
	define := func(name string, set goja.Value, get func(this goja.Value) goja.Value) error {
		if set != nil && goja.IsUndefined(set) {
			set = nil
		}
		g := e.nativeFunction("get "+name, 0, func(c goja.FunctionCall) goja.Value { return get(c.This) })
		return fixed.DefineAccessorProperty(name, g, set, goja.FLAG_TRUE, goja.FLAG_TRUE)
	}
	must := func(v goja.Value, err error) goja.Value {
		if err != nil {
			panic(err)
		}
		return v
	}
	if define("href", hrefSet, func(this goja.Value) goja.Value {
		must(search(this))
		return must(href(this))
	}) != nil {
		return nil
	}
	if define("origin", nil, func(this goja.Value) goja.Value {
		p := must(protocol(this)).String()
		switch p {
		case "http:", "https:", "ws:", "wss:", "ftp:":
			return e.vm.ToValue(p + "//" + must(host(this)).String())
		}
		return e.vm.ToValue("null")
	}) != nil {
		return nil
	}
	if define("username", userSet, func(this goja.Value) goja.Value {
		return e.vm.ToValue(encodeUserinfo(must(username(this)).String()))
	}) != nil {
		return nil
	}
	if define("password", passSet, func(this goja.Value) goja.Value {
		return e.vm.ToValue(encodeUserinfo(must(password(this)).String()))
	}) != nil {
		return nil
	}
	return fixed
}

// encodeUserinfo percent-encodes s with WHATWG's userinfo percent-encode
// set: C0 controls, space, and " # / : ; < = > ? @ [ \ ] ^ ` { | }, and
// every byte of a non-ASCII character's UTF-8 form.
func encodeUserinfo(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c <= 0x20 || c >= 0x7f || strings.IndexByte("\"#/:;<=>?@[\\]^`{|}", c) >= 0 {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}
