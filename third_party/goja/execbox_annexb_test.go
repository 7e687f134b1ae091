package goja

import "testing"

// TestExecboxBlockFunctions checks Annex B.3.2: a function declared in a
// block of non-strict code also gets a var binding in the enclosing
// function, script or eval code, set when the declaration is evaluated.
// Guest code is the body of a non-strict async arrow, so `if (x) {
// function helper() {} } helper()` threw a ReferenceError. The expected
// values are Node's (v8), printed by running each program with
// vm.runInNewContext; where V8 departs from the specification (a function
// in a nested block of the same name, "arguments"), these follow V8.
func TestExecboxBlockFunctions(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"block in script", `{ function f() { return 1 } } typeof f`, "function"},
		{"undefined before, function after", `(function () { var r = typeof f; { function f() {} } return r + "," + typeof f })()`, "undefined,function"},
		{"if body", `(function () { if (true) function f() { return 5 } return f() })()`, "5"},
		{"if not taken", `(function () { if (false) { function f() {} } return String(f) })()`, "undefined"},
		{"let in outer block", `(function () { { let f; { function f() {} } } return typeof f })()`, "undefined"},
		{"top-level let", `(function () { let f = 1; { function f() {} } return typeof f })()`, "number"},
		{"parameter", `(function (f) { { function f() {} } return typeof f })(1)`, "number"},
		{"arrow", `(() => { if (1) { function helper() { return 42 } } return helper() })()`, "42"},
		{"direct eval in function", `(function () { eval("{ function g() { return 7 } }"); return g() })()`, "7"},
		{"eval under a let", `(function () { let z = 1; { eval("{ function z() {} }") } return typeof z })()`, "number"},
		{"eval at global", `eval("{ function ge() { return 9 } }"); ge()`, "9"},
		{"labelled", `(function () { { l: function f() { return 3 } } return f() })()`, "3"},
		{"switch", `(function () { switch (1) { case 1: function h() { return 1 }; case 2: function h() { return 2 } } return h() })()`, "2"},
		{"copied when evaluated", `(function () { var a = []; for (var i = 0; i < 2; i++) { a.push(typeof q); { function q() {} } } return a.join() })()`, "undefined,function"},
		{"inner binding", `(function () { { function f() { return f } } return f() === f })()`, "true"},
		{"with", `(function () { var o = {}; with (o) { function w() {} } return typeof w + "," + typeof o.w })()`, "function,undefined"},
		{"rest parameter", `(function (...a) { { function f() {} } return typeof f })()`, "function"},
		{"catch identifier", `(function () { try { throw 1 } catch (f) { { function f() { return 1 } } } return typeof f })()`, "function"},
		{"catch pattern", `(function () { try { throw {} } catch ({ f }) { { function f() { return 1 } } } return typeof f })()`, "undefined"},
		{"for let", `(function () { for (let f of [0]) { { function f() {} } } return typeof f })()`, "undefined"},
		{"arguments", `(function () { { function arguments() {} } return typeof arguments })()`, "function"},
		{"nested same name", `(function () { { function f() { return 1 } { function f() { return 2 } } } return f() })()`, "2"},
		{"later assignment kept", `(function () { { function f() {} } f = 3; { } return f })()`, "3"},
		{"var in catch", `(function () { try { throw 1 } catch (e) { var e = 2; return e } })()`, "2"},
		{"var in catch, outer untouched", `(function () { var seen = () => e; e = "before"; try { throw 1 } catch (e) { var e = 2 } return seen() })()`, "before"},
		{"arguments after use", `(function () { var r = String(arguments); { function arguments() {} } return r + "," + typeof arguments })(1)`, "[object Arguments],function"},
		{"arguments in arrow", `(function () { return (() => { var r = typeof arguments; { function arguments() {} } return r + "," + typeof arguments })() })(1)`, "undefined,function"},
		{"arguments, default parameter", `(function (a = 1) { var r = typeof arguments; { function arguments() {} } return r + "," + typeof arguments })(1)`, "object,function"},
		{"var arguments, default parameter", `(function (a = 1) { var r = typeof arguments; var arguments; return r + "," + typeof arguments })(1)`, "object,object"},
		{"labelled at top level", `l: function f() { return 4 } f()`, "4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := New()
			v, err := r.RunString(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if got := v.String(); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestExecboxBlockFunctionsStrict checks that strict code keeps functions
// in blocks to their block.
func TestExecboxBlockFunctionsStrict(t *testing.T) {
	r := New()
	v, err := r.RunString(`"use strict"; (function () { { function f() {} } return typeof f })()`)
	if err != nil {
		t.Fatal(err)
	}
	if v.String() != "undefined" {
		t.Fatalf("got %v", v)
	}
	if _, err := r.RunString(`"use strict"; l: function g() {}`); err == nil {
		t.Fatal("a labelled function in strict code compiled")
	}
}
