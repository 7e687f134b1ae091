package goja

// execbox-runner patch: linear string building.
//
// Upstream goja concatenates by allocating the whole result, so a loop of
// n `s += x` copies about n²/2 × |x| bytes. Here a concatenation whose
// result is long enough is built in a buffer with spare capacity, and a
// later concatenation onto exactly the string that ends at the buffer's
// used end appends in place: writing only past the end of every string
// already handed out, so those strings never change. Any other left operand
// (an older prefix, a substring, a string from elsewhere) gets a fresh
// buffer, as before but with room to grow. Appending is amortized O(|x|).

import (
	"sync"
	"unsafe"
)

// appendMin is the result length below which concatenation copies, as
// upstream does: short strings gain nothing from spare capacity.
const appendMin = 256

// appendSlots is how many buffers can be extended in place at a time, so
// that a few strings built in turn each stay linear.
const appendSlots = 4

var asciiArena struct {
	sync.Mutex
	bufs [appendSlots][]byte // len = bytes in use, cap = capacity
	next int
}

var utf16Arena struct {
	sync.Mutex
	bufs [appendSlots][]uint16
	next int
}

// concatASCII returns s + a.
func concatASCII(s, a asciiString) asciiString {
	n := len(s) + len(a)
	if n < appendMin || len(a) == 0 {
		return s + a
	}
	asciiArena.Lock()
	defer asciiArena.Unlock()
	if len(s) > 0 {
		p := unsafe.StringData(string(s))
		for i := range asciiArena.bufs {
			b := asciiArena.bufs[i]
			if len(b) == len(s) && unsafe.SliceData(b) == p && cap(b)-len(b) >= len(a) {
				b = append(b, a...) // within capacity: past the end of s
				asciiArena.bufs[i] = b
				return asciiString(unsafe.String(unsafe.SliceData(b), len(b)))
			}
		}
	}
	b := make([]byte, 0, 2*n)
	b = append(b, s...)
	b = append(b, a...)
	asciiArena.bufs[asciiArena.next] = b
	asciiArena.next = (asciiArena.next + 1) % appendSlots
	return asciiString(unsafe.String(unsafe.SliceData(b), len(b)))
}

// concatUTF16 returns s followed by the code units tail, where s is a
// unicodeString (its first unit the BOM marker). The result's capacity is
// clipped to its length, so that no append elsewhere can write into the
// buffer's spare room.
func concatUTF16(s unicodeString, tail []uint16) unicodeString {
	n := len(s) + len(tail)
	if n < appendMin || len(tail) == 0 {
		b := make(unicodeString, n)
		copy(b, s)
		copy(b[len(s):], tail)
		return b
	}
	utf16Arena.Lock()
	defer utf16Arena.Unlock()
	p := unsafe.SliceData(s)
	for i := range utf16Arena.bufs {
		b := utf16Arena.bufs[i]
		if len(b) == len(s) && unsafe.SliceData(b) == p && cap(b)-len(b) >= len(tail) {
			b = append(b, tail...)
			utf16Arena.bufs[i] = b
			return unicodeString(b[:len(b):len(b)])
		}
	}
	b := make([]uint16, 0, 2*n)
	b = append(b, s...)
	b = append(b, tail...)
	utf16Arena.bufs[utf16Arena.next] = b
	utf16Arena.next = (utf16Arena.next + 1) % appendSlots
	return unicodeString(b[:len(b):len(b)])
}
