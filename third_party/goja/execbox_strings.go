package goja

import (
	"regexp"
	"regexp/syntax"
	"strconv"

	"github.com/dop251/goja/ftoa"
)

// This file is a patch carried by execbox-runner (PATCHES.md): string and
// regular expression work of guest programs without avoidable copies and
// allocations.

// joinHintMax bounds the room Array.prototype.join reserves ahead. Past it
// the buffer grows by doubling as it did before, so that a join whose
// result would be huge still reaches its interrupt polls and the memory
// limit one step at a time instead of asking for it all at once.
const joinHintMax = 64 << 20

// joinedLengthHint is the length, in code units, of what joining the first
// l of values with a separator of sepLen code units writes at least: the
// lengths of the elements that are strings, and the separators between
// the elements there are. Reading them runs no code; elements of other
// types count as empty.
func joinedLengthHint(values []Value, l, sepLen int) int {
	if l > len(values) {
		l = len(values)
	}
	if l == 0 {
		return 0
	}
	n := (l - 1) * sepLen
	if sepLen > 0 && n/sepLen != l-1 || n > joinHintMax {
		return joinHintMax
	}
	for _, v := range values[:l] {
		if s, ok := v.(String); ok {
			n += s.Length()
			if n > joinHintMax {
				return joinHintMax
			}
		}
	}
	return n
}

// writeJoined writes what ToString gives for v, which is not undefined or
// null, to buf and returns its length. Numbers are formatted straight into
// the buffer and strings written as they are: neither becomes a new
// String value first (one or two allocations per element otherwise).
func writeJoined(buf *StringBuilder, v Value) int {
	var scratch [64]byte
	switch x := v.(type) {
	case String:
		buf.WriteString(x)
		return x.Length()
	case valueInt:
		b := strconv.AppendInt(scratch[:0], int64(x), 10)
		buf.writeASCIIBytes(b)
		return len(b)
	case valueFloat:
		b := ftoa.FToStr(float64(x), ftoa.ModeStandard, 0, scratch[:0])
		buf.writeASCIIBytes(b)
		return len(b)
	}
	s := v.toString()
	buf.WriteString(s)
	return s.Length()
}

// writeASCIIBytes writes ASCII text held in a byte slice.
func (b *StringBuilder) writeASCIIBytes(s []byte) {
	if b.ascii() {
		b.asciiBuilder.Write(s)
		return
	}
	b.unicodeBuilder.writeASCIIBytes(s)
}

func (b *unicodeStringBuilder) writeASCIIBytes(s []byte) {
	n := len(b.buf)
	b.buf = append(b.buf, make([]uint16, len(s))...)
	dst := b.buf[n:]
	for i, c := range s {
		dst[i] = uint16(c)
	}
}

// goLookBackOf returns the assertions of a Go regular expression that
// depend on the character before the position where a match is tried: ^
// (at the start of the text or, with the m flag, of a line), \b and \B.
// Only they make a search of s[start:] differ from one that starts at
// start in s. Anything that cannot be parsed counts as all of them.
func goLookBackOf(src string) syntax.EmptyOp {
	const all = syntax.EmptyBeginText | syntax.EmptyBeginLine | syntax.EmptyWordBoundary | syntax.EmptyNoWordBoundary
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return all
	}
	var ops syntax.EmptyOp
	var walk func(re *syntax.Regexp)
	walk = func(re *syntax.Regexp) {
		switch re.Op {
		case syntax.OpBeginText:
			ops |= syntax.EmptyBeginText
		case syntax.OpBeginLine:
			ops |= syntax.EmptyBeginLine
		case syntax.OpWordBoundary:
			ops |= syntax.EmptyWordBoundary
		case syntax.OpNoWordBoundary:
			ops |= syntax.EmptyNoWordBoundary
		}
		for _, sub := range re.Sub {
			walk(sub)
		}
	}
	walk(re)
	return ops
}

// findSubmatchIndexGoAt finds the first match at or after start > 0 with
// Go's regexp, as findSubmatchIndex does at 0, when that gives exactly what
// a search from start in the whole string would: the string is ASCII (so
// Go's byte offsets are the code unit offsets) and no assertion of the
// pattern can tell s[start:] from s at start, given the character before
// start. Otherwise it reports false and regexp2 does the search, as it
// did for every start > 0: converting the string to runes (cached for
// the next exec on the same string) and building a match of regexp2's
// groups, about ten allocations per exec of a global or sticky RegExp.
func (p *regexpPattern) findSubmatchIndexGoAt(s String, start int) (regexpResult, bool) {
	a, ok := s.(asciiString)
	if !ok || start <= 0 || start > len(a) {
		return regexpResult{}, false
	}
	if !p.goLookBackKnown {
		p.goLookBack = goLookBackOf((*regexp.Regexp)(p.regexpWrapper).String())
		p.goLookBackKnown = true
	}
	if ops := p.goLookBack; ops != 0 {
		prev := a[start-1]
		if ops&syntax.EmptyBeginText != 0 ||
			ops&syntax.EmptyBeginLine != 0 && prev != '\n' ||
			ops&(syntax.EmptyWordBoundary|syntax.EmptyNoWordBoundary) != 0 && syntax.IsWordChar(rune(prev)) {
			return regexpResult{}, false
		}
	}
	wrapped := (*regexp.Regexp)(p.regexpWrapper)
	indexes := wrapped.FindStringSubmatchIndex(string(a[start:]))
	for i, idx := range indexes {
		if idx >= 0 {
			indexes[i] = idx + start
		}
	}
	return regexpResult{indexes: indexes, groups: wrapped.SubexpNames()}, true
}

// trimASCII is trim, trimStart (right false) or trimEnd (left false) of an
// ASCII string s, a: the white space and line terminators an ASCII string
// can hold are these six bytes. A string with nothing to trim is returned
// as it is, and any other as a substring; strings.Trim with the whole
// cutset of Unicode white space went rune by rune, and the result was
// scanned and boxed again (execbox-runner patch, PATCHES.md).
func trimASCII(s String, a asciiString, left, right bool) Value {
	i, j := 0, len(a)
	if left {
		for i < j && isASCIISpace(a[i]) {
			i++
		}
	}
	if right {
		for j > i && isASCIISpace(a[j-1]) {
			j--
		}
	}
	if i == 0 && j == len(a) {
		return s
	}
	return a[i:j]
}

func isASCIISpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return true
	}
	return false
}
