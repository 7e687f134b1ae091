//go:build !amd64 && !arm64

package engine

//go:noinline
func growStack() {
	var pad [stackPad]byte
	keep(pad[:])
}

//go:noinline
func growStack32() {
	var pad [stackPad32]byte
	keep(pad[:])
}

// keep reads pad through a call the compiler does not look into, so that
// pad, and with it the caller's frame, is not optimized away.
//
//go:noinline
func keep(pad []byte) byte { return pad[len(pad)-1] }
