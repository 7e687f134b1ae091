package regexp2

import (
	"fmt"
	"strconv"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// utf16Runes gives s as goja hands text to regexp2 without the u flag: one
// rune per UTF-16 code unit, so a character beyond U+FFFF is two
// surrogates. A \uXXXX in s is that code unit, for the lone surrogates a
// Go string cannot hold.
func utf16Runes(s string) []rune {
	var rs []rune
	for len(s) > 0 {
		if len(s) >= 6 && s[:2] == `\u` {
			if u, err := strconv.ParseUint(s[2:6], 16, 16); err == nil {
				rs = append(rs, rune(u))
				s = s[6:]
				continue
			}
		}
		r, size := utf8.DecodeRuneInString(s)
		for _, u := range utf16.Encode([]rune{r}) {
			rs = append(rs, rune(u))
		}
		s = s[size:]
	}
	return rs
}

// TestSearchFindsEveryStartOfALoopBeforeANegatedChar checks the search
// for where a match may start (the set of first characters), the part
// execbox patched (PATCHES.md): it gave [^ax] for x*[^a], whose matches
// start with anything but a, so "xab" lost its match "x" at 0. Each
// pattern is a nullable or optional part followed by a negated character
// (or by one after a loop); the search's matches must be those found by
// trying the pattern anchored at each position in turn, which skips the
// first-character search.
func TestSearchFindsEveryStartOfALoopBeforeANegatedChar(t *testing.T) {
	heads := []string{"x*", "x?", "x{0,2}", "[xy]*", "(b)?", "(?:xy)?", "x*?", "[^a]*", "\\d*", "\\w?", "(?:x|y)?", "x*y?", "",
		"\\W?", "\\W*?", "[!-/]?", "\\s*"}
	tails := []string{"[^a]", "[^x]", "[^a]{1,2}", "[^a]+", "[^a]{1,2}(?=a)", "[^\\ud83d]", ".", "[^a]*b"}
	var patterns []string
	for _, head := range heads {
		for _, tail := range tails {
			patterns = append(patterns, head+tail)
		}
	}
	inputs := []string{"xab", "xa\U0001F600b", "ba", "bca", "bb\U0001F600a", "xxay", "yxa1", "a", "axxa", "1xa",
		`x\ude00\n\ude00xa\ude00`, " !xa"}
	checkSearchAgainstAnchored(t, patterns, inputs)
}

// TestSearchFindsLiteralsOfSurrogatesAndAccents checks the second kind of
// search execbox patched (PATCHES.md): a literal the search looks for
// (after a set at a fixed distance, at the start, after a loop) is a Go
// string, which cannot hold a surrogate, and a prefix shared by the
// branches of an alternation was cut between the bytes of a character.
// "xa😀aé xa".match(/[ab]😀/g) found nothing: goja writes the 😀 of a
// pattern without u as two surrogates.
func TestSearchFindsLiteralsOfSurrogatesAndAccents(t *testing.T) {
	heads := []string{"[ab]", "a", "[ab]{2}", "\\d", "[a-c]*", "[\\u0100-\\u07ff]*", "[\\u00e9-\\u07ff]*", "(?:ab|cd)", "", "(?:xé|xè)", "(?:é|è)"}
	tails := []string{"\\ud83d\\ude00", "\\ud83d", "\\ude00a", "\\ud83d\\ude00b", "[\\ud83d]\\ude00", "éa", "\\ud83d+",
		"\\ud83d{2}", "\\ude00{2}a"}
	var patterns []string
	for _, head := range heads {
		for _, tail := range tails {
			patterns = append(patterns, head+tail)
		}
	}
	patterns = append(patterns, "(?:éa|èb)", "(?:xéa|xèb)", "(?:é\\ud83d|è\\ud83d)", "(?:\\ud83d\\ude00|\\ud83d\\ude01)x")
	inputs := []string{"xa\U0001F600a\u00e9 xa", "a\U0001F600b", "bb\U0001F600\U0001F600b", "1\U0001F600a", "cd\u00e9a", "x\u00e8b\u00e9a",
		"\u00e8\U0001F600", "\U0001F601x\U0001F600x", "ab\u00e9\U0001F600", "\u0100\u00e9\U0001F600\u00e9a", "\u00e9\u00e9a\u00e9\u0101",
		`\ud83d\ud83d\ude00a`, `a\ude00\ude00a`}
	checkSearchAgainstAnchored(t, patterns, inputs)
}

// checkSearchAgainstAnchored compares each pattern's matches in each
// input (as goja passes text without u) with those of the pattern
// anchored with ^ and tried at each position in turn, which skips the
// search for where a match can start.
func checkSearchAgainstAnchored(t *testing.T, patterns, inputs []string) {
	t.Helper()
	for _, pattern := range patterns {
		re := MustCompile(pattern, ECMAScript)
		anchored := MustCompile("^(?:"+pattern+")", ECMAScript)
		for _, input := range inputs {
			runes := utf16Runes(input)
			got := fmt.Sprint(allMatches(t, re, runes))
			want := fmt.Sprint(anchoredMatches(t, anchored, runes))
			if got != want {
				t.Errorf("/%s/ on %q: matches %s, want %s", pattern, input, got, want)
			}
		}
	}
}

// allMatches lists the [index length] of each match of a global search,
// stepping past an empty match as ECMAScript does.
func allMatches(t *testing.T, re *Regexp, runes []rune) [][2]int {
	t.Helper()
	var out [][2]int
	for pos := 0; pos <= len(runes); {
		m, err := re.FindRunesMatchStartingAt(runes, pos)
		if err != nil {
			t.Fatal(err)
		}
		if m == nil {
			break
		}
		out = append(out, [2]int{m.RuneIndex, m.RuneLength})
		pos = m.RuneIndex + max(m.RuneLength, 1)
	}
	return out
}

// anchoredMatches finds the same matches as allMatches with a pattern
// that starts with ^, tried on the text from each position in turn (the
// patterns have no lookbehind, so what comes before does not matter).
func anchoredMatches(t *testing.T, anchored *Regexp, runes []rune) [][2]int {
	t.Helper()
	var out [][2]int
	for pos := 0; pos <= len(runes); {
		found := false
		for start := pos; start <= len(runes); start++ {
			m, err := anchored.FindRunesMatch(runes[start:])
			if err != nil {
				t.Fatal(err)
			}
			if m != nil {
				out = append(out, [2]int{start, m.RuneLength})
				pos = start + max(m.RuneLength, 1)
				found = true
				break
			}
		}
		if !found {
			break
		}
	}
	return out
}

// TestRepeatedSurrogateIsMatched checks the execbox patches for strings
// of surrogates in a pattern (syntax/tree.go, syntax/writer.go,
// PATCHES.md): a character repeated a fixed number of times becomes a
// string of it, built through a Go string, where a surrogate became
// U+FFFD, so \ud83d{2} matched nothing; and the compiled strings were
// shared by their Go string. The anchored pattern has the same faults,
// so these matches are written out.
func TestRepeatedSurrogateIsMatched(t *testing.T) {
	for _, c := range []struct {
		pattern, input string
		want           string
	}{
		{`\ud83d{2}`, `\ud83d\ud83d\ude00a`, "[[0 2]]"},
		{`\x02?\ud83d{2}`, `\ud83d\ud83d\ude00a`, "[[0 2]]"},
		{`a\ude00{2}`, `a\ude00\ude00a`, "[[0 3]]"},
		{`(?:\ud83d{2})+`, `x\ud83d\ud83d\ud83d\ud83d\ud83d`, "[[1 4]]"},
		{`é{2}\ud83d`, `ééé\ud83d`, "[[1 3]]"},
		// Two strings of surrogates in one pattern shared one slot of the
		// compiled string table, keyed by a Go string where both were
		// U+FFFD U+FFFD (syntax/writer.go).
		{`[\ud83d\ude00a]*?(?=\ud83d\ude00)\ude00{2}`, "X\U0001F600A", "[]"},
		{`\ud83d\ude00.\ude00\ude00`, `\ud83d\ude00x\ude00\ude00`, "[[0 5]]"},
		{`\ud83d\ude00.\ude00\ude00`, "\U0001F600x\U0001F600", "[]"},
	} {
		re := MustCompile(c.pattern, ECMAScript)
		if got := fmt.Sprint(allMatches(t, re, utf16Runes(c.input))); got != c.want {
			t.Errorf("/%s/ on %s: matches %s, want %s", c.pattern, c.input, got, c.want)
		}
	}
}
