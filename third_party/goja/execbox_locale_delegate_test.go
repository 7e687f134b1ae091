package goja

import "testing"

// TestLocaleDelegate checks that each locale-sensitive built-in hands its
// receiver's primitive value and its arguments to the delegate, after its
// own receiver check, and keeps its own formatting when the delegate
// declines.
func TestLocaleDelegate(t *testing.T) {
	r := New()
	var got []string
	r.SetLocaleDelegate(func(method string, this Value, args []Value) (Value, bool) {
		s := method + " " + this.String()
		for _, a := range args {
			s += " " + a.String()
		}
		got = append(got, s)
		if method == "Number.prototype.toLocaleString" && len(args) == 0 {
			return nil, false
		}
		return asciiString("delegated"), true
	})
	v, err := r.RunString(`[
		(1234.5).toLocaleString("de"),
		(1234.5).toLocaleString(),
		(12n).toLocaleString("fr", 1),
		new Date(0).toLocaleDateString("ja"),
		new Date(NaN).toLocaleString(),
		"a".localeCompare("b", "en"),
	].join("|")`)
	if err != nil {
		t.Fatal(err)
	}
	if want := "delegated|1,234.5|delegated|delegated|delegated|delegated"; v.String() != want {
		t.Errorf("results %q, want %q", v.String(), want)
	}
	want := []string{
		"Number.prototype.toLocaleString 1234.5 de",
		"Number.prototype.toLocaleString 1234.5",
		"BigInt.prototype.toLocaleString 12 fr 1",
		"Date.prototype.toLocaleDateString 0 ja",
		"Date.prototype.toLocaleString NaN",
		"String.prototype.localeCompare a b en",
	}
	if len(got) != len(want) {
		t.Fatalf("delegate calls %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("call %d: %q, want %q", i, got[i], want[i])
		}
	}
	if _, err := r.RunString(`Number.prototype.toLocaleString.call("x")`); err == nil {
		t.Error("a string receiver reached the delegate")
	}
}
