package goja

import (
	"errors"
	"testing"
)

// TestExecboxCatchableStackOverflow checks SetCatchableStackOverflow: the
// guest catches the RangeError V8 throws at the call-depth limit, through
// plain calls and through native frames, goes on, and meets the limit again
// when its catch handler recurses; uncaught, it is an *Exception holding a
// RangeError. Without the option the overflow stays uncatchable.
func TestExecboxCatchableStackOverflow(t *testing.T) {
	vm := New()
	vm.SetMaxCallStackSize(200)
	vm.SetCatchableStackOverflow(true)
	v, err := vm.RunString(`
		const out = [];
		function f(n) { return f(n + 1) + 1; }
		try { f(0); } catch (e) { out.push(e instanceof RangeError, e.name, e.message); }
		function g() { return [1].map(g); }
		try { g(); } catch (e) { out.push(e.constructor === RangeError); }
		let depth = 0;
		function h(n) { try { return h(n + 1); } catch (e) { depth = n; return n; } }
		out.push(h(0) > 100);
		// A handler that recurses again gets another RangeError.
		function again(n) { try { return again(n + 1); } catch (e) { return again2(); } }
		function again2() { return again2(); }
		try { again(0); } catch (e) { out.push("again " + e.message); }
		out.push(f.length, "went on");
		out.join("|");`)
	if err != nil {
		t.Fatal(err)
	}
	const want = "true|RangeError|Maximum call stack size exceeded|true|true|again Maximum call stack size exceeded|1|went on"
	if got := v.String(); got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}

	_, err = vm.RunString(`function r() { r(); } r();`)
	var ex *Exception
	if !errors.As(err, &ex) {
		t.Fatalf("uncaught: got %T %v", err, err)
	}
	if o, ok := ex.Value().(*Object); !ok || o.Get("name").String() != "RangeError" {
		t.Fatalf("uncaught: got %v", ex.Value())
	}

	vm2 := New()
	vm2.SetMaxCallStackSize(200)
	_, err = vm2.RunString(`function r() { r(); } try { r(); } catch (e) { "caught" }`)
	var overflow *StackOverflowError
	if !errors.As(err, &overflow) {
		t.Fatalf("without the option: got %v", err)
	}
}

// TestExecboxCatchableOverflowAtGeneratorEntry checks that an overflow
// met on entering an async function or a generator leaves the stacks as
// they were: it once left a frame and a try frame behind, the call stack
// never emptied again, and the promise jobs never ran, so `const f = async
// () => f(); await f()` never settled.
func TestExecboxCatchableOverflowAtGeneratorEntry(t *testing.T) {
	vm := New()
	vm.SetMaxCallStackSize(200)
	vm.SetCatchableStackOverflow(true)
	v, err := vm.RunString(`(function () {
		globalThis.out = [];
		const f = async () => f();
		f().then(() => out.push("fulfilled"), (e) => out.push(e.name));
		function* gen() { yield 1; }
		function r(n) { try { return r(n + 1); } catch (e) { return [...gen()].length; } }
		out.push(r(0));
	})`)
	if err != nil {
		t.Fatal(err)
	}
	fn, _ := AssertFunction(v)
	if _, err := fn(Undefined()); err != nil {
		t.Fatal(err)
	}
	if n, m := len(vm.vm.callStack), len(vm.vm.tryStack); n != 0 || m != 0 {
		t.Fatalf("left behind: %d frames, %d try frames", n, m)
	}
	if got := vm.Get("out").String(); got != "1,RangeError" {
		t.Fatalf("got %q", got)
	}
}
