package goja

import "github.com/dop251/goja/unistring"

// This file is a patch carried by execbox-runner (PATCHES.md): objects
// whose number of properties is known when they are made get room for
// them at once.

// reserveProps makes room for n more string-keyed properties: in the
// property map and in the list of names, which otherwise both grow by
// doubling, copying themselves each time.
func (o *baseObject) reserveProps(n int) {
	o.values.reserve(n)
	n = min(n, propMapSmall)
	if n > 0 && cap(o.propNames)-len(o.propNames) < n {
		// A new list leaves the old one, which an iterator may hold, as it
		// was.
		names := make([]unistring.String, len(o.propNames), len(o.propNames)+n)
		copy(names, o.propNames)
		o.propNames = names
	}
}

// newObjectSized is newObject for an object literal of n properties
// (more than 4, the slice's first size).
type newObjectSized int

func (n newObjectSized) exec(vm *vm) {
	o := vm.r.NewObject()
	if b, ok := o.self.(*baseObject); ok {
		b.reserveProps(int(n))
	}
	vm.push(o)
	vm.pc++
}
