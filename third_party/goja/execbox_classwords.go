package goja

// V8's words for the errors of classes and their private names (PATCHES.md,
// "V8's error words, round 4"). V8 names the class in each: "Class
// constructor A cannot be invoked without 'new'", "Super constructor null
// of A is not a constructor", "Receiver must be an instance of class A".
// Every function here runs only on the error path.

import (
	"github.com/dop251/goja/unistring"
)

// classWithoutNew is V8's TypeError for calling class constructor f
// (kConstructorNonCallable, or kAnonymousConstructorNonCallable for a
// class with no name, not even an inferred one).
func (r *Runtime) classWithoutNew(f *classFuncObject) *Object {
	if f.v8Name == "" {
		return r.NewTypeError("Class constructors cannot be invoked without 'new'")
	}
	return r.NewTypeError("Class constructor %s cannot be invoked without 'new'", f.v8Name)
}

// notSuperConstructor is V8's TypeError for a derived class f whose
// parent (its [[Prototype]]) is not a constructor: the parent is named by
// its function name, "null", or as NoSideEffectsToString prints it.
func (r *Runtime) notSuperConstructor(f *classFuncObject) *Object {
	super := "null"
	if p := f.prototype; p != nil {
		if _, ok := p.self.assertCallable(); ok {
			if n, ok := p.self.getOwnPropStr("name").(String); ok {
				super = n.String()
			} else if v, ok := p.self.getOwnPropStr("name").(*valueProperty); ok && !v.accessor {
				if n, ok := v.value.(String); ok {
					super = n.String()
				}
			}
		} else {
			super = r.v8String(p)
		}
		if super == "" {
			super = "null"
		}
	}
	if f.v8Name == "" {
		return r.NewTypeError("Super constructor %s of anonymous class is not a constructor", super)
	}
	return r.NewTypeError("Super constructor %s of %s is not a constructor", super, f.v8Name)
}

// extendsNotConstructor is V8's TypeError for `class extends v` where v is
// neither a constructor nor null.
func (r *Runtime) extendsNotConstructor(v Value) *Object {
	return r.NewTypeError("Class extends value %s is not a constructor or null", r.v8String(v))
}

// extendsBadPrototype is V8's TypeError for `class extends F` where
// F.prototype, proto, is neither an object nor null.
func (r *Runtime) extendsBadPrototype(proto Value) *Object {
	return r.NewTypeError("Class extends value does not have valid prototype property %s", r.v8String(proto))
}

// superNotCalled is V8's ReferenceError for a derived constructor that
// reads this, or returns, before calling super (kSuperNotCalled: one
// text for both).
const superNotCalled = "Must call super constructor in derived class before accessing 'this' or returning from derived constructor"

// brandName is how V8 names, in a brand check's message, the class typ's
// private methods belong to: "an instance of class A", or "class A" for
// static ones. A class without a name of its own is "anonymous" (and, for
// its static methods, V8 prints "class ." verbatim).
func (typ *privateEnvType) brandName() string {
	name := "anonymous"
	if typ.class != nil && typ.class.ownName {
		name = typ.class.v8Name.String()
	}
	if typ.static {
		if name == "anonymous" {
			return "class ."
		}
		return "class " + name
	}
	return "an instance of class " + name
}

// privateBase is the object a private name is looked up on: base, or
// V8's TypeError when base is not an object. isMethod says the name is a
// private method or accessor (V8 checks the class's brand then); write
// says the access is an assignment.
func (vm *vm) privateBase(base Value, name unistring.String, typ *privateEnvType, isMethod, write bool) *Object {
	if o, ok := base.(*Object); ok {
		return o
	}
	r := vm.r
	if base == _undefined || base == _null || base == nil {
		if isMethod {
			// V8 reads the brand, a symbol named after the class.
			brand := ""
			if typ != nil && typ.class != nil {
				brand = typ.class.v8Name.String()
			}
			panic(r.cannotRead(base, brand))
		}
		if write {
			panic(r.toObjectForSet(base, "#"+name))
		}
		panic(r.cannotRead(base, "#"+name))
	}
	panic(vm.privateMissing(name, typ, isMethod, write))
}

// privateMissing is V8's TypeError for an object that does not have the
// private name.
func (vm *vm) privateMissing(name unistring.String, typ *privateEnvType, isMethod, write bool) *Object {
	switch {
	case isMethod && typ != nil:
		return vm.r.NewTypeError("Receiver must be %s", typ.brandName())
	case write:
		return vm.r.NewTypeError("Cannot write private member #%s to an object whose class did not declare it", name)
	}
	return vm.r.NewTypeError("Cannot read private member #%s from an object whose class did not declare it", name)
}

// privateInNonObject is V8's TypeError for `#x in v` where v is not an
// object.
func (r *Runtime) privateInNonObject(name unistring.String, v Value) *Object {
	return r.NewTypeError("Cannot use 'in' operator to search for '#%s' in %s", name, r.v8String(v))
}

// privateTwice is V8's TypeError for a class's private elements
// initialised a second time on one object (a base constructor that
// returned an object that already has them).
func (r *Runtime) privateTwice(typ *privateEnvType) *Object {
	if typ.firstField != "" {
		return r.NewTypeError("Cannot initialize #%s twice on the same object", typ.firstField)
	}
	name := "anonymous class"
	if typ.class != nil && typ.class.v8Name != "" {
		name = "class " + typ.class.v8Name.String()
	}
	return r.NewTypeError("Cannot initialize private methods of %s twice on the same object", name)
}
