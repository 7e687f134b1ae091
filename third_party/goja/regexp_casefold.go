package goja

// Case-insensitive matching on Go's regexp path, as ECMAScript specifies it
// (execbox patch, PATCHES.md). With the i flag two characters match when
// Canonicalize gives the same value for both (ECMA-262 22.2.2.7.3):
// without the u flag, the code unit's uppercase form, unless that form is
// several characters or the character is not ASCII and its uppercase form
// is; with u (or v), simple case folding. Go's regexp folds case with
// Unicode 15's simple case folding orbits, which join characters that
// ECMAScript keeps apart without u (the Kelvin sign K (U+212A) and k, the
// long s (U+017F) and s, the ohm sign and omega) and miss the case pairs of
// Unicode 16 and 17. So /\u212a/i matched "k" where V8 does not.
//
// foldCase rewrites a parsed pattern (without the i flag) so that it
// matches case-insensitively by ECMAScript's rule on its own: every literal
// character of a class of two or more becomes that class, and every
// character class is closed under the classes. The classes are those Node
// 20 matches (regexp2's syntax.EcmaFold*, recorded from Node by
// scripts/casefold/record.mjs); regexp2 folds with the same tables.

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	rx2syntax "github.com/dlclark/regexp2/v2/syntax"
)

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

// closeRanges adds to a class every character that matches one of its
// members case-insensitively.
func closeRanges(ranges []rune, unicodeMode bool) []rune {
	added := rx2syntax.EcmaFoldClose(ranges, unicodeMode)
	if len(added) == 0 {
		return ranges
	}
	return mergeRanges(append(append([]rune(nil), ranges...), added...))
}

// foldClass is the class of r as [lo, hi] pairs, or nil when r matches
// only itself.
func foldClass(r rune, unicodeMode bool) []rune {
	if !rx2syntax.EcmaFoldHasClass(r, unicodeMode) {
		return nil
	}
	return closeRanges([]rune{r, r}, unicodeMode)
}

// foldCase rewrites re to match case-insensitively by ECMAScript's rule,
// with the u flag (unicodeMode) or without; ok is false when it cannot
// tell a negated class from a plain one (see OpCharClass).
func foldCase(re *syntax.Regexp, unicodeMode bool) (_ *syntax.Regexp, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return re, false
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
			if class := foldClass(r, unicodeMode); class != nil {
				flush()
				subs = append(subs, &syntax.Regexp{Op: syntax.OpCharClass, Flags: re.Flags, Rune: class})
			} else {
				lit = append(lit, r)
			}
		}
		flush()
		if len(subs) == 1 {
			return subs[0], true
		}
		return &syntax.Regexp{Op: syntax.OpConcat, Flags: re.Flags, Sub: subs}, true
	case syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		// With i and u the long s and the Kelvin sign are word
		// characters too; Go's \b knows only ASCII ones.
		return re, !unicodeMode
	case syntax.OpCharClass:
		// The parser has already applied a negation. A class holding the
		// last code point is taken to be one, whose complement is what
		// ECMAScript closes under case before negating: [^k] must not
		// match K. Without u no other class reaches it (the pattern's
		// characters are code units); with u, a class that does and that
		// closes to another set either way goes to regexp2.
		ranges := re.Rune
		if n := len(ranges); n > 0 && ranges[n-1] == unicode.MaxRune {
			negated := complementRanges(closeRanges(complementRanges(ranges), unicodeMode))
			if unicodeMode && !slices.Equal(negated, closeRanges(ranges, unicodeMode)) {
				return re, false
			}
			re.Rune = negated
		} else {
			re.Rune = closeRanges(ranges, unicodeMode)
		}
		return re, true
	}
	for i, s := range re.Sub {
		sub, ok := foldCase(s, unicodeMode)
		if !ok {
			return re, false
		}
		re.Sub[i] = sub
	}
	return re, true
}

