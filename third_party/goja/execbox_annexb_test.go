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

// TestExecboxAnnexBBuiltins checks the Annex B built-ins goja lacked:
// String.prototype's HTML methods, Object.prototype.__defineGetter__ and
// its three siblings, and Date.prototype.getYear and setYear. The
// expected values are Node's (v8), printed with vm.runInNewContext.
func TestExecboxAnnexBBuiltins(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"anchor", `"x".anchor('a"b')`, "<a name=\"a&quot;b\">x</a>"},
		{"all tags", `["big","blink","bold","fixed","italics","small","strike","sub","sup"].map(m => "s"[m]()).join()`, "<big>s</big>,<blink>s</blink>,<b>s</b>,<tt>s</tt>,<i>s</i>,<small>s</small>,<strike>s</strike>,<sub>s</sub>,<sup>s</sup>"},
		{"attrs", `["fontcolor","fontsize","link"].map(m => "s"[m]("v")).join()`, "<font color=\"v\">s</font>,<font size=\"v\">s</font>,<a href=\"v\">s</a>"},
		{"non-ASCII", `"\u00e9".link("\u00e9\"")`, "<a href=\"é&quot;\">é</a>"},
		{"lengths", `[String.prototype.anchor.length, String.prototype.big.length, "x".anchor.name].join()`, "1,0,anchor"},
		{"on null", `try { String.prototype.big.call(null) } catch (e) { e.constructor.name }`, "TypeError"},
		{"number this", `String.prototype.sub.call(42)`, "<sub>42</sub>"},
		{"defineGetter", `var o = {}; o.__defineGetter__("x", function () { return 7 }); var d = Object.getOwnPropertyDescriptor(o, "x"); [o.x, d.enumerable, d.configurable, typeof d.set].join()`, "7,true,true,undefined"},
		{"defineSetter", `var o = {}, seen; o.__defineSetter__("x", function (v) { seen = v }); o.x = 3; seen`, "3"},
		{"defineGetter not callable", `try { ({}).__defineGetter__("x", 1) } catch (e) { e.constructor.name }`, "TypeError"},
		{"lookupGetter inherited", `var p = { get x() { return 1 } }; var o = Object.create(p); o.__lookupGetter__("x") === Object.getOwnPropertyDescriptor(p, "x").get`, "true"},
		{"lookupGetter shadowed by data", `var p = { get x() { return 1 } }; var o = Object.create(p); o.x2 = 1; Object.defineProperty(o, "x", { value: 1 }); String(o.__lookupGetter__("x"))`, "undefined"},
		{"lookupSetter none", `String(({ get x() { return 1 } }).__lookupSetter__("x"))`, "undefined"},
		{"getYear", `new Date(2024, 0, 1).getYear()`, "124"},
		{"setYear two digits", `var d = new Date(2024, 5, 7); d.setYear(95); [d.getFullYear(), d.getMonth(), d.getDate()].join()`, "1995,5,7"},
		{"setYear full", `var d = new Date(NaN); d.setYear(2001); [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()].join()`, "2001,0,1,0"},
		{"setYear NaN", `var d = new Date(0); String(d.setYear(NaN))`, "NaN"},
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

