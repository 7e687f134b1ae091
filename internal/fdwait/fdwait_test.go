//go:build linux

package fdwait

import (
	"syscall"
	"testing"
	"time"
)

// pipe returns a pipe's descriptors, closed when the test ends.
func pipe(t *testing.T) (r, w int) {
	t.Helper()
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_CLOEXEC|syscall.O_NONBLOCK); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Close(p[0]); syscall.Close(p[1]) })
	return p[0], p[1]
}

// TestReadable checks that Readable blocks until one of its descriptors has
// data or is hung up, says which, and ignores a negative one.
func TestReadable(t *testing.T) {
	if !Supported {
		t.Skip("no poll(2) here")
	}
	ar, aw := pipe(t)
	br, bw := pipe(t)
	type result struct{ a, b bool }
	wait := func(a, b int) chan result {
		ch := make(chan result, 1)
		go func() {
			ra, rb, err := Readable(a, b)
			if err != nil {
				t.Error(err)
			}
			ch <- result{ra, rb}
		}()
		return ch
	}

	ch := wait(ar, br)
	select {
	case r := <-ch:
		t.Fatalf("returned %+v with nothing to read", r)
	case <-time.After(20 * time.Millisecond):
	}
	syscall.Write(bw, []byte{1})
	if r := <-ch; r != (result{false, true}) {
		t.Fatalf("got %+v after a write to b", r)
	}

	syscall.Write(aw, []byte{1})
	if r := <-wait(ar, -1); r != (result{true, false}) {
		t.Fatalf("got %+v with a readable and b negative", r)
	}

	// A writer's end closed: the reader is told, and its read says EOF.
	var c [2]int
	if err := syscall.Pipe2(c[:], syscall.O_CLOEXEC); err != nil {
		t.Fatal(err)
	}
	cr := c[0]
	defer syscall.Close(cr)
	syscall.Close(c[1])
	if r := <-wait(-1, cr); r != (result{false, true}) {
		t.Fatalf("got %+v for a hung-up pipe", r)
	}
}
