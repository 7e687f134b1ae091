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
	"runtime"
	"sync"
	"unsafe"
	"weak"
)

// appendMin is the result length below which concatenation copies, as
// upstream does: short strings gain nothing from spare capacity.
const appendMin = 256

// appendSlots is how many buffers can be extended in place at a time, so
// that a few strings built in turn each stay linear.
const appendSlots = 4

// arenaSlot remembers one buffer that may be extended in place. The buffer
// is held weakly: while any string built in it is alive, so is the buffer,
// and once the guest drops them all the collector may take it. (Holding it
// strongly would keep the last few big strings a guest built alive for good,
// which a memory limit would count.)
type arenaSlot[T any] struct {
	base weak.Pointer[T]
	len  int // elements in use
	cap  int
}

// extend appends tail in place when s (base, n) is exactly the buffer's
// used prefix and tail fits; it returns the new used slice.
func (a *arenaSlot[T]) extend(base *T, n int, tail []T) ([]T, bool) {
	p := a.base.Value()
	if p == nil || p != base || a.len != n || a.cap-a.len < len(tail) {
		return nil, false
	}
	b := unsafe.Slice(p, a.cap)[:a.len]
	b = appendYielding(b, tail) // within capacity: past the end of s
	a.len = len(b)
	return b, true
}

func (a *arenaSlot[T]) set(b []T) {
	a.base = weak.Make(unsafe.SliceData(b))
	a.len, a.cap = len(b), cap(b)
}

var asciiArena struct {
	sync.Mutex
	slots [appendSlots]arenaSlot[byte]
	next  int
}

var utf16Arena struct {
	sync.Mutex
	slots [appendSlots]arenaSlot[uint16]
	next  int
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
		tail := unsafe.Slice(unsafe.StringData(string(a)), len(a))
		for i := range asciiArena.slots {
			if b, ok := asciiArena.slots[i].extend(p, len(s), tail); ok {
				return asciiString(unsafe.String(unsafe.SliceData(b), len(b)))
			}
		}
	}
	b := make([]byte, 0, 2*n)
	b = appendYielding(b, unsafe.Slice(unsafe.StringData(string(s)), len(s)))
	b = appendYielding(b, unsafe.Slice(unsafe.StringData(string(a)), len(a)))
	asciiArena.slots[asciiArena.next].set(b)
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
	for i := range utf16Arena.slots {
		if b, ok := utf16Arena.slots[i].extend(p, len(s), tail); ok {
			return unicodeString(b[:len(b):len(b)])
		}
	}
	b := make([]uint16, 0, 2*n)
	b = appendYielding(b, s)
	b = appendYielding(b, tail)
	utf16Arena.slots[utf16Arena.next].set(b)
	utf16Arena.next = (utf16Arena.next + 1) % appendSlots
	return unicodeString(b[:len(b):len(b)])
}

// yieldEvery is how many bytes appendYielding copies between two chances
// for the scheduler to run another goroutine.
const yieldEvery = 256 << 10

// appendYielding is append(b, tail...) for a long tail, copied in pieces
// with a yield between them. One copy (memmove) cannot be preempted, and
// copying tens of megabytes into fresh memory page-faults its way through
// for a long time on a busy machine: 100-200 ms were measured for a 64 MB
// string. Meanwhile a collection that wants this goroutine's stack waits,
// spinning on the other processor, and the embedder's goroutines that
// would interrupt the guest (a timer, a cancel read from stdin) get no
// processor at all. The yield also lets a waiting collection take the
// stack at once.
func appendYielding[T any](b, tail []T) []T {
	var zero T
	per := yieldEvery / int(unsafe.Sizeof(zero))
	for len(tail) > per {
		b = append(b, tail[:per]...)
		tail = tail[per:]
		runtime.Gosched()
	}
	return append(b, tail...)
}
