package goja

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// TestGoPanicInBuiltinIsTypeError checks the net of native_panic.go: a Go
// runtime panic inside a function written in Go reaches the script as a
// TypeError it can catch, and the handler sees the original panic.
func TestGoPanicInBuiltinIsTypeError(t *testing.T) {
	for name, boom := range map[string]func(){
		"nil dereference": func() {
			var o *Object
			_ = o.self
		},
		"index out of range": func() {
			s := []int{}
			i := 3
			_ = s[i]
		},
		"string": func() { panic("unreachable") },
		"error":  func() { panic(errors.New("some Go error")) },
	} {
		t.Run(name, func(t *testing.T) {
			vm := New()
			var seen []interface{}
			vm.SetGoPanicHandler(func(v interface{}, stack []byte) {
				seen = append(seen, v)
				if len(stack) == 0 {
					t.Error("the handler got no stack")
				}
			})
			_ = vm.Set("boom", func(FunctionCall) Value { boom(); return nil })
			v, err := vm.RunString(`
			let caught;
			try { boom(); } catch (e) { caught = e; }
			caught instanceof TypeError && caught.message`)
			if err != nil {
				t.Fatal(err)
			}
			if v.String() != InternalErrorMessage {
				t.Fatalf("caught %v, want a TypeError with the fixed message", v)
			}
			if len(seen) != 1 {
				t.Fatalf("handler saw %d panics, want 1", len(seen))
			}
			// Uncaught, it is an ordinary *Exception for the embedder.
			_, err = vm.RunString(`boom()`)
			var ex *Exception
			if !errors.As(err, &ex) || !strings.Contains(ex.Error(), InternalErrorMessage) {
				t.Fatalf("uncaught: got %v", err)
			}
		})
	}
}

// TestGoPanicNetKeepsUncatchable checks that the net leaves goja's own
// uncatchable exceptions alone: an interrupt and a stack overflow still end
// the script, past try/catch, as errors for the embedder.
func TestGoPanicNetKeepsUncatchable(t *testing.T) {
	vm := New()
	vm.SetGoPanicHandler(func(v interface{}, _ []byte) { t.Errorf("handler called for %v", v) })
	_ = vm.Set("spin", func(FunctionCall) Value {
		vm.Interrupt("stop")
		return nil
	})
	_, err := vm.RunString(`try { spin(); for (;;) {} } catch (e) { "caught" }`)
	var interrupted *InterruptedError
	if !errors.As(err, &interrupted) {
		t.Fatalf("interrupt: got %v", err)
	}
	vm.ClearInterrupt()

	vm.SetMaxCallStackSize(100)
	_, err = vm.RunString(`function f() { return [1].map(f); } try { f(); } catch (e) { "caught" }`)
	var overflow *StackOverflowError
	if !errors.As(err, &overflow) {
		t.Fatalf("stack overflow: got %v", err)
	}

	// And an interrupt that arrives while a native callback runs.
	vm2 := New()
	go func() {
		time.Sleep(20 * time.Millisecond)
		vm2.Interrupt("late")
	}()
	_, err = vm2.RunString(`try { [1].forEach(function () { for (;;) {} }); } catch (e) { "caught" }`)
	if !errors.As(err, &interrupted) {
		t.Fatalf("interrupt in a callback: got %v", err)
	}
}

// TestBuiltinReceiverCrashes are receivers that made a built-in dereference
// Go nil (each one ended the process before the fixes in PATCHES.md). The
// expected errors are V8's.
func TestBuiltinReceiverCrashes(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`Object.prototype.toLocaleString.call(Object.create(null))`,
			"TypeError: undefined is not a function"},
		{`RegExp.prototype[Symbol.replace].call({}, "abc", "x")`,
			"TypeError: Method RegExp.prototype.exec called on incompatible receiver"},
		{`RegExp.prototype[Symbol.replace].call({ flags: "g" }, "abc", "x")`,
			"TypeError: Method RegExp.prototype.exec called on incompatible receiver"},
		{`RegExp.prototype[Symbol.split].call({ constructor: { [Symbol.species]: function () { return {} } }, flags: "" }, "abc")`,
			"TypeError: Method RegExp.prototype.exec called on incompatible receiver"},
		{`RegExp.prototype[Symbol.split].call({ constructor: { [Symbol.species]: function () { return {} } }, flags: "" }, "")`,
			"TypeError: Method RegExp.prototype.exec called on incompatible receiver"},
		{`RegExp.prototype[Symbol.match].call({}, "abc")`,
			"TypeError: Method RegExp.prototype.exec called on incompatible receiver"},
		{`RegExp.prototype[Symbol.search].call({}, "abc")`,
			"TypeError: Method RegExp.prototype.exec called on incompatible receiver"},
	} {
		vm := New()
		vm.SetGoPanicHandler(func(v interface{}, _ []byte) { t.Errorf("%s: Go panic %v", tc.src, v) })
		v, err := vm.RunString(`try { ` + tc.src + `; "no error" } catch (e) { String(e) }`)
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		if !strings.HasPrefix(v.String(), tc.want) {
			t.Errorf("%s: got %q, want %q", tc.src, v, tc.want)
		}
	}
	// Found by the runner's builtin sweep: a revoked Proxy of a function
	// is still a function to Function.prototype.toString (V8 agrees).
	testScript(`var r = Proxy.revocable(function () {}, {}); r.revoke(); Function.prototype.toString.call(r.proxy)`,
		asciiString("function () { [native code] }"), t)
	testScript(`var r = Proxy.revocable({}, {}); r.revoke();
	try { Function.prototype.toString.call(r.proxy) } catch (e) { e instanceof TypeError }`, valueTrue, t)
	// A RegExp whose exec is not callable falls back to the built-in one.
	testScript(`var r = /a/g; r.exec = 5; r[Symbol.replace]("abca", "x")`, asciiString("xbcx"), t)
	testScript(`var r = /b/; r.exec = 5; r[Symbol.split]("abc").join()`, asciiString("a,c"), t)
}

