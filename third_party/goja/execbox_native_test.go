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
