package goja

import "github.com/dop251/goja/token"

// This file is a patch carried by execbox-runner (PATCHES.md): logical
// assignment to a property, `o.x ??= v`, `o[k] ||= v`, `o[k] &&= v`, reads
// and writes the property as `o[k] += v` does, with the object (and key)
// kept on the stack, instead of through a reference allocated on every
// evaluation: `groups[key] ??= {...}` in a loop over records allocated one
// each time.

// emitLogicalMember compiles a logical assignment whose target is a dot or
// bracket member expression and reports whether it did; any other target
// goes through a reference as before.
func (e *compiledAssignExpr) emitLogicalMember(putOnStack bool) bool {
	strict := e.c.scope.strict
	var n uint32 // the stack slots under the value: the object, and the key
	var set, setP instruction
	switch left := e.left.(type) {
	case *compiledDotExpr:
		left.left.emitGetter(true)
		e.c.emit(dup)
		left.addSrcMap()
		e.c.emit(getProp(left.name))
		n = 1
		if strict {
			set, setP = setPropStrict(left.name), setPropStrictP(left.name)
		} else {
			set, setP = setProp(left.name), setPropP(left.name)
		}
	case *compiledBracketExpr:
		left.left.emitGetter(true)
		left.member.emitGetter(true)
		e.c.emit(dupLast(2))
		left.addSrcMap()
		e.c.emit(getElem)
		n = 2
		if strict {
			set, setP = setElemStrict, setElemStrictP
		} else {
			set, setP = setElem, setElemP
		}
	default:
		return false
	}
	// The current value is on the stack above the object (and key). When
	// it decides the result, the jump keeps it; otherwise it is dropped
	// and the right side is evaluated and stored.
	mark := len(e.c.p.code)
	e.c.emit(nil)
	e.right.emitGetter(true)
	e.addSrcMap()
	if putOnStack {
		e.c.emit(set)
	} else {
		e.c.emit(setP)
	}
	end := len(e.c.p.code)
	e.c.emit(nil)
	short := len(e.c.p.code)
	if putOnStack {
		// The value replaces the object; the slots above it go.
		e.c.emit(rdupN(n))
	} else {
		e.c.emit(pop)
	}
	for i := uint32(0); i < n; i++ {
		e.c.emit(pop)
	}
	offset := short - mark
	switch e.operator {
	case token.LOGICAL_AND:
		e.c.p.code[mark] = jne(offset)
	case token.LOGICAL_OR:
		e.c.p.code[mark] = jeq(offset)
	case token.COALESCE:
		e.c.p.code[mark] = jcoalesc(offset)
	}
	e.c.p.code[end] = jump(len(e.c.p.code) - end)
	return true
}