// TestExecboxHTMLComments checks Annex B.1.1: <!-- opens a single-line
// comment anywhere in a script, --> one at the start of a line (after
// white space and comments only). Both were SyntaxErrors. The expected
// values are Node's.
func TestExecboxHTMLComments(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"decrement then greater", "var n = 3, c = 0; while (n-->0) c++; c", "3"},
		{"<!--", "var x = 1 <!-- x = 2\n; x", "1"},
		{"--> at a line's start", "var x = 5\n--> x = 1\nx", "5"},
		{"--> after a multi-line comment", "var x = 5; /*\n*/ --> x = 1\nx", "5"},
		{"--> inside a line", "var x = 5; x /* */ --> 1", "true"},
		{"--> first", "--> x = 1\n7", "7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := New().RunString(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if got := v.String(); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestExecboxLegacyLiterals checks legacy octal escapes and numbers: "\400"
// is " 0" (\4 to \7 take one more digit at most), 08 and 0718 are
// decimals, and strict code rejects "\1", "\08", "\8" and 08, also in a
// directive prologue before its "use strict". Node's results.
func TestExecboxLegacyLiterals(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"\\400", `"\400" === " 0"`, "true"},
		{"\\377", `"\377".charCodeAt(0)`, "255"},
		{"\\8 sloppy", `"\8"`, "8"},
		{"08", `[08, 0718, 08.5, 09e1].join()`, "8,718,8.5,90"},
		{"octal", `[010, 0777].join()`, "8,511"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := New().RunString(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if got := v.String(); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
	for _, src := range []string{
		`"use strict"; "\1"`,
		`"use strict"; "\08"`,
		`"use strict"; "\8"`,
		`"use strict"; 08`,
		`function f() { "\9"; "use strict"; }`,
		`function f() { "\052"; "use strict"; }`,
	} {
		if _, err := Compile("", src, false); err == nil {
			t.Errorf("%s compiled", src)
		}
	}
}

// TestExecboxPromiseResolveThenable checks that resolving with a thenable
// that is no promise reads only its then (await, Promise.resolve): goja
// read its constructor first. Also that BigInt.prototype has no length and
// name of its own. Node's results.
func TestExecboxPromiseResolveThenable(t *testing.T) {
	r := New()
	v, err := r.RunString(`
		var calls = [];
		var t = new Proxy({ then(r) { r(1); } }, { get(o, k) { calls.push(String(k)); return o[k]; } });
		Promise.resolve(t);
		(async () => { await t; })();
		calls.join() + "|" + Object.getOwnPropertyNames(BigInt.prototype).join()`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), "then,then|constructor,toLocaleString,toString,valueOf"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

// TestExecboxClassFieldNamedGet checks that a class field named get or set
// may be followed, after a line break, by a generator method; it was a
// SyntaxError. `get *g() {}` on one line stays one.
func TestExecboxClassFieldNamedGet(t *testing.T) {
	v, err := New().RunString("class A { get\n*g() {} static set\n*h() {} }; [typeof A.prototype.g, new A().hasOwnProperty('get'), typeof A.prototype.h, A.hasOwnProperty('set')].join()")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), "function,true,function,true"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if _, err := Compile("", "class A { get *g() {} }", false); err == nil {
		t.Fatal("a generator getter compiled")
	}
}

// TestExecboxCallAssignmentTarget checks that a call as an assignment
// target is, in sloppy code, a ReferenceError thrown after the call and
// before the right-hand side, and in strict code a SyntaxError, as in V8.
func TestExecboxCallAssignmentTarget(t *testing.T) {
	r := New()
	v, err := r.RunString(`
		var log = [];
		function f() { log.push("f"); return { valueOf() { log.push("valueOf"); return 1; } }; }
		function g() { log.push("g"); return 1; }
		for (const run of [() => { f() = g(); }, () => { f() += g(); }, () => { f()++; }, () => { --f(); }, () => { for (f() in [1]); }, () => { for (f() of [1]); }]) {
			try { run(); log.push("no error"); } catch (e) { log.push(e.name + ": " + e.message); }
		}
		log.join()`)
	if err != nil {
		t.Fatal(err)
	}
	want := "f,ReferenceError: Invalid left-hand side in assignment,f,ReferenceError: Invalid left-hand side in assignment," +
		"f,ReferenceError: Invalid left-hand side expression in postfix operation,f,ReferenceError: Invalid left-hand side expression in prefix operation," +
		"f,ReferenceError: Invalid left-hand side in for-loop,f,ReferenceError: Invalid left-hand side in for-loop"
	if got := v.String(); got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	for _, src := range []string{`"use strict"; f() = 1`, `"use strict"; f()++`, `"use strict"; for (f() in o);`, `f() &&= 1`} {
		if _, err := Compile("", src, false); err == nil {
			t.Errorf("%s compiled", src)
		}
	}
}

// TestExecboxForInVarInitializer checks B.3.5: for (var x = init in o) in
// sloppy code assigns init once, before the source is evaluated; strict
// code, let, patterns and for-of keep the SyntaxError. Node's results.
func TestExecboxForInVarInitializer(t *testing.T) {
	v, err := New().RunString(`(function () { var effects = 0, n = 0, stored; for (var a = (++effects, -1) in stored = a, { x: 0, y: 1 }) n++; return [effects, stored, n, a].join(); })()`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), "1,-1,2,y"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	for _, src := range []string{`"use strict"; for (var a = 0 in {});`, `for (let a = 0 in {});`, `for (var [a] = 0 in {});`, `for (var a = 0 of []);`} {
		if _, err := Compile("", src, false); err == nil {
			t.Errorf("%s compiled", src)
		}
	}
}

// TestExecboxRegExpLegacyEscapes checks B.1.2's escapes in regular
// expressions: \c followed by a digit or _ inside a class is a control
// character, \c not followed by a control letter is a backslash and c,
// and a legacy octal escape takes three digits at most, two from \4.
// Node's results.
func TestExecboxRegExpLegacyEscapes(t *testing.T) {
	v, err := New().RunString(`[/[\c0]/.exec("\x0f\x10\x11")[0].charCodeAt(0), /\c0/.exec("\x0f\x10"), /\c0/.test("\\c0"), /\400/.exec("\x200")[0] === "\x200", /[\c_]/.test("\x1f"), /\101/.test("A"), /\0/.test("\0")].join()`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.String(), "16,,true,true,true,true,true"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}
