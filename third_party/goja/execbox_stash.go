package goja

// This file is a patch carried by execbox-runner (PATCHES.md): a scope's
// stash and its first few variable slots are one allocation. Every call
// of a function whose variables a closure captures, every block with a
// captured let or const, and every iteration of a loop that captures its
// let binding made a stash and then a separate slice for its values.

type stashBlock1 struct {
	s stash
	v [1]Value
}

type stashBlock2 struct {
	s stash
	v [2]Value
}

type stashBlock4 struct {
	s stash
	v [4]Value
}

// allocStash returns a new stash under outer with n value slots, in one
// allocation when n is at most 4. The slice's capacity is n, so a value
// added later (a var declared by direct eval) moves it out as before.
func allocStash(outer *stash, n uint32) *stash {
	var s *stash
	switch {
	case n == 0:
		s = &stash{}
	case n == 1:
		b := &stashBlock1{}
		b.s.values = b.v[:]
		s = &b.s
	case n == 2:
		b := &stashBlock2{}
		b.s.values = b.v[:]
		s = &b.s
	case n <= 4:
		b := &stashBlock4{}
		b.s.values = b.v[:n:n]
		s = &b.s
	default:
		s = &stash{values: make([]Value, n)}
	}
	s.outer = outer
	return s
}

// newStashSized is newStash with n value slots.
func (vm *vm) newStashSized(n uint32) {
	vm.stash = allocStash(vm.stash, n)
	vm.stashAllocs++
}
