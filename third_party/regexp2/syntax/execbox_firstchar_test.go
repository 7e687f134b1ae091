package syntax

import (
	"slices"
	"testing"
)

// TestFirstCharClassOfANegatedCharAfterOthers checks the rule execbox
// patched (PATCHES.md): a negated single character ([^a], Notone) met
// after characters already found adds everything but that character to
// them. Upstream negated the whole set, which turned x*[^a] into [^ax].
func TestFirstCharClassOfANegatedCharAfterOthers(t *testing.T) {
	for _, c := range []struct {
		pattern string
		in, out []rune
	}{
		{`x*[^a]`, []rune{'x', 'b', 0xD83D}, []rune("a")},
		{`(b)?[^a]{1,2}(?=a)`, []rune("bx"), []rune("a")},
		{`[xy]*[^c]`, []rune("xyad"), []rune("c")},
		{`x?[^x]`, []rune("xay"), []rune("")},
		{`\d*[^a]`, []rune("1bx"), []rune("a")},
		{`[^a]`, []rune("bx"), []rune("a")},
		{`[^a]*b`, []rune("bx"), []rune("a")},
		// \W's ranges and the two around a leave one gap, a: the set
		// becomes [^a] as the ranges are added, and a second range added
		// after that went into the gap, giving [\x00-`].
		{`\W?[^a]`, []rune{'x', '!', 0xDE00}, []rune("a")},
	} {
		tree, err := Parse(c.pattern, ParseOptions{RegexOptions: ECMAScript})
		if err != nil {
			t.Fatal(err)
		}
		set := findFirstCharClass(tree.Root)
		if set == nil {
			// No set: the search tries every position, which is never wrong.
			continue
		}
		for _, ch := range c.in {
			if !set.CharIn(ch) {
				t.Errorf("/%s/: first characters %s lack %q", c.pattern, set.String(), ch)
			}
		}
		for _, ch := range c.out {
			if set.CharIn(ch) {
				t.Errorf("/%s/: first characters %s hold %q", c.pattern, set.String(), ch)
			}
		}
	}
}

// TestPrefixesStopAtANegatedSet checks the second execbox patch to the
// same file: the literal prefixes of a pattern (for code generation's
// multi-string search) read a negated set's characters as its members.
func TestPrefixesStopAtANegatedSet(t *testing.T) {
	for _, c := range []struct {
		pattern string
		want    []string
	}{
		{`[^ab]c`, nil},
		{`(?:xy|zw)[^ab]c`, []string{"xy", "zw"}},
		{`(?:x|y)[ab]`, []string{"xa", "xb", "ya", "yb"}},
	} {
		tree, err := Parse(c.pattern, ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got := findPrefixes(tree.Root, false)
		slices.Sort(got)
		if !slices.Equal(got, c.want) {
			t.Errorf("/%s/: prefixes %q, want %q", c.pattern, got, c.want)
		}
	}
}

// TestPrefixIsWholeCharacters checks the literal prefix of a pattern
// (execbox patches, PATCHES.md): a Go string, it cannot hold a surrogate,
// which became U+FFFD, and the prefix common to the branches of an
// alternation was cut between the two bytes of é and è.
func TestPrefixIsWholeCharacters(t *testing.T) {
	for _, c := range []struct{ pattern, want string }{
		{`a\ud83d\ude00`, "a"},
		{`\ud83d\ude00`, ""},
		{`(?:éa|èb)`, ""},
		{`(?:xéa|xèb)`, "x"},
		{`(?:éa|éb)`, "é"},
		{`é\u0101`, "é\u0101"},
	} {
		tree, err := Parse(c.pattern, ParseOptions{RegexOptions: ECMAScript})
		if err != nil {
			t.Fatal(err)
		}
		if got := findPrefix(tree.Root); got != c.want {
			t.Errorf("/%s/: prefix %q, want %q", c.pattern, got, c.want)
		}
	}
}
