package goja

import "testing"

// execbox-runner patches to the carried regexp2 and to goja's use of it
// (third_party/regexp2/PATCHES.md, PATCHES.md here), seen from
// JavaScript. Each pattern goes to regexp2: it has a lookaround, or its
// text has a character beyond U+FFFF and it has no u flag. Expected
// values are Node 20's (JSON.stringify of each result).
func TestExecboxRegexp2Matches(t *testing.T) {
	for _, c := range [][2]string{
		// The first characters of x*[^a] were [^ax].
		{`"xa😀b".match(/x*[^a]/g)`, `["x","\ud83d","\ude00","b"]`},
		{`"bb😀a".match(/(b)?[^a]{1,2}(?=a)/g)`, `["b😀"]`},
		{`"xab".match(/(?=.)x*[^x]/g)`, `["xa","b"]`},
		// A search literal of surrogates became U+FFFD.
		{`"xa😀aé xa".match(/[ab]😀/g)`, `["a😀"]`},
		{`"a😀aé xa".split(/([ab])😀/)`, `["","a","aé xa"]`},
		// A global sticky search stopped after an empty match.
		{`"a😀c".match(/x?/gy)`, `["","","","",""]`},
		{`"aa😀b".replace(/a?/gy, "<>")`, `"<><><>\ud83d<>\ude00<>b<>"`},
		{`"a😀ca".replace(/(?<!x)a?/gyu, "<>")`, `"<><>😀<>c<><>"`},
	} {
		vm := New()
		v, err := vm.RunString("JSON.stringify(" + c[0] + ")")
		if err != nil {
			t.Errorf("%s: %v", c[0], err)
			continue
		}
		if v.String() != c[1] {
			t.Errorf("%s: got %s, want %s", c[0], v, c[1])
		}
	}
}
