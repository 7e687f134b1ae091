package goja

import "github.com/dop251/goja/unistring"

// This file is a patch carried by execbox-runner (PATCHES.md): an ordinary
// object is one allocation. It used to be four: the Object, its
// baseObject, the slice of its property values and the list of its
// property names, each found, marked and swept by the collector on its
// own. An object whose number of properties is known when it is made (an
// object literal, the rest of a pattern, a class instance after the first)
// gets its first property slots in the same block; the slices grow out of
// the block as before when more properties come.

// objBlock0 is an Object and its baseObject, allocated together.
type objBlock0 struct {
	obj  Object
	base baseObject
}

// objBlockN has room for N properties besides. A block is 160 bytes and 48
// per slot (a name and value, and the name again in the ordered list); the
// sizes of N are those for which that comes close to one of the
// allocator's size classes, so that little of a block is padding.
type objBlock1 struct {
	obj   Object
	base  baseObject
	props [1]propEntry
	names [1]unistring.String
}

type objBlock2 struct {
	obj   Object
	base  baseObject
	props [2]propEntry
	names [2]unistring.String
}

type objBlock3 struct {
	obj   Object
	base  baseObject
	props [3]propEntry
	names [3]unistring.String
}

type objBlock4 struct {
	obj   Object
	base  baseObject
	props [4]propEntry
	names [4]unistring.String
}

type objBlock5 struct {
	obj   Object
	base  baseObject
	props [5]propEntry
	names [5]unistring.String
}

type objBlock6 struct {
	obj   Object
	base  baseObject
	props [6]propEntry
	names [6]unistring.String
}

type objBlock8 struct {
	obj   Object
	base  baseObject
	props [8]propEntry
	names [8]unistring.String
}

type objBlock10 struct {
	obj   Object
	base  baseObject
	props [10]propEntry
	names [10]unistring.String
}

type objBlock12 struct {
	obj   Object
	base  baseObject
	props [12]propEntry
	names [12]unistring.String
}

type objBlock14 struct {
	obj   Object
	base  baseObject
	props [14]propEntry
	names [14]unistring.String
}

type objBlock16 struct {
	obj   Object
	base  baseObject
	props [16]propEntry
	names [16]unistring.String
}

// initBlock makes o the ordinary object behind obj, with props and names
// (empty, with room) as its property storage. A type that embeds
// baseObject sets obj.self to itself afterwards.
func (o *baseObject) initBlock(obj *Object, r *Runtime, proto *Object, class string, props []propEntry, names []unistring.String) *baseObject {
	obj.runtime = r
	obj.self = o
	o.class = class
	o.val = obj
	o.prototype = proto
	o.extensible = true
	o.values.small = props
	o.propNames = names
	return o
}

// newBaseObjectRoom returns a new ordinary object with room for n
// string-keyed properties in its own allocation. Past propMapSmall the
// properties move to a map anyway, so no more room is made.
func (r *Runtime) newBaseObjectRoom(proto *Object, class string, n int) *baseObject {
	switch {
	case n <= 0:
		b := &objBlock0{}
		return b.base.initBlock(&b.obj, r, proto, class, nil, nil)
	case n <= 1:
		b := &objBlock1{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:1], b.names[:0:1])
	case n <= 2:
		b := &objBlock2{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:2], b.names[:0:2])
	case n <= 3:
		b := &objBlock3{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:3], b.names[:0:3])
	case n <= 4:
		b := &objBlock4{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:4], b.names[:0:4])
	case n <= 5:
		b := &objBlock5{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:5], b.names[:0:5])
	case n <= 6:
		b := &objBlock6{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:6], b.names[:0:6])
	case n <= 8:
		b := &objBlock8{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:8], b.names[:0:8])
	case n <= 10:
		b := &objBlock10{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:10], b.names[:0:10])
	case n <= 12:
		b := &objBlock12{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:12], b.names[:0:12])
	case n <= 14:
		b := &objBlock14{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:14], b.names[:0:14])
	default:
		b := &objBlock16{}
		return b.base.initBlock(&b.obj, r, proto, class, b.props[:0:16], b.names[:0:16])
	}
}

