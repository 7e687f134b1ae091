package goja

import "testing"

// A program compiled with CompileNative defines functions that present
// themselves as built-ins, as V8's built-ins written in JavaScript do;
// other programs keep their source text.
func TestCompileNativeFunctionSource(t *testing.T) {
	vm := New()
	prg, err := CompileNative("lib.js", `
		globalThis.lib = {
			plain: function plain(a, b = 1) { return a + b },
			arrow: (x) => x,
			klass: class Widget { constructor(size) { this.size = size } },
			get getter() { return 1 },
		};`, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := vm.RunProgram(prg); err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]string{
		"String(lib.plain)": "function plain() { [native code] }",
		"String(lib.arrow)": "function arrow() { [native code] }",
		"String(lib.klass)": "function Widget() { [native code] }",
		"String(Object.getOwnPropertyDescriptor(lib, 'getter').get)": "function get getter() { [native code] }",
		"lib.plain(1)":                      "2",
		"new lib.klass(3).size":             "3",
		"String(function f() { return 1 })": "function f() { return 1 }",
	} {
		v, err := vm.RunString(code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if got := v.String(); got != want {
			t.Errorf("%s = %q, want %q", code, got, want)
		}
	}
}

// Frames of a CompileNative program stay out of the guest's stacks, and
// a stack holds at most Error.stackTraceLimit frames, as in V8.
func TestErrorStackV8Shape(t *testing.T) {
	vm := New()
	prg, err := CompileNative("lib.js", `globalThis.callVia = function callVia(f) { return f(); };`, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := vm.RunProgram(prg); err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]string{
		`callVia(function user() { return new Error("x").stack })`:                                   "Error: x\n    at user (<eval>:1:34)\n    at <eval>:1:8",
		`function d(n) { return n ? d(n - 1) : new Error("d") } d(20).stack.split("\n").length`:      "11",
		`Error.stackTraceLimit = 1; const s = new Error("one").stack; Error.stackTraceLimit = 10; s`: "Error: one\n    at <eval>:1:38",
		`const o = {}; (function f() { Error.captureStackTrace(o) })(); o.stack`:                     "Error\n    at f (<eval>:1:54)\n    at <eval>:1:60",
	} {
		v, err := vm.RunString(code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if got := v.String(); got != want {
			t.Errorf("%s:\n got %q\nwant %q", code, got, want)
		}
	}
}
