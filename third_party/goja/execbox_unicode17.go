package goja

// Unicode 17 where Go's tables are Unicode 15 (execbox patch, PATCHES.md).
//
// String case mapping and normalize use golang.org/x/text, whose tables
// (for the Go the runner is built with) are Unicode 15.0; Node 20.20's ICU
// is Unicode 17.0. The characters whose results differ are few (Unicode
// 16's and 17's case pairs, a few letters x/text's case tables lack, the
// new decompositions and combining marks), so they are kept as overrides
// in execbox_unicode17_tables.go, generated from what Node gives for
// every code point (scripts/unicode17/record.mjs,
// testdata/unicode17_v8.json.gz) by TestUnicode17Tables. A string that
// holds none of them takes x/text's path unchanged.

import (
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// caseOverride is a code point's full case mapping by Unicode 17.
type caseOverride struct {
	r  rune
	to string
}

// decompOverride is a code point's full canonical (nfd) and compatibility
// (nfkd) decomposition by Unicode 17, where one differs from x/text's.
type decompOverride struct {
	r         rune
	nfd, nfkd string
}

// cccOverride is a code point's canonical combining class by Unicode 17.
type cccOverride struct {
	r   rune
	ccc uint8
}

// composeOverride is a primary composite Unicode 16 or 17 added: a
// followed by b composes to c.
type composeOverride struct {
	a, b, c rune
}

func findCase(table []caseOverride, r rune) (string, bool) {
	i := sort.Search(len(table), func(i int) bool { return table[i].r >= r })
	if i < len(table) && table[i].r == r {
		return table[i].to, true
	}
	return "", false
}

// caseMap17 is f (x/text's case mapping of a string) with the Unicode 17
// overrides: the string is mapped run by run between the code points the
// table holds, and those by the table.
func caseMap17(s string, table []caseOverride, f func(string) string) string {
	first := -1
	for i, r := range s {
		if r >= rune(table[0].r) {
			if _, ok := findCase(table, r); ok {
				first = i
				break
			}
		}
	}
	if first < 0 {
		return f(s)
	}
	// The table's code points are cased letters, which a run mapped on
	// its own would not see: a capital sigma lowercases to the final
	// form only when a cased letter comes before it and none after. So a
	// run next to one is mapped with an "a" on that side, and the "a"'s
	// mapping (one byte in every language) cut off again.
	run := func(r string, before, after bool) string {
		if before {
			r = "a" + r
		}
		if after {
			r += "a"
		}
		m := f(r)
		if before {
			m = m[1:]
		}
		if after {
			m = m[:len(m)-1]
		}
		return m
	}
	var b strings.Builder
	start := 0
	for i, r := range s {
		if i < first || r < table[0].r {
			continue
		}
		to, ok := findCase(table, r)
		if !ok {
			continue
		}
		if i > start {
			b.WriteString(run(s[start:i], start > 0, true))
		}
		b.WriteString(to)
		start = i + utf8.RuneLen(r)
	}
	if start < len(s) {
		b.WriteString(run(s[start:], true, false))
	}
	return b.String()
}

// upper17 and lower17 are String's toUpperCase and toLowerCase of a
// string by Unicode 17, given x/text's mapping.
func upper17(s string, f func(string) string) string {
	return caseMap17(s, unicode17Upper[:], f)
}

func lower17(s string, f func(string) string) string {
	return caseMap17(s, unicode17Lower[:], f)
}

// touchesNorm17 tells whether s holds a code point whose normalization
// Unicode 16 or 17 changed: a new decomposition, combining class or
// composition.
func touchesNorm17(s string) bool {
	t := unicode17NormTouched[:]
	for _, r := range s {
		if r < t[0] {
			continue
		}
		i := sort.Search(len(t), func(i int) bool { return t[i] >= r })
		if i < len(t) && t[i] == r {
			return true
		}
	}
	return false
}

// normalize17 is form's normalization of s by Unicode 17: x/text's when s
// holds no code point Unicode 16 or 17 changed; otherwise UAX #15's
// algorithm (decompose, order by combining class, compose) with the
// overrides, and x/text's data for the other code points.
func normalize17(form norm.Form, s string) string {
	if !touchesNorm17(s) {
		return form.String(s)
	}
	compat := form == norm.NFKC || form == norm.NFKD
	decompForm := norm.NFD
	if compat {
		decompForm = norm.NFKD
	}
	// Decompose.
	var runes []rune
	for _, r := range s {
		if d, ok := findDecomp(r); ok {
			if compat {
				runes = append(runes, []rune(d.nfkd)...)
			} else {
				runes = append(runes, []rune(d.nfd)...)
			}
			continue
		}
		runes = append(runes, []rune(decompForm.String(string(r)))...)
	}
	// Put each run of combining marks in order of class (stably).
	for i := 0; i < len(runes); {
		if ccc17(runes[i]) == 0 {
			i++
			continue
		}
		j := i
		for j < len(runes) && ccc17(runes[j]) != 0 {
			j++
		}
		run := runes[i:j]
		sort.SliceStable(run, func(a, b int) bool { return ccc17(run[a]) < ccc17(run[b]) })
		i = j
	}
	if form == norm.NFD || form == norm.NFKD {
		return string(runes)
	}
	// Compose: each character after a starter that nothing blocks from it
	// and that composes with it replaces the starter by the composite.
	out := runes[:0]
	starter := -1
	var lastCCC uint8
	for _, r := range runes {
		c := ccc17(r)
		if starter >= 0 && (lastCCC < c || lastCCC == 0 && len(out)-1 == starter) {
			if comp, ok := compose17(out[starter], r); ok {
				out[starter] = comp
				continue
			}
		}
		if c == 0 {
			starter = len(out)
		}
		lastCCC = c
		out = append(out, r)
	}
	return string(out)
}

func findDecomp(r rune) (decompOverride, bool) {
	t := unicode17Decomp[:]
	i := sort.Search(len(t), func(i int) bool { return t[i].r >= r })
	if i < len(t) && t[i].r == r {
		return t[i], true
	}
	return decompOverride{}, false
}

// ccc17 is r's canonical combining class by Unicode 17.
func ccc17(r rune) uint8 {
	t := unicode17CCC[:]
	i := sort.Search(len(t), func(i int) bool { return t[i].r >= r })
	if i < len(t) && t[i].r == r {
		return t[i].ccc
	}
	return norm.NFD.PropertiesString(string(r)).CCC()
}

// compose17 is the primary composite of a and b, if there is one.
func compose17(a, b rune) (rune, bool) {
	for _, c := range unicode17Compose {
		if c.a == a && c.b == b {
			return c.c, true
		}
	}
	// x/text composes the pair if it has a composite for it (Hangul
	// syllables included).
	pair := string(a) + string(b)
	composed := norm.NFC.String(pair)
	if r, size := utf8.DecodeRuneInString(composed); size == len(composed) && composed != pair {
		return r, true
	}
	return 0, false
}
