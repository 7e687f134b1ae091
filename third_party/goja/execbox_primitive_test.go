package goja

import "testing"

// Property reads and method calls on a string primitive go straight to
// String.prototype for any name that is not "length" or an index; what
// they find is what the wrapper object's lookup finds.
func TestStringPrimitivePropertyReads(t *testing.T) {
	const SCRIPT = `
	"use strict";
	const s = "abc";
	String.prototype[5] = "five";
	String.prototype["1.5"] = "one and a half";
	String.prototype["-0"] = "minus zero";
	Object.defineProperty(String.prototype, "self", { get() { return this; }, configurable: true });
	Object.defineProperty(Object.prototype, "inherited", { value: "from Object", configurable: true });
	const got = [
		s.length, s[0], s[2], s[3], s[5], s["1.5"], s["-0"], typeof s.self, s.self === s,
		s.inherited, s.padEnd(5, "."), s.toUpperCase(), s.localeCompare("abd"), s.missing,
		"h\u00e9llo".padStart(7, "*"), "\ud83d\ude00x".length, "\ud83d\ude00x".at(-1),
	];
	delete String.prototype[5]; delete String.prototype["1.5"]; delete String.prototype["-0"];
	delete String.prototype.self; delete Object.prototype.inherited;
	JSON.stringify(got)
	`
	testScript(SCRIPT, asciiString(`[3,"a","c",null,"five","one and a half","minus zero","string",true,"from Object","abc..","ABC",-1,null,"**héllo",3,"x"]`), t)
}

// A method call on a string primitive allocates nothing for the receiver:
// it used to box the string into the runtime's String wrapper on every
// call.
func TestStringMethodCallDoesNotBoxReceiver(t *testing.T) {
	r := New()
	if _, err := r.RunString(`String.prototype.second = function () { "use strict"; return this.length > 1 ? 98 : 0; };
		var s = "abc"; function f() { let x = 0; for (let i = 0; i < 200; i++) x = s.second(); return x; }`); err != nil {
		t.Fatal(err)
	}
	f, _ := AssertFunction(r.Get("f"))
	allocs := allocsPerRun(t, 20, func() {
		if v, err := f(nil); err != nil || v.ToInteger() != 98 {
			t.Fatal(v, err)
		}
	})
	if allocs > 100 {
		t.Errorf("%v allocations for 200 calls of s.second()", allocs)
	}
}
