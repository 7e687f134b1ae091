package goja

import "testing"

// TestExecboxV8Words: errors of each class PATCHES.md's "V8's error words"
// changed, caught in the guest's own code as String(e); the wanted text is
// Node 20's, from the runner's testdata/v8errors/expected.json (which the
// runner's TestV8ErrorMessages checks whole, through the binary). Every
// case failed before the patch.
func TestExecboxV8Words(t *testing.T) {
	for _, c := range []struct{ mode, code, want string }{
		{"eval", "JSON.parse('xyz')", "SyntaxError: Unexpected token 'x', \"xyz\" is not valid JSON"},
		{"eval", "JSON.parse('{')", "SyntaxError: Expected property name or '}' in JSON at position 1"},
		{"eval", "JSON.parse('{\"a\":1}x')", "SyntaxError: Unexpected non-whitespace character after JSON at position 7"},
		{"eval", "JSON.parse('<html><body>Not Found</body></html>')", "SyntaxError: Unexpected token '<', \"<html><bod\"... is not valid JSON"},
		{"eval", "JSON.parse('[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, x]')", "SyntaxError: Unexpected token 'x', ...\", 19, 20, x]\" is not valid JSON"},
		{"eval", "JSON.parse('\"\\\\u12\"')", "SyntaxError: Bad Unicode escape in JSON at position 5"},
		{"eval", "JSON.parse('1e')", "SyntaxError: Exponent part is missing a number in JSON at position 2"},
		{"eval", "JSON.parse(undefined)", "SyntaxError: \"undefined\" is not valid JSON"},
		{"eval", "const o = { a: { b: { c: { d: { e: {} } } } } }; o.a.b.c.d.e.f = o.a; JSON.stringify(o)", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Object'\n    |     property 'b' -> object with constructor 'Object'\n    |     property 'c' -> object with constructor 'Object'\n    |     ...\n    |     property 'e' -> object with constructor 'Object'\n    --- property 'f' closes the circle"},
		{"eval", "const a = []; a.push(a); JSON.stringify(a)", "TypeError: Converting circular structure to JSON\n    --> starting at object with constructor 'Array'\n    --- index 0 closes the circle"},
		{"eval", "x y", "SyntaxError: Unexpected identifier 'y'"},
		{"fn", "return }", "SyntaxError: Unexpected token '}'"},
		{"eval", "let settings; settings.theme = 'dark'", "TypeError: Cannot set properties of undefined (setting 'theme')"},
		{"eval", "null['k'] = 2", "TypeError: Cannot set properties of null (setting 'k')"},
		{"eval", "'x' in 5", "TypeError: Cannot use 'in' operator to search for 'x' in 5"},
		{"eval", "Symbol() in 1", "TypeError: Cannot use 'in' operator to search for 'Symbol()' in 1"},
		{"eval", "Object.create(null) + ''", "TypeError: Cannot convert object to primitive value"},
		{"eval", "'abc'.repeat(2 ** 30)", "RangeError: Invalid string length"},
		{"eval", "'abc'.repeat(-1)", "RangeError: Invalid count value: -1"},
		{"eval", "'x'.padEnd(2 ** 30)", "RangeError: Invalid string length"},
		{"eval", "0x", "SyntaxError: Invalid or unexpected token"},
	} {
		vm := New()
		_ = vm.Set("code", c.code)
		run := "(0, eval)(code)"
		if c.mode == "fn" {
			run = "new Function(code)()"
		}
		v, err := vm.RunString("try { " + run + "; 'no error' } catch (e) { String(e) }")
		if err != nil {
			t.Fatalf("%s: %v", c.code, err)
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s\n got %q\nwant %q", c.code, got, c.want)
		}
	}
}
