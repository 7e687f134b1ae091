package goja

import "testing"

// execbox-runner patch: arrays nested deeper than the call stack limit
// make join, toString, toLocaleString and flat throw V8's catchable
// RangeError, where each level was a level of unbounded Go recursion.
func TestDeepNestingIsRangeError(t *testing.T) {
	vm := New()
	vm.SetMaxCallStackSize(100)
	v, err := vm.RunString(`
	let a = [];
	for (let i = 0; i < 1000; i++) a = [a];
	const calls = [() => String(a), () => a.join(), () => a.toLocaleString(), () => a.flat(Infinity), () => a.flat(500)];
	const out = calls.map(f => {
		try { f(); return 'no error'; } catch (e) { return e instanceof RangeError ? e.message : String(e); }
	});
	let b = [];
	for (let i = 0; i < 50; i++) b = [b, i];
	out.push(String(b).length, b.flat(Infinity).length, a.flat(50).length);
	JSON.stringify(out);
	`)
	if err != nil {
		t.Fatal(err)
	}
	const m = "Maximum call stack size exceeded"
	want := `["` + m + `","` + m + `","` + m + `","` + m + `","` + m + `",140,50,1]`
	if got := v.String(); got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}
