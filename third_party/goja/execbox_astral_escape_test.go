package goja

import (
	"encoding/json"
	"strings"
	"testing"
)

// execbox-runner patch: the largest code point, \u{10FFFF}, in a string or
// template literal panicked in the parser ("unexpected unicode length"),
// with or without text around it, from top-level code and from eval alike.
// Expected values are Node 20's (JSON.stringify of each result).
func TestExecboxAstralEscapes(t *testing.T) {
	for _, c := range [][2]string{
		{`"\u{10FFFF}".length`, "2"},
		{`"x\u{10FFFF}".length`, "3"},
		{`"x\u{10FFFF}y".charCodeAt(3)`, "121"},
		{`"\u{10FFFF}x".codePointAt(0)`, "1114111"},
		{`"x\u{0010FFFF}" === "x\uDBFF\uDFFF"`, "true"},
		{"`x\\u{10FFFF}`.length", "3"},
		{"`x\\u{10FFFF}${1}\\u{10FFFF}`.length", "6"},
		{"String.raw`x\\u{10FFFF}`", `"x\\u{10FFFF}"`},
		{`({ "x\u{10FFFF}": 1 })["x\uDBFF\uDFFF"]`, "1"},
		{`/x\u{10FFFF}/u.test("x\u{10FFFF}")`, "true"},
		{`"ab\u{10FFFE}".length`, "4"},
		{`"x\u{1F600}" === "x\uD83D\uDE00"`, "true"},
		{`"é\u{10FFFF}".length`, "3"},
		{`(() => { var \u{1d4d0}x = 1; return \u{1d4d0}x })()`, "1"},
		{`"x\u{10FFFF}" + "\u{10FFFF}"`, "\"x\U0010FFFF\U0010FFFF\""},
	} {
		for _, src := range []string{c[0], "eval(" + jsQuote(c[0]) + ")"} {
			vm := New()
			v, err := vm.RunString("JSON.stringify(" + src + ")")
			if err != nil {
				t.Errorf("%s: %v", src, err)
				continue
			}
			if v.String() != c[1] {
				t.Errorf("%s: got %s, want %s", src, v, c[1])
			}
		}
	}
	for _, src := range []string{`"x\u{110000}"`, `"\u{10FFFF"`, `"x\u{FFFFFFFFF}"`, `var x\u{10FFFF}`, "`\\u{110000}`"} {
		vm := New()
		v, err := vm.RunString("try { eval(" + jsQuote(src) + "); 'no error' } catch (e) { e.name }")
		if err != nil || v.String() != "SyntaxError" {
			t.Errorf("%s: %v %v, want SyntaxError", src, v, err)
		}
	}
}

func jsQuote(s string) string {
	b, _ := json.Marshal(s)
	return strings.ReplaceAll(string(b), `\u003c`, "<")
}
