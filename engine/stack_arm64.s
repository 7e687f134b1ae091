#include "textflag.h"

// Frames of stackPad and stackPad32 (stack.go) bytes, never written but
// for the saved link register: the prologue the assembler adds checks them
// against the stack guard and calls morestack.

// func growStack()
TEXT ·growStack(SB), 0, $10240-0
	RET

// func growStack32()
TEXT ·growStack32(SB), 0, $20480-0
	RET
