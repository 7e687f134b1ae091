package goja

import "testing"

// TestExecboxCallSites: the shapes of callee, iterable and destructured
// value V8 renders (execbox_callsite.go), beyond the runner's corpus; the
// wanted text is Node 20's String(e) for each.
func TestExecboxCallSites(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{"const f = () => 1; f(1, 2)()", "TypeError: f(...) is not a function"},
		{"var a = [], i = 0; a[i++]()", "TypeError: a[(i++)] is not a function"},
		{"var o = {}; o?.f()", "TypeError: o?.f is not a function"},
		{"var o = {}, k = 'z'; o[k]()", "TypeError: o[k] is not a function"},
		{"class K {}; new K().x()", "TypeError: (intermediate value).x is not a function"},
		{"var a; (a ? 1 : 2)()", "TypeError: (intermediate value)(intermediate value)(intermediate value) is not a function"},
		{"[...'a']()", `TypeError: [(..."a")] is not a function`},
		{"(0, 1)()", "TypeError: (0 , 1) is not a function"},
		{"(typeof 1)()", "TypeError: (typeof 1) is not a function"},
		{"/a/g()", "TypeError: /a/g is not a function"},
		{"1.50()", "TypeError: 1.5 is not a function"},
		{"for (const x of [1, {}].x);", "TypeError: [1,{}].x is not iterable"},
		{"for (const x of Symbol());", "TypeError: Symbol is not a function or its return value is not iterable"},
		{"var o = {}; Math.max(...o.x)", "TypeError: o.x is not iterable (cannot read property undefined)"},
		{"Math.max(...{})", "TypeError: Spread syntax requires ...iterable[Symbol.iterator] to be a function"},
		{"var o = {}; const {} = o.x", "TypeError: Cannot destructure 'o.x' as it is undefined."},
		{"const {a} = null ?? undefined", "TypeError: Cannot destructure property 'a' of '(null ?? undefined)' as it is undefined."},
		{"for (const {a} of [null]);", "TypeError: Cannot destructure property 'a' of '.for' as it is null."},
		{"(({a}) => 1)(null)", "TypeError: Cannot destructure property 'a' of 'object null' as it is null."},
		{"const {a: {b}} = {a: null}", "TypeError: Cannot read properties of null (reading 'b')"},
		{"const [[a]] = [null]", "TypeError: object null is not iterable (cannot read property Symbol(Symbol.iterator))"},
		{"new Set('s'.x)", "no error"},
		{"new Set(true)", "TypeError: boolean true is not iterable (cannot read property Symbol(Symbol.iterator))"},
		{"const o = {}; new o.x", "TypeError: o.x is not a constructor"},
		{"Reflect.construct(() => {}, [])", "TypeError: () => {} is not a constructor"},
		{"function f() { x; let x; } f()", "ReferenceError: Cannot access 'x' before initialization"},
		{"function f() { const g = () => x; g(); let x; } f()", "ReferenceError: Cannot access 'x' before initialization"},
		{"function f() { x = 1; let x; } f()", "ReferenceError: Cannot access 'x' before initialization"},
		{"'use strict'; const o = Object.freeze([1]); o.length = 0", "TypeError: Cannot assign to read only property 'length' of object '[object Array]'"},
		{"'use strict'; Object.defineProperty(globalThis, 'q', {get() { return 1 }}); q = 2", "TypeError: Cannot set property q of #<Object> which has only a getter"},
		{"new RegExp('a**')", "SyntaxError: Invalid regular expression: /a**/: Nothing to repeat"},
	} {
		vm := New()
		_ = vm.Set("code", c.code)
		v, err := vm.RunString("try { (0, eval)(code); 'no error' } catch (e) { String(e) }")
		if err != nil {
			t.Fatalf("%s: %v", c.code, err)
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s\n got %q\nwant %q", c.code, got, c.want)
		}
	}
}
