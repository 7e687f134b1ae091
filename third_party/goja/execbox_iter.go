package goja

// Iteration of arrays by index without an Array Iterator object
// (execbox-runner patch, PATCHES.md).
//
// for-of over an array, array destructuring (`const [k, v] = pair`,
// `([k, v]) => ...`) and spread called %Array.prototype.values%, which
// allocates an Array Iterator, and then read its `next` method, for every
// loop and every destructuring. When the value's Symbol.iterator is the
// intrinsic %Array.prototype.values% and %ArrayIteratorPrototype% holds
// the intrinsic `next` as a plain data property, that iterator could not
// be seen by anything until something asks for its `return` method: the
// iterator record then iterates the array by index itself, with the steps
// of %ArrayIteratorPrototype%.next (the length read again at every step,
// holes read through the prototype chain), and builds the iterator object
// only if a `return` method has appeared on its prototype chain by the
// time the iteration is closed.

// getIteratorOfArray is getIterator for callers that only step, iterate
// and close the record, never read its iterator (the VM's for-of, array
// destructuring and spread; Object.fromEntries, the Map constructor): for
// a value that iterates as an array with the intrinsic methods it returns
// a record in array mode, with no iterator object yet.
func (r *Runtime) getIteratorOfArray(v Value) *iteratorRecord {
	return r.getIteratorOfArrayAt(v, nil, false)
}

// getIteratorOfArrayAt is getIteratorOfArray for the VM's for-of, spread
// and array pattern instructions: vm and spreadArg word the TypeError for
// a value that is not iterable (Runtime.notIterable).
func (r *Runtime) getIteratorOfArrayAt(v Value, vm *vm, spreadArg bool) *iteratorRecord {
	if obj, ok := v.(*Object); ok {
		// A standard array that inherits Symbol.iterator from an unchanged
		// Array.prototype: Get(obj, @@iterator) would find the intrinsic
		// data property without running anything.
		if a, ok := obj.self.(*arrayObject); ok && a.prototype == r.global.ArrayPrototype &&
			(a.symValues == nil || a.symValues.size == 0) && r.arrayValuesIntact() && r.arrayIterNextIsIntrinsic() {
			return r.newArrayModeRecord(obj)
		}
		if _, isProxy := obj.self.(*proxyObject); !isProxy {
			// GetMethod(obj, @@iterator) as the specification does it: a getter
			// runs once here, as it would in getIterator.
			method := obj.self.getSym(SymIterator, nil)
			if method == r.global.arrayValues && r.arrayIterNextIsIntrinsic() {
				return r.newArrayModeRecord(obj)
			}
			m := iterMethod(method) // execbox_calleewords.go
			if m == nil {
				panic(r.notIterable(obj, vm, spreadArg))
			}
			return r.getIterator(obj, m)
		}
	}
	return r.getIteratorAt(v, nil, vm, spreadArg)
}

// arrayIterCache holds what the array mode checks on every use, found
// once, and the records it may hand out again.
type arrayIterCache struct {
	// valuesEntry is Array.prototype's own Symbol.iterator entry. An entry
	// keeps its identity while the property exists (a write or a
	// redefinition changes its value in place); a deleted entry has a nil
	// key, and a property added again gets a new entry.
	valuesEntry *mapEntry
	// free holds released records, all zero but for reusable.
	free []*iteratorRecord
}

// isIntrinsicData reports whether the stored property v is a data property
// holding fn.
func isIntrinsicData(v Value, fn *Object) bool {
	switch v := v.(type) {
	case *Object:
		return v == fn
	case *valueProperty:
		return !v.accessor && v.value == fn
	}
	return false
}

// arrayValuesIntact reports whether Array.prototype's own Symbol.iterator
// is a data property holding the intrinsic %Array.prototype.values%.
func (r *Runtime) arrayValuesIntact() bool {
	c := &r.global.arrayIter
	e := c.valuesEntry
	if e == nil || e.key == nil {
		c.valuesEntry = nil
		ap, ok := r.global.ArrayPrototype.self.(*templatedArrayObject)
		if !ok || ap.getOwnPropSym(SymIterator) == nil || ap.symValues == nil {
			return false
		}
		if _, e, _ = ap.symValues.lookup(SymIterator); e == nil {
			return false
		}
		c.valuesEntry = e
	}
	return r.global.arrayValues != nil && isIntrinsicData(e.value, r.global.arrayValues)
}

// newArrayModeRecord returns a record iterating obj in array mode.
func (r *Runtime) newArrayModeRecord(obj *Object) *iteratorRecord {
	c := &r.global.arrayIter
	if n := len(c.free); n > 0 {
		ir := c.free[n-1]
		c.free[n-1] = nil
		c.free = c.free[:n-1]
		ir.array = obj
		return ir
	}
	return &iteratorRecord{array: obj, reusable: true}
}

// releaseIterRecord takes back a record of newArrayModeRecord once its
// only holder (an entry of the VM's iterator stack, a built-in's local
// variable) is done with it, whatever state the iteration is in.
func (r *Runtime) releaseIterRecord(ir *iteratorRecord) {
	if ir == nil || !ir.reusable {
		return
	}
	c := &r.global.arrayIter
	if len(c.free) < 16 {
		*ir = iteratorRecord{reusable: true}
		c.free = append(c.free, ir)
	}
}

