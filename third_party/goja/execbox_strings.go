package goja

import (
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
