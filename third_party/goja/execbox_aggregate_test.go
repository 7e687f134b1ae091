package goja

import "testing"

// TestExecboxPromiseAnyMessage checks that Promise.any rejects with V8's
// message: upstream's AggregateError had an empty one (issue 19). The
// expected value is Node's.
func TestExecboxPromiseAnyMessage(t *testing.T) {
	vm := New()
	_, err := vm.RunString(`var out = [];
		Promise.any([Promise.reject(1), Promise.reject(new Error("b"))]).catch(e => { out.push(e.name, e.message, String(e), e.errors.length); });
		Promise.any([]).catch(e => out.push(e.message));`)
	if err != nil {
		t.Fatal(err)
	}
	const want = "All promises were rejected|AggregateError|All promises were rejected|AggregateError: All promises were rejected|2"
	if got := vm.Get("out").ToObject(vm).Get("join").Export().(func(FunctionCall) Value)(FunctionCall{This: vm.Get("out"), Arguments: []Value{vm.ToValue("|")}}).String(); got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}