// compileIgnoreCase compiles a pattern (Go syntax, its flags other than i
// already in it) to match case-insensitively as ECMAScript does, with the
// u flag or without; ok is false if that cannot be done, and the caller
// leaves the pattern to regexp2.
func compileIgnoreCase(re2Str string, unicodeMode bool) (*regexpWrapper, bool) {
	tree, err := syntax.Parse(re2Str, syntax.Perl)
	if err != nil {
		return nil, false
	}
	folded, ok := foldCase(tree, unicodeMode)
	if !ok {
		return nil, false
	}
	// Not folded.String(): for each class it looks through every
	// character for Go's case orbits, milliseconds for a negated class.
	var b strings.Builder
	if !writeSyntax(&b, folded) {
		return nil, false
	}
	pattern, err := regexp.Compile(b.String())
	if err != nil {
		return nil, false
	}
	return (*regexpWrapper)(pattern), true
}

// writeSyntax writes re as a pattern Go's regexp parses back to the same
// tree (without the i flag, which foldCase has compiled out); false for an
// operator it does not know.
func writeSyntax(b *strings.Builder, re *syntax.Regexp) bool {
	writeRune := func(r rune) {
		if r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			b.WriteRune(r)
			return
		}
		fmt.Fprintf(b, `\x{%x}`, r)
	}
	switch re.Op {
	case syntax.OpNoMatch:
		b.WriteString(`[^\x{0}-\x{10ffff}]`)
	case syntax.OpEmptyMatch:
		b.WriteString(`(?:)`)
	case syntax.OpLiteral:
		b.WriteString(`(?:`)
		for _, r := range re.Rune {
			writeRune(r)
		}
		b.WriteString(`)`)
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			b.WriteString(`[^\x{0}-\x{10ffff}]`)
			break
		}
		b.WriteByte('[')
		for i := 0; i+1 < len(re.Rune); i += 2 {
			writeRune(re.Rune[i])
			if re.Rune[i+1] != re.Rune[i] {
				b.WriteByte('-')
				writeRune(re.Rune[i+1])
			}
		}
		b.WriteByte(']')
	case syntax.OpAnyCharNotNL:
		b.WriteString(`(?-s:.)`)
	case syntax.OpAnyChar:
		b.WriteString(`(?s:.)`)
	case syntax.OpBeginLine:
		b.WriteString(`(?m:^)`)
	case syntax.OpEndLine:
		b.WriteString(`(?m:$)`)
	case syntax.OpBeginText:
		b.WriteString(`\A`)
	case syntax.OpEndText:
		b.WriteString(`\z`)
	case syntax.OpWordBoundary:
		b.WriteString(`\b`)
	case syntax.OpNoWordBoundary:
		b.WriteString(`\B`)
	case syntax.OpCapture:
		if re.Name != "" {
			b.WriteString(`(?P<` + re.Name + `>`)
		} else {
			b.WriteByte('(')
		}
		if !writeSyntax(b, re.Sub[0]) {
			return false
		}
		b.WriteByte(')')
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		b.WriteString(`(?:`)
		if !writeSyntax(b, re.Sub[0]) {
			return false
		}
		b.WriteByte(')')
		switch re.Op {
		case syntax.OpStar:
			b.WriteByte('*')
		case syntax.OpPlus:
			b.WriteByte('+')
		case syntax.OpQuest:
			b.WriteByte('?')
		default:
			switch {
			case re.Max == -1:
				fmt.Fprintf(b, `{%d,}`, re.Min)
			case re.Max == re.Min:
				fmt.Fprintf(b, `{%d}`, re.Min)
			default:
				fmt.Fprintf(b, `{%d,%d}`, re.Min, re.Max)
			}
		}
		if re.Flags&syntax.NonGreedy != 0 {
			b.WriteByte('?')
		}
	case syntax.OpConcat, syntax.OpAlternate:
		b.WriteString(`(?:`)
		for i, sub := range re.Sub {
			if i > 0 && re.Op == syntax.OpAlternate {
				b.WriteByte('|')
			}
			if !writeSyntax(b, sub) {
				return false
			}
		}
		b.WriteByte(')')
	default:
		return false
	}
	return true
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
