package goja

// Array.fromAsync, written in JavaScript: it is an async loop over an
// iterator or an array-like, which goja's own async functions express
// directly. The source is compiled on the first call, in the runtime that
// makes it, and gets the intrinsics it needs as arguments, so later
// changes to the globals do not reach it. An async iterable (an object with
// a Symbol.asyncIterator method, an async generator's object) is iterated
// with awaits on next() and return(), as the specification says.

const arrayFromAsyncSource = `(function (TypeErrorCtor, symIterator, symAsyncIterator, isConstructor, createDataProperty, toLength, ObjectFn) {
  "use strict";
  return async function fromAsync(asyncItems, mapfn = undefined, thisArg = undefined) {
    const C = this;
    if (mapfn !== undefined && typeof mapfn !== "function") {
      throw new TypeErrorCtor(String(mapfn) + " is not a function");
    }
    if (asyncItems === null || asyncItems === undefined) {
      throw new TypeErrorCtor(String(asyncItems) + " is not iterable");
    }
    let usingAsync = symAsyncIterator === undefined ? undefined : asyncItems[symAsyncIterator];
    const usingSync = usingAsync == null ? asyncItems[symIterator] : undefined;
    if (usingAsync != null || usingSync != null) {
      const isAsync = usingAsync != null;
      const method = isAsync ? usingAsync : usingSync;
      if (typeof method !== "function") throw new TypeErrorCtor("object is not iterable");
      const A = isConstructor(C) ? new C() : [];
      const iterator = method.call(asyncItems);
      if (ObjectFn(iterator) !== iterator) throw new TypeErrorCtor("Result of the Symbol.iterator method is not an object");
      const next = iterator.next;
      const close = async () => {
        const ret = iterator.return;
        if (ret != null) {
          const r = ret.call(iterator);
          if (isAsync) await r;
        }
      };
      for (let k = 0; ; k++) {
        let result = next.call(iterator);
        if (isAsync) result = await result;
        if (ObjectFn(result) !== result) throw new TypeErrorCtor("Iterator result " + String(result) + " is not an object");
        if (result.done) {
          A.length = k;
          return A;
        }
        let value = result.value;
        try {
          if (!isAsync) value = await value;
          if (mapfn !== undefined) value = await mapfn.call(thisArg, value, k);
          createDataProperty(A, k, value);
        } catch (e) {
          try { await close(); } catch {}
          throw e;
        }
      }
    }
    const arrayLike = ObjectFn(asyncItems);
    const len = toLength(arrayLike.length);
    const A = isConstructor(C) ? new C(len) : new Array(len);
    for (let k = 0; k < len; k++) {
      let value = await arrayLike[k];
      if (mapfn !== undefined) value = await mapfn.call(thisArg, value, k);
      createDataProperty(A, k, value);
    }
    A.length = len;
    return A;
  };
})`

// newArrayFromAsync returns the native Array.fromAsync of a runtime: it
// compiles the implementation on its first call and calls it.
func (r *Runtime) newArrayFromAsync() func(FunctionCall) Value {
	var impl Callable
	return func(call FunctionCall) Value {
		if impl == nil {
			prg := MustCompile("Array.fromAsync", arrayFromAsyncSource, true)
			factory, err := r.RunProgram(prg)
			if err != nil {
				panic(err)
			}
			fn, _ := AssertFunction(factory)
			isConstructor := r.newNativeFunc(func(c FunctionCall) Value {
				if o, ok := c.Argument(0).(*Object); ok && o.self.assertConstructor() != nil {
					return valueTrue
				}
				return valueFalse
			}, "isConstructor", 1)
			createDataProperty := r.newNativeFunc(func(c FunctionCall) Value {
				createDataPropertyOrThrow(r.toObject(c.Argument(0)), c.Argument(1), c.Argument(2))
				return _undefined
			}, "createDataProperty", 3)
			toLengthFn := r.newNativeFunc(func(c FunctionCall) Value {
				return intToValue(toLength(c.Argument(0)))
			}, "toLength", 1)
			v, err := fn(_undefined, r.getTypeError(), SymIterator, SymAsyncIterator, isConstructor, createDataProperty, toLengthFn, r.getObject())
			if err != nil {
				panic(err)
			}
			impl, _ = AssertFunction(v)
		}
		v, err := impl(call.This, call.Arguments...)
		if err != nil {
			panic(err)
		}
		return v
	}
}
