package engine

// GrowStack makes the calling goroutine's stack big enough for building
// and warming a runtime (goja's compiler and interpreter recurse), in one
// step while the stack is still shallow.
//
// A goroutine starts with 2 KB of stack and the runtime doubles it on
// demand, copying it each time. Each copy walks every frame on the stack
// and reads the function tables of each (.gopclntab, funcdata): deep inside
// goja, that is dozens of functions spread over the binary, and the first
// read of a page of those tables maps the 64 KB around it into the process
// (the kernel's fault-around), which peak RSS counts. Growing once, near
// the bottom of the stack, reads the tables of a few functions instead: on
// the session's goroutine and the loop's, that took about 380 kB off the
// binary's resident pages in a trivial execution, and on the reader's and
// the warm-up's about 300 kB more (docs/performance.md).
// The stack pages themselves are touched only as far as they are used.
func GrowStack() { growStack() }

// stackPad is the frame growStack needs: with the stack guard, a goroutine
// whose stack is smaller than 16 KB grows straight to 16 KB, what building
// the runtime, warming it and running a trivial execution reach.
const stackPad = 10 << 10

//go:noinline
func growStack() byte {
	var pad [stackPad]byte
	return lastByte(&pad)
}

// lastByte reads pad through a call the compiler does not look into, so
// that pad, and with it growStack's frame, is not optimized away.
//
//go:noinline
func lastByte(pad *[stackPad]byte) byte { return pad[len(pad)-1] }