// arrayIterNextIsIntrinsic reports whether reading `next` from a new Array
// Iterator would give the intrinsic %ArrayIteratorPrototype%.next without
// running any code: the prototype's own property is a data property
// holding it.
func (r *Runtime) arrayIterNextIsIntrinsic() bool {
	b, ok := r.getArrayIteratorPrototype().self.(*baseObject)
	return ok && isIntrinsicData(b.values.get("next"), r.global.arrayIteratorNext)
}

// arrayStep is one call of %ArrayIteratorPrototype%.next on the array
// being iterated in array mode: the next value, or nil when the
// iteration is over (the record is then closed). It may run code (a
// getter for a hole, a length of a generic object) and so throw.
func (ir *iteratorRecord) arrayStep() Value {
	obj := ir.array
	index := ir.index
	if a, ok := obj.self.(*arrayObject); ok {
		if index >= int64(a.length) {
			ir.close()
			return nil
		}
		ir.index++
		if index < int64(len(a.values)) {
			if v := a.values[index]; v != nil {
				if _, isProp := v.(*valueProperty); !isProp {
					return v
				}
			}
		}
		return nilSafe(a.getIdx(valueInt(index), nil))
	}
	var l int64
	if ta, ok := obj.self.(*typedArrayObject); ok {
		// TypedArrayLength, after a TypeError for a detached buffer or
		// a view out of bounds; not the "length" property.
		l = int64(ta.validate())
	} else {
		l = toLength(obj.self.getStr("length", nil))
	}
	if index >= l {
		ir.close()
		return nil
	}
	ir.index++
	return nilSafe(obj.self.getIdx(valueInt(index), nil))
}

// arrayStepQuick is arrayStep when it can run no code: a present plain
// element of a standard array, or the end of one. ok is false when the
// step must be taken by arrayStep.
func (ir *iteratorRecord) arrayStepQuick() (v Value, ok bool) {
	a, isArr := ir.array.self.(*arrayObject)
	if !isArr {
		return nil, false
	}
	index := ir.index
	if index >= int64(a.length) {
		ir.close()
		return nil, true
	}
	if index < int64(len(a.values)) {
		if v = a.values[index]; v != nil {
			if _, isProp := v.(*valueProperty); !isProp {
				ir.index++
				return v, true
			}
		}
	}
	return nil, false
}

// arrayReturnMethodPossible reports whether GetMethod(iterator, "return")
// on the Array Iterator the record stands for might find something or run
// code: some object on %ArrayIteratorPrototype%'s chain is a proxy or has
// an own "return". Reading own properties of ordinary objects runs no code,
// so when this is false IteratorClose has nothing to do.
func (ir *iteratorRecord) arrayReturnMethodPossible() bool {
	r := ir.array.runtime
	if absent, known := r.arrayIterReturnAbsent(); known {
		return !absent
	}
	for o := r.getArrayIteratorPrototype(); o != nil; o = o.self.proto() {
		if _, isProxy := o.self.(*proxyObject); isProxy {
			return true
		}
		if o.self.getOwnPropStr("return") != nil {
			return true
		}
	}
	return false
}

// arrayIterReturnAbsent is arrayReturnMethodPossible for the usual chain,
// %ArrayIteratorPrototype%, %IteratorPrototype%, Object.prototype, read
// without the interface calls; known is false for any other chain.
func (r *Runtime) arrayIterReturnAbsent() (absent, known bool) {
	g := &r.global
	aip, ok := g.ArrayIteratorPrototype.self.(*baseObject)
	if !ok || aip.prototype != g.IteratorPrototype || g.IteratorPrototype == nil {
		return false, false
	}
	ip, ok := g.IteratorPrototype.self.(*baseObject)
	if !ok || ip.prototype != g.ObjectPrototype {
		return false, false
	}
	op, ok := g.ObjectPrototype.self.(*templatedObject)
	if !ok || op.proto() != nil {
		return false, false
	}
	if aip.values.get("return") != nil || ip.values.get("return") != nil {
		return false, true
	}
	if _, has := op.values.lookup("return"); has || op.tmpl.props["return"] != nil {
		return false, true
	}
	return true, true
}

// materialize creates the Array Iterator the record in array mode stands
// for, at the position reached, and makes the record an ordinary one
// over it.
func (ir *iteratorRecord) materialize() {
	r := ir.array.runtime
	iter := r.createArrayIterator(ir.array, iterationKindValue).(*Object)
	ai := iter.self.(*arrayIterObject)
	ai.nextIdx = ir.index
	next := r.global.arrayIteratorNext
	call, _ := next.self.assertCallable()
	ir.iterator = iter
	ir.next = call
	ir.arrayIter = ai
	ir.array = nil
	ir.index = 0
}

// iterateArray is iterate in array mode: one deferred recovery for the
// whole loop instead of one per element, closing the iteration when step
// panics as iterate does (an exception from a step of the iteration itself
// does not close it).
func (ir *iteratorRecord) iterateArray(step func(Value)) {
	inStep := false
	defer func() {
		if inStep {
			if x := recover(); x != nil {
				_ = tryFunc(ir.returnIter)
				panic(x)
			}
		}
	}()
	// Spreading or collecting a huge array (a sparse one: [...Array(2 **
	// 31)]) runs no JavaScript between elements, so nothing else would
	// check for an interrupt until the memory limit ended it: poll as
	// the long built-ins do, a value's 16 bytes per element.
	w := longWork{r: ir.array.runtime}
	for {
		w.add(16)
		v, ok := ir.arrayStepQuick()
		if !ok {
			v = ir.arrayStep()
		}
		if v == nil {
			return
		}
		inStep = true
		step(v)
		inStep = false
	}
}
