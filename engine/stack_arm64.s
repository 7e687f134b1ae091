#include "textflag.h"

// func growStack()
// A frame of stackPad (stack.go) bytes, never written but for the saved
// link register: the prologue the assembler adds checks it against the
// stack guard and calls morestack.
TEXT ·growStack(SB), 0, $20480-0
	RET
