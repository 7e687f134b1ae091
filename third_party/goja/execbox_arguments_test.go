package goja

import "testing"

// TestExecboxArrowArguments checks that an arrow function reads the arguments
// object of its enclosing function. The binding used to stay on the
// enclosing function's stack, so the arrow read a slot of its own frame:
// garbage, or a Go index-out-of-range panic when the call passed more
// arguments than the function declares. The expected values are Node's
// (v8), printed by running each program with `node -e`.
func TestExecboxArrowArguments(t *testing.T) {
	tests := []struct {
		name, src, want string
		// async: the program sets the global r when its promise settles,
		// in the job queue that RunString drains before it returns.
		async bool
	}{
		{"more args than params", `(function (x) { return (() => arguments[1])(); })(5, 0)`, "0", false},
		{"fewer args than params", `(function (a, b, c) { return (() => arguments.length + ":" + arguments[0] + ":" + c)(); })(1)`, "1:1:undefined", false},
		{"nested arrows", `(function () { return (() => () => arguments[2])()(); })(1, 2, 3)`, "3", false},
		{"mapped", `(function (x) { x = 9; return (() => [x, arguments[0], arguments[1]].join())(); })(1, 2)`, "9,9,2", false},
		{"strict unmapped", `(function (x) { "use strict"; x = 9; return (() => [x, arguments[0], arguments[1]].join())(); })(1, 2)`, "9,1,2", false},
		{"arrow writes mapped", `(function (x) { (() => { arguments[0] = 7; })(); return x; })(1, 2)`, "7", false},
		{"default params", `(function (x = 1, y = x) { return (() => [arguments.length, arguments[0], arguments[2], y].join())(); })(undefined, undefined, 3)`, "3,,3,1", false},
		{"rest param", `(function (a, ...r) { return (() => arguments.length + r.length)(); })(1, 2, 3)`, "5", false},
		{"arrow in block", `(function () { { let z = 1; return (() => arguments[0] + z)(); } })(4)`, "5", false},
		{"arrow outlives call", `(function (x) { return () => arguments[1]; })(1, 2)()`, "2", false},
		{"function reads too", `(function (x) { var n = arguments.length; return (() => n + arguments[n - 1])(); })(1, 2, 3)`, "6", false},
		{"generator", `(function* (x) { yield (() => arguments[1])(); })(1, 2).next().value`, "2", false},
		{"inner function's own", `(function (x) { return (function () { return (() => arguments[0])(); })(x + 1, arguments[1]); })(1, 2)`, "2", false},
		// The runner wraps guest code in an async function.
		{"async function", `var r; (async function (x) { await null; return (() => arguments[1])(); })(5, 0).then(v => { r = v; }); r`, "0", true},
		{"inside async arrow", `var r; (async (y) => (function (x) { return (() => arguments[1])(); })(5, y))(0).then(v => { r = v; }); r`, "0", true},
		{"async arrow in async function", `var r; (async function (x) { return (async () => { await null; return arguments.length + arguments[2]; })(); })(1, 2, 3).then(v => { r = v; }); r`, "6", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := New()
			v, err := r.RunString(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if tc.async {
				v = r.Get("r")
			}
			if got := v.String(); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}
