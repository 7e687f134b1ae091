package goja

// Case-insensitive matching without the u flag, as ECMAScript specifies it
// (execbox patch, PATCHES.md). With the i flag and no u flag two characters
// match when Canonicalize gives the same code unit for both (ECMA-262
// 22.2.2.7.3): the character's uppercase form, unless that form is several
// characters or the character is not ASCII and its uppercase form is. Go's
// regexp folds case with Unicode's simple case folding orbits, which join
// characters that ECMAScript keeps apart: the Kelvin sign K (U+212A) and k,
// the long s (U+017F) and s, the ohm sign and omega, and a few more. So
// /\u212a/i matched "k" where V8 does not.
//
// foldNonUnicode rewrites a parsed pattern (without the i flag) so that it
// matches case-insensitively by ECMAScript's rule on its own: every literal
// character with case variants becomes the class of the characters that
// canonicalize as it does, and every character class is closed under the
// same relation. Only the Go regexp path uses it; a pattern that needs
// regexp2 (lookaround, backreferences) still folds case as regexp2 does.

import (
	"regexp"
	"regexp/syntax"
	"sort"
	"sync"
	"unicode"
)

var (
	nonUnicodeFoldOnce sync.Once
	// nonUnicodeFold maps each BMP character that canonicalizes like some
	// other character to all the characters that canonicalize as it does.
	nonUnicodeFold map[rune][]rune
	// nonUnicodeFoldRunes is the keys of nonUnicodeFold, sorted.
	nonUnicodeFoldRunes []rune
)

// multiUpper tells whether a character's full uppercase mapping is more
// than one character (SpecialCasing.txt, unconditional mappings); where Go's
// simple mapping gives one character, Canonicalize keeps the character.
func multiUpper(c rune) bool {
	switch {
	case c == 0xDF, c == 0x149, c == 0x1F0, c == 0x390, c == 0x3B0, c == 0x587,
		c >= 0x1E96 && c <= 0x1E9A,
		c == 0x1F50, c == 0x1F52, c == 0x1F54, c == 0x1F56,
		c >= 0x1F80 && c <= 0x1FAF,
		c >= 0x1FB2 && c <= 0x1FB4, c == 0x1FB6, c == 0x1FB7, c == 0x1FBC,
		c >= 0x1FC2 && c <= 0x1FC4, c == 0x1FC6, c == 0x1FC7, c == 0x1FCC,
		c == 0x1FD2, c == 0x1FD3, c == 0x1FD6, c == 0x1FD7,
		c >= 0x1FE2 && c <= 0x1FE4, c == 0x1FE6, c == 0x1FE7,
		c >= 0x1FF2 && c <= 0x1FF4, c == 0x1FF6, c == 0x1FF7, c == 0x1FFC,
		c >= 0xFB00 && c <= 0xFB06, c >= 0xFB13 && c <= 0xFB17:
		return true
	}
	return false
}

// canonicalizeNonUnicode is Canonicalize for a pattern without the u flag.
func canonicalizeNonUnicode(c rune) rune {
	if c > 0xFFFF || multiUpper(c) {
		return c
	}
	u := unicode.ToUpper(c)
	if u > 0xFFFF || c >= 128 && u < 128 {
		return c
	}
	return u
}

func initNonUnicodeFold() {
	// A character whose canonical form is not itself has an uppercase
	// mapping, so it is in unicode.CaseRanges; the canonical forms are
	// added to their groups below.
	byCanon := make(map[rune][]rune)
	for _, cr := range unicode.CaseRanges {
		for c := rune(cr.Lo); c <= rune(cr.Hi) && c <= 0xFFFF; c++ {
			k := canonicalizeNonUnicode(c)
			byCanon[k] = append(byCanon[k], c)
		}
	}
	nonUnicodeFold = make(map[rune][]rune)
	for k, members := range byCanon {
		if !containsRune(members, k) {
			members = append(members, k)
		}
		if len(members) < 2 {
			continue
		}
		sort.Slice(members, func(i, j int) bool { return members[i] < members[j] })
		for _, c := range members {
			if _, seen := nonUnicodeFold[c]; !seen {
				nonUnicodeFold[c] = members
				nonUnicodeFoldRunes = append(nonUnicodeFoldRunes, c)
			}
		}
	}
	sort.Slice(nonUnicodeFoldRunes, func(i, j int) bool { return nonUnicodeFoldRunes[i] < nonUnicodeFoldRunes[j] })
}

func containsRune(list []rune, r rune) bool {
	for _, c := range list {
		if c == r {
			return true
		}
	}
	return false
}

// inRanges tells whether r is in a sorted list of [lo, hi] pairs.
func inRanges(ranges []rune, r rune) bool {
	i := sort.Search(len(ranges)/2, func(i int) bool { return ranges[2*i+1] >= r })
	return i < len(ranges)/2 && ranges[2*i] <= r
}

// mergeRanges sorts and merges [lo, hi] pairs.
func mergeRanges(ranges []rune) []rune {
	type pair struct{ lo, hi rune }
	ps := make([]pair, 0, len(ranges)/2)
	for i := 0; i+1 < len(ranges); i += 2 {
		ps = append(ps, pair{ranges[i], ranges[i+1]})
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].lo < ps[j].lo })
	out := make([]rune, 0, len(ranges))
	for _, p := range ps {
		if n := len(out); n > 0 && p.lo <= out[n-1]+1 {
			if p.hi > out[n-1] {
				out[n-1] = p.hi
			}
			continue
		}
		out = append(out, p.lo, p.hi)
	}
	return out
}