// arrayBlock is an Array with room for its one named property, length.
type arrayBlock struct {
	obj   Object
	arr   arrayObject
	props [1]propEntry
	names [1]unistring.String
}

// newArrayBlock returns an array object, not yet initialised, whose
// length property will go into the same allocation.
func (r *Runtime) newArrayBlock(proto *Object) *arrayObject {
	b := &arrayBlock{}
	b.arr.initBlock(&b.obj, r, proto, classArray, b.props[:0:1], b.names[:0:1])
	b.obj.self = &b.arr
	return &b.arr
}

// newRestObject returns the object for the rest of an object pattern
// whose source is src: when the rest will be copied directly (see
// copyPlainDataPropertiesExcept), with room for the source's properties
// that the pattern has not read.
func (r *Runtime) newRestObject(src Value) *Object {
	n := 0
	if s, ok := src.(*Object); ok {
		if d, ok := s.self.(*destructKeyedSource); ok {
			if w, ok := d.wrapped.(*Object); ok {
				if b, ok := w.self.(*baseObject); ok {
					n = len(b.propNames) - d.usedKeys.size()
				}
			}
		}
	}
	return r.newBaseObjectRoom(r.global.ObjectPrototype, classObject, n).val
}

// createInstanceRoom is createInstance for a class that is not derived:
// the instance gets room for as many properties as the class's instances,
// or those of newTarget (a derived class calling super), have had.
func (f *classFuncObject) createInstanceRoom(newTarget *Object) *Object {
	r := f.val.runtime
	if newTarget == nil {
		newTarget = f.val
	}
	room := f.instanceRoom
	if nt, ok := newTarget.self.(*classFuncObject); ok {
		room = max(room, nt.instanceRoom)
	}
	proto := r.getPrototypeFromCtor(newTarget, nil, r.global.ObjectPrototype)
	return r.newBaseObjectRoom(proto, classObject, room).val
}

// noteInstance records the number of properties of an instance at the
// end of the class's constructor, for createInstanceRoom.
func (f *classFuncObject) noteInstance(instance *Object) {
	if b, ok := instance.self.(*baseObject); ok && b.values.m == nil && len(b.values.small) > f.instanceRoom {
		f.instanceRoom = len(b.values.small)
	}
}

// appendPlainDataProperties is copyPlainDataPropertiesExcept into an
// object that has no property yet (the rest of a pattern, a literal that
// starts with a spread), from a source whose properties are in the slice
// form: there is nothing in the target to look up or to check, so the
// values are appended. It reports whether it did the copy; if not, it
// changed nothing.
func appendPlainDataProperties(dst, src *baseObject, exclude *propNameSet, extra int) bool {
	if dst.values.m != nil || len(dst.values.small) != 0 || len(dst.propNames) != 0 || src.values.m != nil {
		return false
	}
	small := src.values.small
	n := 0
	for i, name := range src.propNames {
		if exclude != nil && exclude.hasStr(name) {
			continue
		}
		var v Value
		// The slice is in the order of the names unless a deletion or an
		// integer key has reordered one of them.
		if i < len(small) && small[i].name == name {
			v = small[i].value
		} else {
			v = src.values.get(name)
		}
		if _, isProp := v.(*valueProperty); isProp {
			return false
		}
		n++
	}
	dst.reserveProps(n + extra)
	for i, name := range src.propNames {
		if exclude != nil && exclude.hasStr(name) {
			continue
		}
		var v Value
		if i < len(small) && small[i].name == name {
			v = small[i].value
		} else {
			v = src.values.get(name)
		}
		dst.values.small = append(dst.values.small, propEntry{name: name, value: v})
		dst.propNames = append(dst.propNames, name)
	}
	return true
}
