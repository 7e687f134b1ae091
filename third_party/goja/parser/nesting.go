package parser

import "github.com/dop251/goja/file"

// MaxNestingDepth bounds how deeply code may nest (execbox-runner,
// PATCHES.md). The parser is recursive descent: each level of `((((`,
// `[[[[`, `{{{{`, `!!!!`, `a => a =>`, `if (a) if (a)`, `new new` or
// nested patterns and classes is a level of Go recursion, a few hundred
// bytes to a few kilobytes of goroutine stack each, which no memory limit
// on the heap sees: 25,000 parentheses grew the stack to about 90 MB.
// V8 throws a RangeError for such code (between 1,000 and 2,000
// parentheses with Node's default stack); so does this parser past
// MaxNestingDepth, and the compiler past as many levels of the syntax
// tree (which left-associative chains such as `a+a+a` make deep without
// any recursion in the parser).
const MaxNestingDepth = 1500

// NestingError is the error of code nested deeper than MaxNestingDepth.
// Its message is V8's.
type NestingError struct {
	Position file.Position
}

func (e *NestingError) Error() string {
	return "Maximum call stack size exceeded"
}

// enter counts one level of a production that can nest; every cycle in
// the parser's call graph passes through one. Past MaxNestingDepth it
// abandons the parse, which parse recovers. Each enter is paired with a
// deferred leave.
func (self *_parser) enter() {
	self.depth++
	if self.depth > MaxNestingDepth {
		panic(&NestingError{Position: self.position(self.idx)})
	}
}

func (self *_parser) leave() {
	self.depth--
}
