package goja

import (
	"strings"
	"testing"
)

// TestExecboxV8ErrorMessages: the TypeErrors and the SyntaxError of the
// common guest mistakes read as V8's do (execbox_errors.go, PATCHES.md).
func TestExecboxV8ErrorMessages(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{`const o = null; o.x`, "TypeError: Cannot read properties of null (reading 'x')"},
		{`let u; u.x`, "TypeError: Cannot read properties of undefined (reading 'x')"},
		{`const o = {}; o.a.b`, "TypeError: Cannot read properties of undefined (reading 'b')"},
		{`const o = null; o[0]`, "TypeError: Cannot read properties of null (reading '0')"},
		{`let u; u['k' + 1]`, "TypeError: Cannot read properties of undefined (reading 'k1')"},
		{`const o = null; o.f()`, "TypeError: Cannot read properties of null (reading 'f')"},
		{`const o = {}; o.foo()`, "TypeError: o.foo is not a function"},
		{`const o = {a: {}}; o.a.b(1, 2)`, "TypeError: o.a.b is not a function"},
		{`const o = {a: {}}; o?.a.b ()`, "TypeError: o?.a.b is not a function"},
		{`let f; f()`, "TypeError: f is not a function"},
		{`const f = 5; f()`, "TypeError: f is not a function"},
		{`const o = {}; o()`, "TypeError: o is not a function"},
		{`[1].mapp(x => x)`, "TypeError: [1].mapp is not a function"},
		{`const a = [1]; a.mapp(x => x)`, "TypeError: a.mapp is not a function"},
		{`const o = {}; o['foo']()`, "TypeError: o.foo is not a function"},
		{`function g() { return {} } g().h()`, "TypeError: g(...).h is not a function"},
		{`missing()`, "ReferenceError: missing is not defined"},
		{"function f() { await g() }", "SyntaxError: await is only valid in async functions and the top level bodies of modules"},
		{"[1].forEach(x => { await x })", "SyntaxError: await is only valid in async functions and the top level bodies of modules"},
	} {
		// A SyntaxError's text has goja's position before the message.
		_, err := New().RunString(c.code)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) && !strings.Contains(err.Error(), strings.TrimPrefix(c.want, "SyntaxError: ")) {
			t.Errorf("%s: %v, want %s", c.code, err, c.want)
		}
	}
	// await stays a name where a script may use it as one.
	for _, code := range []string{
		"var await = 1; await + 1",
		"function f() { const xs = [1]; for (await of xs) {} return await } f()",
		"function await(x) { return x } await(2)",
		"var await = [3]; await[0]",
		"var await = 1; function f() { return await\n5 } f()",
	} {
		if _, err := New().RunString(code); err != nil {
			t.Errorf("%q: %v", code, err)
		}
	}
}

func TestExecboxNotAFunctionHook(t *testing.T) {
	r := New()
	ns := r.NewObject()
	_ = ns.Set("search", func() {})
	_ = r.Set("tools", ns)
	r.SetNotAFunctionHook(func(this Value, member string) string {
		if this == ns {
			return "no tool " + member
		}
		return ""
	})
	for code, want := range map[string]string{
		`tools.serch()`:                  "TypeError: no tool serch",
		`tools["x y"]()`:                 "TypeError: no tool x y",
		`const o = {}; o.serch()`:        "TypeError: o.serch is not a function",
		`const t = tools; t.serch()`:     "TypeError: no tool serch",
		`tools.search(); tools.search`:   "",
		`const f = tools.nope; typeof f`: "",
	} {
		_, err := r.RunString(code)
		if (err == nil) != (want == "") || err != nil && !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v, want %q", code, err, want)
		}
	}
}
