package goja

import "github.com/dop251/goja/unistring"

// This file is a patch carried by execbox-runner (PATCHES.md): a function
// object made by a function or arrow expression is one allocation. It used
// to be six: the Object, the function object, the slice of its property
// values and the list of its property names (twice, as the second
// property grew them), and the name property's descriptor. Agent code
// makes a closure per element all the time (`rows.map((r) => r.tags.map((t)
// => r.region + t))`), so each call of the outer callback paid for them.
// The block holds the two properties every such function has, length and
// name; a third (a function's prototype, made on first use) grows the
// slices out of the block as in execbox_objblock.go.

type funcBlock struct {
	obj   Object
	f     funcObject
	name  valueProperty
	props [2]propEntry
	names [2]unistring.String
}

type arrowFuncBlock struct {
	obj   Object
	f     arrowFuncObject
	name  valueProperty
	props [2]propEntry
	names [2]unistring.String
}

// initJsFuncBlock is initBaseJsFunction and init for a function object
// whose Object, name property and first two property slots come with it.
func (r *Runtime) initJsFuncBlock(f *baseJsFuncObject, obj *Object, nameProp *valueProperty, props []propEntry, names []unistring.String,
	name unistring.String, length int, strict bool) {
	obj.runtime = r
	f.class = classFunction
	f.val = obj
	f.extensible = true
	f.strict = strict
	f.prototype = r.getFunctionPrototype()
	f.values.small = props
	f.propNames = names

	// As baseFuncObject.init, with the name's descriptor in the block:
	// _putProp would allocate one for a property that is not writable.
	f.lenProp.configurable = true
	f.lenProp.value = intToValue(int64(length))
	f._put("length", &f.lenProp)
	nameProp.value = stringValueFromRaw(name)
	nameProp.configurable = true
	f._put("name", nameProp)
}

// newFuncBlock is newFunc in one allocation.
func (r *Runtime) newFuncBlock(name unistring.String, length int, strict bool) *funcObject {
	b := &funcBlock{}
	b.obj.self = &b.f
	r.initJsFuncBlock(&b.f.baseJsFuncObject, &b.obj, &b.name, b.props[:0:2], b.names[:0:2], name, length, strict)
	return &b.f
}

// newArrowFuncBlock is newArrowFunc in one allocation.
func (r *Runtime) newArrowFuncBlock(name unistring.String, length int, strict bool) *arrowFuncObject {
	b := &arrowFuncBlock{}
	b.obj.self = &b.f
	r.initJsFuncBlock(&b.f.baseJsFuncObject, &b.obj, &b.name, b.props[:0:2], b.names[:0:2], name, length, strict)
	b.f.newTarget = r.vm.newTarget
	return &b.f
}
