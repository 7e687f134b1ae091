package engine

// GrowStack makes the calling goroutine's stack big enough for building
// and warming a runtime and running a trivial execution (goja's parser,
// compiler and interpreter recurse), in one step while the stack is still
// shallow.
//
// A goroutine starts with 2 KB of stack and the runtime doubles it on
// demand, copying it each time. Each copy walks every frame on the stack
// and reads the function tables of each (.gopclntab, funcdata): deep inside
// goja, that is dozens of functions spread over the binary, and the first
// read of a page of those tables maps the 64 KB around it into the process
// (the kernel's fault-around), which peak RSS counts. Growing once, near
// the bottom of the stack, reads the tables of a few functions instead
// (docs/performance.md has what it saves). Parsing the warm-up program
// alone goes 118 frames deep, past 16 KB: GrowStack reserves 32 KB.
//
// On amd64 and arm64 growStack is a function in assembly whose frame is
// stackPad bytes that it never writes, so the new stack's pages are touched
// only as far as the goroutine uses them. Elsewhere it is a Go function
// whose padding the compiler zeroes, touching it all.
func GrowStack() { growStack() }

// stackPad is growStack's frame (in stack_amd64.s and stack_arm64.s too):
// with the stack guard, a goroutine that has used less than about 11 KB of
// its stack grows straight to 32 KB.
const stackPad = 20 << 10
