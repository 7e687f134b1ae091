package intl

import (
	"sort"
	"unicode/utf8"
)

// sbClass is a Sentence_Break property value (UAX #29).
type sbClass uint8

const (
	sbOther sbClass = iota
	sbCR
	sbLF
	sbExtend
	sbSep
	sbFormat
	sbSp
	sbLower
	sbUpper
	sbOLetter
	sbNumeric
	sbATerm
	sbSContinue
	sbSTerm
	sbClose
)

// sbRange is a run of code points with one Sentence_Break value.
type sbRange struct {
	lo, hi uint32
	class  sbClass
}

func sentenceClass(r rune) sbClass {
	t := sentenceBreakRanges[:]
	i := sort.Search(len(t), func(i int) bool { return t[i].hi >= uint32(r) })
	if i < len(t) && t[i].lo <= uint32(r) {
		return t[i].class
	}
	return sbOther
}

func (c sbClass) paraSep() bool { return c == sbSep || c == sbCR || c == sbLF }
func (c sbClass) saTerm() bool  { return c == sbSTerm || c == sbATerm }

// sbUnit is a character with the Extend and Format characters after it
// (rule SB5), as a byte range of the text.
type sbUnit struct {
	class      sbClass
	start, end int
}

// sentenceBoundaries returns the byte offsets where UAX #29's sentence
// rules (Unicode 17.0, as ICU 78 applies them without a locale's
// suppressions) break text, the end included and the start not.
func sentenceBoundaries(text string) []int {
	var u []sbUnit
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		c := sentenceClass(r)
		if (c == sbExtend || c == sbFormat) && len(u) > 0 && !u[len(u)-1].class.paraSep() {
			u[len(u)-1].end = i + n
		} else {
			u = append(u, sbUnit{c, i, i + n})
		}
		i += n
	}
	var out []int
	for i := 1; i < len(u); i++ {
		if sentenceBreak(u, i) {
			out = append(out, u[i].start)
		}
	}
	if len(text) > 0 {
		out = append(out, len(text))
	}
	return out
}

// afterTerm looks back from unit i-1 over Sp* (when spaces) and Close*
// for a sentence terminator, and returns its index, or -1.
func afterTerm(u []sbUnit, i int, spaces bool) int {
	j := i - 1
	if spaces {
		for j >= 0 && u[j].class == sbSp {
			j--
		}
	}
	for j >= 0 && u[j].class == sbClose {
		j--
	}
	if j >= 0 && u[j].class.saTerm() {
		return j
	}
	return -1
}

// sentenceBreak applies rules SB3 to SB11 between units i-1 and i.
func sentenceBreak(u []sbUnit, i int) bool {
	prev, next := u[i-1].class, u[i].class
	switch {
	case prev == sbCR && next == sbLF: // SB3
		return false
	case prev.paraSep(): // SB4
		return true
	case prev == sbATerm && next == sbNumeric: // SB6
		return false
	case prev == sbATerm && next == sbUpper && i >= 2 && (u[i-2].class == sbUpper || u[i-2].class == sbLower): // SB7
		return false
	}
	if j := afterTerm(u, i, true); j >= 0 && u[j].class == sbATerm { // SB8
		for k := i; k < len(u); k++ {
			c := u[k].class
			if c == sbLower {
				return false
			}
			if c == sbOLetter || c == sbUpper || c.paraSep() || c.saTerm() {
				break
			}
		}
	}
	if afterTerm(u, i, true) >= 0 && (next == sbSContinue || next.saTerm()) { // SB8a
		return false
	}
	if afterTerm(u, i, false) >= 0 && (next == sbClose || next == sbSp || next.paraSep()) { // SB9
		return false
	}
	if afterTerm(u, i, true) >= 0 && (next == sbSp || next.paraSep()) { // SB10
		return false
	}
	return afterTerm(u, i, true) >= 0 // SB11, else SB998
}
