package goja

// This file is a patch carried by execbox-runner (PATCHES.md): string
// built-ins that work on Go strings keep a lone surrogate where it was.

import (
	"strings"
	"unicode/utf16"

	"github.com/dop251/goja/parser"
)

// loneSurrogateAt reports whether u[i] is a surrogate that is not half of
// a pair.
func loneSurrogateAt(u []uint16, i int) bool {
	c := u[i]
	switch {
	case c < 0xD800 || c > 0xDFFF:
		return false
	case c < 0xDC00:
		return i+1 >= len(u) || u[i+1] < 0xDC00 || u[i+1] > 0xDFFF
	default:
		return i == 0 || u[i-1] < 0xD800 || u[i-1] >= 0xDC00
	}
}

// mapWellFormed is f applied to s with every lone surrogate kept where it
// was: f sees each well-formed run between them as a Go string, which
// cannot hold a lone surrogate (converting s whole turned each into
// U+FFFD). Case mapping and normalization treat a lone surrogate as a
// character of its own that they leave alone, so mapping the runs apart
// gives what V8 (ICU) gives for the whole.
func mapWellFormed(s unicodeString, f func(string) string) String {
	u := s[1:]
	lone := -1
	for i := range u {
		if loneSurrogateAt(u, i) {
			lone = i
			break
		}
	}
	if lone < 0 {
		return newStringValue(f(s.String()))
	}
	var b StringBuilder
	start := 0
	for i := lone; i < len(u); i++ {
		if !loneSurrogateAt(u, i) {
			continue
		}
		if i > start {
			b.WriteUTF8String(f(string(utf16.Decode(u[start:i]))))
		}
		b.WriteRune(rune(u[i]))
		start = i + 1
	}
	if start < len(u) {
		b.WriteUTF8String(f(string(utf16.Decode(u[start:]))))
	}
	return b.String()
}

// trimUnicode is trim, trimStart (right false) or trimEnd (left false) of
// a UTF-16 string, done on its code units: every white space and line
// terminator character is in the BMP, and a lone surrogate stays as it is.
func trimUnicode(s unicodeString, left, right bool) String {
	u := s[1:]
	from, to := 0, len(u)
	space := func(c uint16) bool {
		return (c < 0xD800 || c > 0xDFFF) && strings.ContainsRune(parser.WhitespaceChars, rune(c))
	}
	if left {
		for from < to && space(u[from]) {
			from++
		}
	}
	if right {
		for to > from && space(u[to-1]) {
			to--
		}
	}
	if from == 0 && to == len(u) {
		return s
	}
	return s.Substring(from, to)
}
