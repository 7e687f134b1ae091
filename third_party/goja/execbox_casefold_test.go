package goja

import (
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"testing"
	"unicode"

	rx2syntax "github.com/dlclark/regexp2/v2/syntax"
)

// caseFoldFixture is testdata/casefold_v8.json: the classes of characters
// that Node 20's RegExp matches to each other with the i flag, without u
// (code units) and with u (code points), recorded by
// scripts/casefold/record.mjs.
type caseFoldFixture struct {
	Node       string     `json:"node"`
	NonUnicode [][]string `json:"nonUnicode"`
	Unicode    [][]string `json:"unicode"`
}

func loadCaseFoldFixture(t *testing.T) (nonUnicode, unicodeClasses [][]rune) {
	t.Helper()
	data, err := os.ReadFile("testdata/casefold_v8.json")
	if err != nil {
		t.Fatal(err)
	}
	var f caseFoldFixture
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	parse := func(classes [][]string) [][]rune {
		out := make([][]rune, len(classes))
		for i, class := range classes {
			for _, h := range class {
				c, err := strconv.ParseUint(h, 16, 32)
				if err != nil {
					t.Fatal(err)
				}
				out[i] = append(out[i], rune(c))
			}
		}
		return out
	}
	nonUnicode, unicodeClasses = parse(f.NonUnicode), parse(f.Unicode)
	// The recording must hold the classes everyone knows, or it is not
	// the recording this test was written against.
	if len(nonUnicode) < 1000 || len(unicodeClasses) < 1400 {
		t.Fatalf("fixture has %d and %d classes", len(nonUnicode), len(unicodeClasses))
	}
	return nonUnicode, unicodeClasses
}

