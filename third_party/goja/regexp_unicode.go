package goja

// Unicode property escapes (\p{...} and \P{...} with the u flag), and the
// ECMAScript word boundary for patterns that go to regexp2.
//
// Neither engine goja uses knows ECMAScript's property names: Go's regexp
// has its own (and read \p{L} after goja's translation as the letters
// "p{L}"), and regexp2 accepts loose aliases with Unicode 15 categories.
// So a pattern is rewritten before either engine sees it: each property
// escape becomes the explicit ranges of its set, from the tables that
// scripts/unicode/gen.mjs generates (regexp_unicode_tables.go), and an
// unknown name is a SyntaxError, as in V8.

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// unicodePropertySets caches decoded sets: each is decoded on first use.
var unicodePropertySets [unicodePropertySetCount]struct {
	once   sync.Once
	ranges []rune // lo, hi pairs, sorted, not adjacent
}

func unicodePropertySet(i uint16) []rune {
	s := &unicodePropertySets[i]
	s.once.Do(func() {
		data := unicodePropertyData[unicodePropertySetOffsets[i]:unicodePropertySetOffsets[i+1]]
		varint := func() rune {
			var v rune
			for shift := 0; ; shift += 7 {
				b := data[0]
				data = data[1:]
				v |= rune(b&0x7f) << shift
				if b < 0x80 {
					return v
				}
			}
		}
		prev := rune(-1)
		for len(data) > 0 {
			lo := prev + 1 + varint()
			hi := lo + varint()
			s.ranges = append(s.ranges, lo, hi)
			prev = hi
		}
	})
	return s.ranges
}

func lookupUnicodeName(names []string, sets []uint16, name string) (uint16, bool) {
	i := sort.SearchStrings(names, name)
	if i < len(names) && names[i] == name {
		return sets[i], true
	}
	return 0, false
}

// lookupUnicodeProperty resolves the body of \p{body} as ECMAScript does:
// a General_Category value or a binary property alone, or
// General_Category=, Script= or Script_Extensions= (or gc=, sc=, scx=)
// followed by a value. Names are matched exactly, aliases included.
func lookupUnicodeProperty(body string) ([]rune, bool) {
	name, value, hasValue := strings.Cut(body, "=")
	if !hasValue {
		if set, ok := lookupUnicodeName(unicodePropertyLoneNames[:], unicodePropertyLoneSets[:], name); ok {
			return unicodePropertySet(set), true
		}
		return nil, false
	}
	var set uint16
	var ok bool
	switch name {
	case "General_Category", "gc":
		set, ok = lookupUnicodeName(unicodePropertyGcNames[:], unicodePropertyGcSets[:], value)
	case "Script", "sc":
		set, ok = lookupUnicodeName(unicodePropertyScNames[:], unicodePropertyScSets[:], value)
	case "Script_Extensions", "scx":
		set, ok = lookupUnicodeName(unicodePropertyScxNames[:], unicodePropertyScxSets[:], value)
	}
	if !ok {
		return nil, false
	}
	return unicodePropertySet(set), true
}

// complementRanges returns the code points not in ranges.
func complementRanges(ranges []rune) []rune {
	var out []rune
	next := rune(0)
	for i := 0; i < len(ranges); i += 2 {
		if ranges[i] > next {
			out = append(out, next, ranges[i]-1)
		}
		next = ranges[i+1] + 1
	}
	if next <= utf8.MaxRune {
		out = append(out, next, utf8.MaxRune)
	}
	return out
}

func writeRanges(sb *strings.Builder, ranges []rune) {
	// \u{hhhhh}-\u{hhhhh} is at most 19 bytes; \p{L} has about 700 ranges.
	sb.Grow(len(ranges) / 2 * 19)
	var buf [24]byte
	for i := 0; i < len(ranges); i += 2 {
		sb.WriteString(`\u{`)
		sb.Write(strconv.AppendInt(buf[:0], int64(ranges[i]), 16))
		sb.WriteByte('}')
		if ranges[i+1] != ranges[i] {
			sb.WriteString(`-\u{`)
			sb.Write(strconv.AppendInt(buf[:0], int64(ranges[i+1]), 16))
			sb.WriteByte('}')
		}
	}
}

// regexpPropertyError is the SyntaxError message V8 gives for a bad \p.
func regexpPropertyError(pattern, flags string) error {
	return fmt.Errorf("Invalid regular expression: /%s/%s: Invalid property name", pattern, flags)
}