// The table costs about 1.7 ms to build, and most patterns are ASCII: a
// letter's group is the letter and its other case, and a range of
// characters without case mappings belongs to no group. Only a pattern
// that reaches a cased non-ASCII character builds the table.

// asciiOtherCase is the other case of an ASCII letter, else 0.
func asciiOtherCase(c rune) rune {
	switch {
	case c >= 'a' && c <= 'z':
		return c - 0x20
	case c >= 'A' && c <= 'Z':
		return c + 0x20
	}
	return 0
}

// foldMembers is the group of characters that canonicalize as r does, or
// nil when r canonicalizes alone.
func foldMembers(r rune) []rune {
	if r < 0x80 {
		if m := asciiOtherCase(r); m != 0 {
			return []rune{min(r, m), max(r, m)}
		}
		return nil
	}
	if !hasCaseMapping(r, r) {
		return nil
	}
	nonUnicodeFoldOnce.Do(initNonUnicodeFold)
	return nonUnicodeFold[r]
}

// hasCaseMapping tells whether any character in [lo, hi] has a case
// mapping (an entry in unicode.CaseRanges). One without is its own
// uppercase, and no other character's uppercase: nothing canonicalizes
// with it (TestFoldTableShortcuts checks this over the whole BMP).
func hasCaseMapping(lo, hi rune) bool {
	cr := unicode.CaseRanges
	i := sort.Search(len(cr), func(i int) bool { return rune(cr[i].Hi) >= lo })
	return i < len(cr) && rune(cr[i].Lo) <= hi
}

// closeRanges adds to a class every character that canonicalizes as one of
// its members does.
func closeRanges(ranges []rune) []rune {
	out := ranges
	added := false
	for i := 0; i+1 < len(ranges); i += 2 {
		lo, hi := ranges[i], ranges[i+1]
		if hi < 0x80 {
			// ASCII: the table's groups here are a letter and its other case.
			for c := max(lo, 'A'); c <= hi; c++ {
				if m := asciiOtherCase(c); m != 0 && !inRanges(ranges, m) {
					if !added {
						out = append([]rune(nil), ranges...)
						added = true
					}
					out = append(out, m, m)
				}
			}
			continue
		}
		if !hasCaseMapping(lo, hi) {
			continue // no member of the range is in any group
		}
		nonUnicodeFoldOnce.Do(initNonUnicodeFold)
		j := sort.Search(len(nonUnicodeFoldRunes), func(j int) bool { return nonUnicodeFoldRunes[j] >= lo })
		for ; j < len(nonUnicodeFoldRunes) && nonUnicodeFoldRunes[j] <= hi; j++ {
			for _, m := range nonUnicodeFold[nonUnicodeFoldRunes[j]] {
				if !inRanges(ranges, m) {
					if !added {
						out = append([]rune(nil), ranges...)
						added = true
					}
					out = append(out, m, m)
				}
			}
		}
	}
	if !added {
		return ranges
	}
	return mergeRanges(out)
}

func foldNonUnicode(re *syntax.Regexp) *syntax.Regexp {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return re
		}
		subs := make([]*syntax.Regexp, 0, len(re.Rune))
		var lit []rune
		flush := func() {
			if len(lit) > 0 {
				subs = append(subs, &syntax.Regexp{Op: syntax.OpLiteral, Flags: re.Flags, Rune: lit})
				lit = nil
			}
		}
		for _, r := range re.Rune {
			if members := foldMembers(r); members != nil {
				flush()
				var ranges []rune
				for _, m := range members {
					ranges = append(ranges, m, m)
				}
				subs = append(subs, &syntax.Regexp{Op: syntax.OpCharClass, Flags: re.Flags, Rune: mergeRanges(ranges)})
			} else {
				lit = append(lit, r)
			}
		}
		flush()
		if len(subs) == 1 {
			return subs[0]
		}
		return &syntax.Regexp{Op: syntax.OpConcat, Flags: re.Flags, Sub: subs}
	case syntax.OpCharClass:
		// The parser has already applied a negation. A class holding the
		// last code point is taken to be one, whose complement is what
		// ECMAScript closes under case before negating: [^k] must not
		// match K.
		ranges := re.Rune
		if n := len(ranges); n > 0 && ranges[n-1] == unicode.MaxRune {
			re.Rune = complementRanges(closeRanges(complementRanges(ranges)))
		} else {
			re.Rune = closeRanges(ranges)
		}
		return re
	}
	for i, s := range re.Sub {
		re.Sub[i] = foldNonUnicode(s)
	}
	return re
}

// compileNonUnicodeIgnoreCase compiles a pattern (Go syntax, its flags
// other than i already in it) to match case-insensitively as ECMAScript
// does without the u flag; ok is false if that cannot be done, and the
// caller keeps Go's own case folding.
func compileNonUnicodeIgnoreCase(re2Str string) (*regexpWrapper, bool) {
	tree, err := syntax.Parse(re2Str, syntax.Perl)
	if err != nil {
		return nil, false
	}
	pattern, err := regexp.Compile(foldNonUnicode(tree).String())
	if err != nil {
		return nil, false
	}
	return (*regexpWrapper)(pattern), true
}

// hasSurrogates tells whether a UTF-16 string holds a surrogate code unit.
func hasSurrogates(s unicodeString) bool {
	for _, c := range s {
		if c >= 0xD800 && c <= 0xDFFF {
			return true
		}
	}
	return false
}
