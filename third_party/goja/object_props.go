package goja

import "github.com/dop251/goja/unistring"

// propMapSmall is the number of string-keyed own properties an object keeps
// in a slice, searched linearly, before it moves them into a Go map.
const propMapSmall = 16

// propEntry is one property of a propMap in its slice form.
type propEntry struct {
	name  unistring.String
	value Value
}

// propMap holds the string-keyed own properties of a baseObject, by name;
// their order lives in baseObject.propNames.
//
// Most objects have a few properties. A Go map costs a header and a group
// of eight slots (about 330 bytes and two allocations) as soon as it holds
// one entry, and a hash of the name on every access, so up to
// propMapSmall properties live in a slice instead: a lookup compares the
// names in turn, which for property names taken from the program (the
// same string data) mostly stops at a length or pointer comparison. Past
// propMapSmall entries the properties move to a map for good.
//
// A present entry may hold a nil value (templatedObject's "white hole").
// The zero propMap is empty and ready to use.
type propMap struct {
	small []propEntry
	m     map[unistring.String]Value
}

// get returns the value under name, or nil when there is none.
func (p *propMap) get(name unistring.String) Value {
	if p.m != nil {
		return p.m[name]
	}
	for i := range p.small {
		if p.small[i].name == name {
			return p.small[i].value
		}
	}
	return nil
}

// lookup returns the value under name and whether name is present.
func (p *propMap) lookup(name unistring.String) (Value, bool) {
	if p.m != nil {
		v, ok := p.m[name]
		return v, ok
	}
	for i := range p.small {
		if p.small[i].name == name {
			return p.small[i].value, true
		}
	}
	return nil, false
}

// set stores v under name, adding name when it is not present.
func (p *propMap) set(name unistring.String, v Value) {
	p.put(name, v)
}

// put stores v under name and reports whether name was added.
func (p *propMap) put(name unistring.String, v Value) (added bool) {
	if p.m != nil {
		n := len(p.m)
		p.m[name] = v
		return len(p.m) > n
	}
	for i := range p.small {
		if p.small[i].name == name {
			p.small[i].value = v
			return false
		}
	}
	if len(p.small) < propMapSmall {
		if p.small == nil {
			p.small = make([]propEntry, 0, 4)
		}
		p.small = append(p.small, propEntry{name: name, value: v})
		return true
	}
	m := make(map[unistring.String]Value, 2*propMapSmall)
	for _, e := range p.small {
		m[e.name] = e.value
	}
	m[name] = v
	p.m = m
	p.small = nil
	return true
}

// delete removes name, if present.
func (p *propMap) delete(name unistring.String) {
	if p.m != nil {
		delete(p.m, name)
		return
	}
	for i := range p.small {
		if p.small[i].name == name {
			last := len(p.small) - 1
			p.small[i] = p.small[last]
			p.small[last] = propEntry{}
			p.small = p.small[:last]
			return
		}
	}
}

// reserve makes room for n more properties in the slice form, so that an
// object whose size is known ahead (an object literal, the target of a
// spread) grows its slice once instead of doubling it from 4 to 8 to 16
// (execbox-runner patch, PATCHES.md). It makes room for propMapSmall
// properties at most: put moves them to a map past that.
func (p *propMap) reserve(n int) {
	n = min(n, propMapSmall-len(p.small))
	if p.m != nil || n <= 0 || cap(p.small)-len(p.small) >= n {
		return
	}
	small := make([]propEntry, len(p.small), max(len(p.small)+n, 4))
	copy(small, p.small)
	p.small = small
}
