//go:build amd64 || arm64

package engine

// growStack has a frame of stackPad bytes and does nothing: calling it
// makes the runtime grow the stack to fit, and the frame is never written
// (stack_amd64.s, stack_arm64.s).
func growStack()