// TestCaseFoldTablesMatchNode checks regexp2's fold tables, which both of
// goja's regexp engines fold case with, against the classes recorded from
// Node: every code point's class (itself alone when the fixture does not
// list it), with and without u.
func TestCaseFoldTablesMatchNode(t *testing.T) {
	nonUnicode, unicodeClasses := loadCaseFoldFixture(t)
	for _, mode := range []struct {
		name    string
		u       bool
		classes [][]rune
		top     rune
	}{{"without u", false, nonUnicode, 0xFFFF}, {"with u", true, unicodeClasses, 0x10FFFF}} {
		want := make(map[rune][]rune)
		for _, class := range mode.classes {
			for _, c := range class {
				want[c] = class
			}
		}
		bad := 0
		for c := rune(0); c <= mode.top; c++ {
			w := want[c]
			if w == nil {
				w = []rune{c}
			}
			var got []rune
			for _, r := range closeRanges([]rune{c, c}, mode.u) {
				got = append(got, r) // pairs: collapsed below
			}
			var members []rune
			for i := 0; i+1 < len(got); i += 2 {
				for m := got[i]; m <= got[i+1]; m++ {
					members = append(members, m)
				}
			}
			if !slices.Equal(members, w) {
				if bad++; bad <= 10 {
					t.Errorf("%s: U+%04X: class %U, Node's %U", mode.name, c, members, w)
				}
			}
			if len(w) > 1 && !rx2syntax.EcmaFoldEqual(w[0], w[len(w)-1], mode.u) {
				t.Errorf("%s: U+%04X and U+%04X do not fold equal", mode.name, w[0], w[len(w)-1])
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d code points fold unlike Node", mode.name, bad)
		}
	}
}

// nearMisses is what an engine that folds case another way could match
// for c: Go's case orbit of c (Unicode 15's simple case folding, which
// joins the Kelvin sign with k), c's upper, lower and title case, and its
// neighbours.
func nearMisses(c rune) []rune {
	out := []rune{c, c + 1, c - 1, c ^ 0x20, unicode.ToUpper(c), unicode.ToLower(c), unicode.ToTitle(c)}
	for f := unicode.SimpleFold(c); f != c; f = unicode.SimpleFold(f) {
		out = append(out, f)
	}
	return out
}

// TestCaseFoldMatchesNode runs every case-insensitive matching path of
// goja's RegExp against the classes recorded from Node: Go's regexp
// (global search of text without surrogates), regexp2 (text with a lone
// surrogate, a lookahead, a lookbehind, a backreference), a class, a
// sticky search and exec from a lastIndex, with and without u. Each
// character of some class (and each of the first 768 code units) is
// searched for in a text of its class and its near misses (nearMisses);
// what it matches must be its class. Before the classes were Node's, the
// Kelvin sign, the long s and the case pairs of Unicode 16 and 17 failed
// here; scripts/casefold/sweep.mjs runs the whole BMP against every other
// code unit the same way, against Node itself.
func TestCaseFoldMatchesNode(t *testing.T) {
	nonUnicode, unicodeClasses := loadCaseFoldFixture(t)
	type probe struct {
		X     rune   `json:"x"`
		Class []rune `json:"class"`
		Text  []rune `json:"text"`
	}
	probes := func(classes [][]rune, u bool) []probe {
		classOf := make(map[rune][]rune)
		for _, class := range classes {
			for _, c := range class {
				classOf[c] = class
			}
		}
		var xs []rune
		for c := range classOf {
			xs = append(xs, c)
		}
		for c := rune(0); c < 0x300; c++ {
			if classOf[c] == nil {
				xs = append(xs, c)
			}
		}
		slices.Sort(xs)
		var out []probe
		for _, x := range xs {
			class := classOf[x]
			if class == nil {
				class = []rune{x}
			}
			var text []rune
			for _, c := range append(nearMisses(x), class...) {
				if c < 0 || c > 0x10FFFF || c >= 0xD800 && c <= 0xDFFF || !u && c > 0xFFFF || slices.Contains(text, c) {
					continue
				}
				text = append(text, c)
			}
			slices.Sort(text)
			out = append(out, probe{x, class, text})
		}
		return out
	}
	const script = `
	const hex = (c) => c.toString(16).padStart(4, "0");
	const esc = (c) => (c > 0xffff ? "\\u{" + c.toString(16) + "}" : "\\u" + hex(c));
	function run(probes, u) {
		const flags = u ? "iu" : "i";
		const bad = [];
		for (const p of JSON.parse(probes)) {
			const x = p.x, text = p.text;
			const T = text.map((c) => String.fromCodePoint(c)).join("");
			const at = (s, i) => s.codePointAt(i);
			const want = p.class.join();
			const check = (path, got) => {
				got = [...new Set(got)].sort((a, b) => a - b);
				if (got.join() !== want) bad.push(path + " U+" + hex(x) + ": " + got.map(hex).join(" ") + ", Node " + p.class.map(hex).join(" "));
			};
			const offsets = (s, re, map) => {
				const got = [];
				s.replace(re, (...a) => { got.push(map(a[a.length - 2])); return ""; });
				return got;
			};
			check("global", offsets(T, new RegExp(esc(x), "g" + flags), (i) => at(T, i)));
			check("lone surrogate", offsets(T + "\ud800", new RegExp(esc(x), "g" + flags), (i) => at(T, i)));
			check("class", offsets(T, new RegExp("[" + esc(x) + "]", "g" + flags), (i) => at(T, i)));
			check("negated class", text.filter((c) => !new RegExp("[^" + esc(x) + "]", flags).test(String.fromCodePoint(c))));
			check("lookahead", offsets(T, new RegExp("(?=" + esc(x) + ")[^]", "g" + flags), (i) => at(T, i)));
			check("lookbehind", offsets(T + "-", new RegExp("(?<=" + esc(x) + ")[^]", "g" + flags), (i) => at(T, i - (at(T, i - 2) > 0xffff ? 2 : 1))));
			const pairs = text.map((c) => String.fromCodePoint(x, c)).join("");
			const br = new RegExp("(" + esc(x) + ")\\1", "g" + flags);
			const got = [];
			for (let m; (m = br.exec(pairs)); ) if (at(pairs, m.index) === x) got.push(at(pairs, m.index + (x > 0xffff ? 2 : 1)));
			check("backreference", got);
			const sticky = new RegExp(esc(x), "y" + flags);
			check("sticky", text.filter((c) => { sticky.lastIndex = 1; return sticky.test("-" + String.fromCodePoint(c)); }));
			const g = new RegExp(esc(x), "g" + flags);
			g.lastIndex = 1;
			const ggot = [];
			for (let m; (m = g.exec("-" + T)); ) ggot.push(at("-" + T, m.index));
			check("lastIndex", ggot);
		}
		return bad;
	}
	[run(nonUnicode, false), run(unicodeProbes, true)];
	`
	vm := New()
	for name, p := range map[string][]probe{"nonUnicode": probes(nonUnicode, false), "unicodeProbes": probes(unicodeClasses, true)} {
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		vm.Set(name, string(data))
	}
	v, err := vm.RunString(script)
	if err != nil {
		t.Fatal(err)
	}
	var bad [2][]string
	if err := vm.ExportTo(v, &bad); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"without u", "with u"} {
		for j, b := range bad[i] {
			if j < 20 {
				t.Errorf("%s: %s", name, b)
			}
		}
		if len(bad[i]) > 0 {
			t.Errorf("%s: %d searches differ from Node", name, len(bad[i]))
		}
	}
}