// expandUnicodePropertyEscapes rewrites every \p{...} and \P{...} of a
// u-flag pattern into the explicit ranges of its set: [ranges] (or
// [^ranges]) outside a character class, the ranges (or those of the
// complement) inside one. \u{...} escapes are understood by goja's re2
// translation and by regexp2 alike. The rest of the pattern is copied as is.
func expandUnicodePropertyEscapes(pattern, flags string) (string, error) {
	if !strings.Contains(pattern, `\p`) && !strings.Contains(pattern, `\P`) {
		return pattern, nil
	}
	var sb strings.Builder
	inClass := false
	classStart := 0 // where the current class's atoms begin in pattern
	for i := 0; i < len(pattern); {
		c := pattern[i]
		switch {
		case c == '\\' && i+1 < len(pattern) && (pattern[i+1] == 'p' || pattern[i+1] == 'P'):
			negate := pattern[i+1] == 'P'
			if i+2 >= len(pattern) || pattern[i+2] != '{' {
				return "", regexpPropertyError(pattern, flags)
			}
			end := strings.IndexByte(pattern[i+3:], '}')
			if end < 0 {
				return "", regexpPropertyError(pattern, flags)
			}
			ranges, ok := lookupUnicodeProperty(pattern[i+3 : i+3+end])
			if !ok {
				return "", regexpPropertyError(pattern, flags)
			}
			next := i + 3 + end + 1
			if inClass {
				// A property stands for many characters, so it cannot
				// end or start a range: [a-\p{L}] and [\p{L}-a] are
				// SyntaxErrors with the u flag.
				if i > classStart && pattern[i-1] == '-' && !isEscapedAt(pattern, i-1) && i-1 > classStart {
					return "", fmt.Errorf("Invalid regular expression: /%s/%s: Invalid character class", pattern, flags)
				}
				if next+1 < len(pattern) && pattern[next] == '-' && pattern[next+1] != ']' {
					return "", fmt.Errorf("Invalid regular expression: /%s/%s: Invalid character class", pattern, flags)
				}
				if negate {
					ranges = complementRanges(ranges)
				}
				writeRanges(&sb, ranges)
			} else {
				sb.WriteByte('[')
				if negate {
					sb.WriteByte('^')
				}
				writeRanges(&sb, ranges)
				sb.WriteByte(']')
			}
			i = next
		case c == '\\':
			// Any other escape: copy the backslash and the whole character
			// it escapes.
			_, size := utf8.DecodeRuneInString(pattern[i+1:])
			sb.WriteString(pattern[i : i+1+size])
			i += 1 + size
		case c == '[' && !inClass:
			inClass = true
			sb.WriteByte(c)
			i++
			if i < len(pattern) && pattern[i] == '^' {
				sb.WriteByte('^')
				i++
			}
			classStart = i
		case c == ']' && inClass:
			inClass = false
			sb.WriteByte(c)
			i++
		default:
			sb.WriteByte(c)
			i++
		}
	}
	return sb.String(), nil
}

// isEscapedAt reports whether the character at i is escaped by an odd run
// of backslashes before it.
func isEscapedAt(s string, i int) bool {
	n := 0
	for j := i - 1; j >= 0 && s[j] == '\\'; j-- {
		n++
	}
	return n%2 == 1
}

// rewriteBoundariesForRegexp2 replaces \b and \B outside character classes
// with lookarounds over ECMAScript's word characters. regexp2's own \b
// counts every Unicode letter and digit as a word character, so
// "café".match(/\bcaf\b/) found nothing where V8 finds "caf"; its \w is
// already ASCII. With the i and u flags together, ECMAScript's word
// characters also include U+017F and U+212A, which fold to s and k.
func rewriteBoundariesForRegexp2(pattern string, ignoreCase, unicode bool) string {
	if !strings.Contains(pattern, `\b`) && !strings.Contains(pattern, `\B`) {
		return pattern
	}
	word := `[A-Za-z0-9_]`
	if ignoreCase && unicode {
		word = `[A-Za-z0-9_\u017f\u212a]`
	}
	boundary := `(?:(?<=` + word + `)(?!` + word + `)|(?<!` + word + `)(?=` + word + `))`
	nonBoundary := `(?:(?<=` + word + `)(?=` + word + `)|(?<!` + word + `)(?!` + word + `))`
	var sb strings.Builder
	inClass := false
	for i := 0; i < len(pattern); {
		c := pattern[i]
		switch {
		case c == '\\' && i+1 < len(pattern):
			if !inClass && pattern[i+1] == 'b' {
				sb.WriteString(boundary)
				i += 2
				continue
			}
			if !inClass && pattern[i+1] == 'B' {
				sb.WriteString(nonBoundary)
				i += 2
				continue
			}
			_, size := utf8.DecodeRuneInString(pattern[i+1:])
			sb.WriteString(pattern[i : i+1+size])
			i += 1 + size
		case c == '[' && !inClass:
			inClass = true
			sb.WriteByte(c)
			i++
			if i < len(pattern) && pattern[i] == '^' {
				sb.WriteByte('^')
				i++
			}
		case c == ']' && inClass:
			inClass = false
			sb.WriteByte(c)
			i++
		default:
			sb.WriteByte(c)
			i++
		}
	}
	return sb.String()
}
