//go:build amd64 || arm64

package engine

// growStack and growStack32 have frames of stackPad and stackPad32 bytes
// and do nothing: calling one makes the runtime grow the stack to fit, and
// the frame is never written (stack_amd64.s, stack_arm64.s).
func growStack()
func growStack32()