// BenchmarkNativeCallLoop calls a built-in written in Go 100,000 times from
// one script, so that the cost of the native call path itself shows: it is
// where a guard against Go panics in built-ins would sit if it were a defer.
func BenchmarkNativeCallLoop(b *testing.B) {
	vm := New()
	prg := MustCompile("bench.js", `
	var s = 0;
	for (var i = 0; i < 100000; i++) { s += Math.abs(i); }
	s`, true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := vm.RunProgram(prg); err != nil {
			b.Fatal(err)
		}
	}
}

// TestGoFuncsAreAnonymous checks that a function made from a Go func shows
// no Go symbol, in its source text, its name or an error stack.
func TestGoFuncsAreAnonymous(t *testing.T) {
	vm := New()
	_ = vm.Set("f", func(FunctionCall) Value { panic(vm.NewTypeError("from Go")) })
	_ = vm.Set("g", func(a int) int { return a })
	v, err := vm.RunString(`
	let stack;
	try { f(); } catch (e) { stack = e.stack; }
	[String(f), f.name, String(g), g.name, stack].join("|")`)
	if err != nil {
		t.Fatal(err)
	}
	if s := v.String(); strings.Contains(s, "github.com") || strings.Contains(s, "func1") || strings.Contains(s, "goja") {
		t.Fatalf("a Go symbol is visible: %q", s)
	}
	if s := v.String(); !strings.HasPrefix(s, "function () { [native code] }||function () { [native code] }||") {
		t.Fatalf("got %q", s)
	}
}

// TestIntrinsic checks that Intrinsic hands out the built-ins as the runtime
// made them, after a script has replaced the globals and the prototypes.
func TestIntrinsic(t *testing.T) {
	vm := New()
	_, err := vm.RunString(`
	const OrigMap = Map;
	Map = {};
	OrigMap.prototype.get = function () { return "hijacked"; };
	Reflect.apply = null;
	TypeError = function () {};`)
	if err != nil {
		t.Fatal(err)
	}
	for path := range intrinsicConstructors {
		if vm.Intrinsic(path) == nil {
			t.Errorf("no %s", path)
		}
	}
	for path := range intrinsicMethods {
		if vm.Intrinsic(path) == nil {
			t.Errorf("no %s", path)
		}
	}
	if vm.Intrinsic("NoSuchThing") != nil {
		t.Error("an unknown path gave a value")
	}
	_ = vm.Set("MapCtor", vm.Intrinsic("Map"))
	_ = vm.Set("mapGet", vm.Intrinsic("Map.prototype.get"))
	_ = vm.Set("mapSet", vm.Intrinsic("Map.prototype.set"))
	_ = vm.Set("apply", vm.Intrinsic("Reflect.apply"))
	_ = vm.Set("TE", vm.Intrinsic("TypeError"))
	v, err := vm.RunString(`
	const m = new MapCtor();
	apply(mapSet, m, ["k", "v"]);
	[apply(mapGet, m, ["k"]), mapGet.name, mapGet.length, new TE("x") instanceof Error, MapCtor === OrigMap].join()`)
	if err != nil {
		t.Fatal(err)
	}
	if v.String() != "v,get,1,true,true" {
		t.Fatalf("got %q", v)
	}
}

// TestEmptySearchPastTheEnd: found by the runner's builtin sweep. An empty
// search string past the end of a string with non-ASCII characters was
// found there, so replaceAll never ended.
func TestEmptySearchPastTheEnd(t *testing.T) {
	testScript(`"é".replaceAll("", "x") + "|" + "é😀".replaceAll("", "-") + "|" + "é".indexOf("", 5) === "xéx|-é-\ud83d-\ude00-|1"`,
		valueTrue, t)
}

// TestJSONStringifyDepth: found by the runner's builtin sweep. A replacer
// that returns a new object for every key nested JSON.stringify in Go
// without end; nesting past the call stack limit is V8's RangeError now.
func TestJSONStringifyDepth(t *testing.T) {
	vm := New()
	vm.SetMaxCallStackSize(100)
	v, err := vm.RunString(`
	const deep = (n) => { let o = {}; for (let i = 0; i < n; i++) o = { a: o }; return o; };
	const attempt = (f) => { try { return f() } catch (e) { return e.name + ": " + e.message } };
	[
		attempt(() => JSON.stringify(deep(50)).length),
		attempt(() => JSON.stringify(deep(200))),
		attempt(() => JSON.stringify({ a: 1 }, function () { return { valueOf() {} }; })),
	].join("|")`)
	if err != nil {
		t.Fatal(err)
	}
	want := "302|RangeError: Maximum call stack size exceeded|RangeError: Maximum call stack size exceeded"
	if v.String() != want {
		t.Fatalf("got %q, want %q", v, want)
	}
}
