package goja

import "testing"

// A lone surrogate survives every string built-in that maps through Go
// strings (execbox patch, PATCHES.md); each of these gave U+FFFD.
func TestLoneSurrogatesKept(t *testing.T) {
	vm := New()
	for _, code := range []string{
		`"a\ud800b".toUpperCase() === "A\ud800B"`,
		`"A\udc00\ud800B".toLowerCase() === "a\udc00\ud800b"`,
		`"\ud83d\ude00\udc00".toUpperCase() === "\ud83d\ude00\udc00"`,
		`"e\u0301\ud800e\u0301".normalize() === "\u00e9\ud800\u00e9"`,
		`" \ud800 ".trim() === "\ud800"`,
		`" \ud800 ".trimStart() === "\ud800 "`,
		`" \ud800 ".trimEnd() === " \ud800"`,
		`"\u3000\ud800".trim().length === 1`,
		`"ΑΣ\ud800".toLowerCase() === "ας\ud800"`,
	} {
		v, err := vm.RunString(code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		if !v.ToBoolean() {
			t.Errorf("%s is false", code)
		}
	}
}
