package engine

import (
	"testing"
	"unsafe"
)

// deepFrames uses about n KB of stack in n frames of 1 KB.
//
//go:noinline
func deepFrames(n int) byte {
	var pad [1 << 10]byte
	pad[n%len(pad)] = byte(n)
	if n <= 1 {
		return pad[0]
	}
	return deepFrames(n-1) + pad[1]
}

// stackMoves reports whether a goroutine's stack was copied (it moves when
// it grows) while it made kb KB of calls, after GrowStack when grow is set.
func stackMoves(grow bool, kb int) bool {
	moved := make(chan bool)
	go func() {
		if grow {
			GrowStack()
		}
		var x byte
		before := uintptr(unsafe.Pointer(&x))
		deepFrames(kb)
		moved <- uintptr(unsafe.Pointer(&x)) != before
	}()
	return <-moved
}

// TestGrowStack checks that GrowStack leaves room for the calls it is meant
// for, so that they copy no stack: 24 KB of them, past what a 16 KB stack
// holds (parsing the warm-up program goes deeper than that). A compiler
// that dropped the Go version's padding, or a frame in stack_*.s smaller
// than stackPad, would fail it.
func TestGrowStack(t *testing.T) {
	if !stackMoves(false, 24) {
		t.Fatal("a fresh goroutine's stack did not move when it grew: the test cannot see a copy")
	}
	if stackMoves(true, 24) {
		t.Fatal("the stack was copied after GrowStack: it did not grow the stack to 32 KB")
	}
}
