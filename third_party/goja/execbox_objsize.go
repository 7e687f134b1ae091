package goja

import (
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/unistring"
)

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

// newObjectSized is newObject for an object literal of n properties and
// no spread: the object comes with room for them in its own allocation
// (execbox_objblock.go).
type newObjectSized int

func (n newObjectSized) exec(vm *vm) {
	vm.push(vm.r.newBaseObjectRoom(vm.r.global.ObjectPrototype, classObject, int(n)).val)
	vm.pc++
}

// firstSpread returns the spread that an object literal starts with, if it
// does.
func firstSpread(props []ast.Property) (*ast.SpreadElement, bool) {
	if len(props) == 0 {
		return nil, false
	}
	s, ok := props[0].(*ast.SpreadElement)
	return s, ok
}

// newObjectSpread makes an object literal that starts with a spread,
// {...src, a, b}, from the source on the stack, with room for the
// source's properties and for the n properties that follow it in the
// literal, and replaces the source with it. The object is made before
// the source is read, as with newObject followed by copySpread, and an
// object's creation has no effect a program could see between the two.
type newObjectSpread int

func (n newObjectSpread) exec(vm *vm) {
	r := vm.r
	src := vm.stack[vm.sp-1]
	var srcObj *Object
	room := int(n)
	if src != _null && src != _undefined {
		srcObj = src.ToObject(r)
		if b, ok := srcObj.self.(*baseObject); ok {
			room += len(b.propNames)
		}
	}
	obj := r.newBaseObjectRoom(r.global.ObjectPrototype, classObject, room).val
	if srcObj != nil && !copyPlainDataPropertiesExcept(obj, srcObj, nil, int(n)) {
		r.copyDataProperties(obj, srcObj)
	}
	vm.stack[vm.sp-1] = obj
	vm.pc++
}
