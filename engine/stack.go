package engine

// GrowStack makes the calling goroutine's stack 16 KB, big enough for
// building a runtime and reading and decoding the protocol's lines, in one
// step while the stack is still shallow. The loop goroutine grows to 32 KB
// instead (Warm): goja's parser, compiler and interpreter recurse, and
// parsing the warm-up program alone goes 118 frames deep, past 16 KB.
//
// A goroutine starts with 2 KB of stack and the runtime doubles it on
// demand, copying it each time. Each copy walks every frame on the stack
// and reads the function tables of each (.gopclntab, funcdata): deep inside
// goja, that is dozens of functions spread over the binary, and the first
// read of a page of those tables maps the 64 KB around it into the process
// (the kernel's fault-around), which peak RSS counts. Growing once, near
// the bottom of the stack, reads the tables of a few functions instead
// (docs/performance.md).
//
// On amd64 and arm64 the functions that grow the stack are in assembly,
// with frames they never write, so the new stack's pages are touched only
// as far as the goroutine uses them. Elsewhere they are Go functions whose
// padding the compiler zeroes, touching it all.
func GrowStack() { growStack() }

// growLoopStack is GrowStack to 32 KB, for the loop goroutine.
func growLoopStack() { growStack32() }

// stackPad and stackPad32 are the frames of growStack and growStack32 (in
// stack_amd64.s and stack_arm64.s too): with the stack guard, a goroutine
// that has used less than about 5 KB of its stack grows straight to 16 KB,
// and one that has used less than about 11 KB to 32 KB.
const (
	stackPad   = 10 << 10
	stackPad32 = 20 << 10
)
