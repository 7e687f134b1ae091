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
// it grows) while it made kb KB of calls, after grow when it is not nil.
func stackMoves(grow func(), kb int) bool {
	moved := make(chan bool)
	go func() {
		if grow != nil {
			grow()
		}
		var x byte
		before := uintptr(unsafe.Pointer(&x))
		deepFrames(kb)
		moved <- uintptr(unsafe.Pointer(&x)) != before
	}()
	return <-moved
}

// TestGrowStack checks that GrowStack and growLoopStack leave room for the
// calls they are meant for, so that those copy no stack: 12 KB of calls
// after GrowStack (16 KB), 24 KB after growLoopStack (32 KB), past what a
// 16 KB stack holds. A compiler that dropped the Go versions' padding, or a
// frame in stack_*.s smaller than its constant, would fail it.
func TestGrowStack(t *testing.T) {
	for _, c := range []struct {
		name string
		grow func()
		kb   int
	}{{"GrowStack", GrowStack, 12}, {"growLoopStack", growLoopStack, 24}} {
		if !stackMoves(nil, c.kb) {
			t.Fatalf("a fresh goroutine's stack did not move in %d KB of calls: the test cannot see a copy", c.kb)
		}
		if stackMoves(c.grow, c.kb) {
			t.Errorf("the stack was copied in %d KB of calls after %s: it did not grow the stack enough", c.kb, c.name)
		}
	}
}
