package goja

import "testing"

// TestExecboxDescriptorFieldsAreOwn: Object.getOwnPropertyDescriptor
// creates its result's fields, as the specification's
// FromPropertyDescriptor does; an accessor on Object.prototype once hid
// "value" from it.
func TestExecboxDescriptorFieldsAreOwn(t *testing.T) {
	vm := New()
	v, err := vm.RunString(`
		for (const k of ["value", "writable", "get", "set", "enumerable", "configurable"])
			Object.defineProperty(Object.prototype, k, { __proto__: null, get() { return "hijacked" }, set() { throw new Error(k) }, configurable: true });
		const d = Object.getOwnPropertyDescriptor({ a: 1 }, "a");
		const g = Object.getOwnPropertyDescriptor({ get b() { return 1 } }, "b");
		[Object.keys(d), d.value, d.writable, Object.keys(g), typeof g.get, g.set].join("|")`)
	if err != nil {
		t.Fatal(err)
	}
	const want = "value,writable,enumerable,configurable|1|true|get,set,enumerable,configurable|function|"
	if got := v.String(); got != want {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

// TestExecboxCloneSharedArrayBuffer: a SharedArrayBuffer cloned over the
// same memory sees the other's writes and growth, moved bytes included.
func TestExecboxCloneSharedArrayBuffer(t *testing.T) {
	vm := New()
	src, err := vm.RunString(`globalThis.a = new SharedArrayBuffer(2, { maxByteLength: 1024 }); a`)
	if err != nil {
		t.Fatal(err)
	}
	o := src.(*Object)
	if k := o.CloneKind(); k != "SharedArrayBuffer" {
		t.Fatalf("kind %q", k)
	}
	_ = vm.Set("b", vm.CloneSharedArrayBuffer(o))
	v, err := vm.RunString(`const u = new Uint8Array(a); b.grow(1000); new Uint8Array(b)[999] = 7;
		[a !== b, a.byteLength, u.length, new Uint8Array(a)[999]].join()`)
	if err != nil {
		t.Fatal(err)
	}
	if got := v.String(); got != "true,1000,1000,7" {
		t.Fatalf("got %q", got)
	}
}
