package goja

import "testing"

// TestExecboxRegExpSyntax checks RegExp patterns against Node: the v flag
// (set operations, \q{...} strings, properties of strings such as
// \p{RGI_Emoji}, the unicodeSets getter, the order of flags), the
// SyntaxErrors V8 throws for patterns the engines accepted (u-flag
// restrictions, quantified lookbehinds, duplicate group names, u with v),
// and Annex B escapes the translation to Go's regexp got wrong (\c not
// followed by a letter, [\c_], \400). The expected values are Node 20's,
// printed by running the same programs with node; every case but a few of
// the Annex B ones failed before regexp_syntax.go.
func TestExecboxRegExpSyntax(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"v flag and early errors", `
			const R = (f) => { try { return String(f()); } catch (e) { return String(e); } };
			const cases = [
 () => /[[a-z]--[aeiou]]+/v.exec("bcdefg")[0],
 () => /[\w&&\d]+/v.exec("ab12c")[0],
 () => /^[\q{abc|d}x]+$/v.test("abcdxabc"),
 () => "xx👨‍👩‍👧yy🇫🇷".match(/\p{RGI_Emoji}/gv).length,
 () => /^\p{RGI_Emoji_Flag_Sequence}$/v.test("🇫🇷"),
 () => /^[\p{RGI_Emoji}--\q{🇫🇷}]$/v.test("🇫🇷"),
 () => /[^\d]/v.exec("12a")[0],
 () => /./v.flags + " " + /a/dgimsvy.flags,
 () => /a/v.unicodeSets + " " + /a/v.unicode + " " + /a/u.unicodeSets,
 () => new RegExp("a", "uv"),
 () => new RegExp("[a&&&b]", "v"),
 () => new RegExp("[^\\p{RGI_Emoji}]", "v"),
 () => new RegExp("\\p{RGI_Emoji}", "u"),
 () => new RegExp("(?<a>x)|(?<a>y)"),
 () => new RegExp("[(]", "v"),
 () => new RegExp("\\a", "u"),
 () => new RegExp("a{", "u"),
 () => new RegExp("(?=a)*", "u"),
 () => /(?=a)*/.test("a"),
 () => new RegExp(".(?<=.)?"),
 () => /\k<a>(?<a>x)/.exec("x")[0],
 () => /\k/.test("k"),
 () => /[\c_]/.test("\x1f"),
 () => /\c1/.test("\\c1"),
 () => /a{/.test("a{"),
 () => /]/.test("]"),
 () => /[\d-a]/.test("-"),
 () => String(/[a-z]/v) + " " + /[a-z]/v.source,
 () => "a-b-c".split(/[\q{\-}]/v).join(),
 () => "aXbxc".replace(/[\q{x}]/giv, "_"),
 () => [..."a💩b".matchAll(/(?:)/gv)].map(m => m.index).join(),
 () => /^[\p{ASCII}--\p{L}]+$/v.test("123!"),
 () => /[[a-c][x-z]]/v.exec("y")[0],
 () => new RegExp("^\\q{ab}$", "v"),
 () => Object.getOwnPropertyDescriptor(RegExp.prototype, "unicodeSets").get.name,
];
JSON.stringify(cases.map(R));`,
			`["bcd","12","true","2","true","false","a","v dgimsvy","true false false","SyntaxError: Invalid flags supplied to RegExp constructor 'uv'","SyntaxError: Invalid regular expression: /[a&&&b]/v: Invalid character in character class","SyntaxError: Invalid regular expression: /[^\\p{RGI_Emoji}]/v: Negated character class may contain strings","SyntaxError: Invalid regular expression: /\\p{RGI_Emoji}/u: Invalid property name","SyntaxError: Invalid regular expression: /(?<a>x)|(?<a>y)/: Duplicate capture group name","SyntaxError: Invalid regular expression: /[(]/v: Invalid character in character class","SyntaxError: Invalid regular expression: /\\a/u: Invalid escape","SyntaxError: Invalid regular expression: /a{/u: Incomplete quantifier","SyntaxError: Invalid regular expression: /(?=a)*/u: Invalid quantifier","true","SyntaxError: Invalid regular expression: /.(?<=.)?/: Invalid quantifier","x","true","true","true","true","true","true","/[a-z]/v [a-z]","a,b,c","a_b_c","0,1,3,4","true","y","SyntaxError: Invalid regular expression: /^\\q{ab}$/v: Invalid escape","get unicodeSets"]`},
		{"Annex B escapes", `JSON.stringify([/\400/.exec('\x200'), /\377/.exec('\xff'), /\1/.exec('\x01'), /(a)\1/.exec('aa'), /\08/.exec('\x008'), /[\400]/.exec('0'), /\c/.exec('\\c'), /\cА/.exec('\\cА'), /[\c]/.exec('\\'), /[\c]/.exec('c')])`,
			`[[" 0"],["ÿ"],["\u0001"],["aa","a"],["\u00008"],["0"],["\\c"],["\\cА"],["\\"],["c"]]`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := New().RunString(tc.src)
			if err != nil {
				t.Fatal(err)
			}
			if got := v.String(); got != tc.want {
				t.Fatalf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}
