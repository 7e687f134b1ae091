package goja

import "math"

// sameValueZero is the spec's SameValueZero: SameValue, except that +0
// and -0 are equal. Array.prototype.includes turned a -0 argument into +0
// but compared it with SameValue, so [-0].includes(0) was false
// (issue 19): a -0 element is a valueFloat and +0 a valueInt.
func sameValueZero(x, y Value) bool {
	if x.SameAs(y) {
		return true
	}
	if isZeroNumber(x) {
		return isZeroNumber(y)
	}
	return false
}

func isZeroNumber(v Value) bool {
	switch v := v.(type) {
	case valueInt:
		return v == 0
	case valueFloat:
		return v == 0
	}
	return false
}

// typedArrayIndexOf is the search of TypedArray includes, indexOf and
// lastIndexOf: the first index k from `from`, stepping by step (1 or -1),
// whose element equals searchElement, or -1. The elements of a float
// array are compared as numbers, not as bits: -0 and +0 have different
// bits, NaN has many (and includes finds it, sameValueZero), and a
// Float32Array holds 0.1 as a float32, which V8 does not find with 0.1.
// An integer array's elements have one bit pattern per value, so it
// compares raw bits as before. The search stops at end, which the caller
// keeps within the elements the buffer holds now; it has checked
// typeMatch.
func (ta *typedArrayObject) typedArrayIndexOf(searchElement Value, from, step, end int, sameValueZero bool) int {
	var x float64
	var isNaN bool
	switch ta.typedArray.(type) {
	case *float64Array, *float32Array:
		x = searchElement.ToFloat()
		isNaN = math.IsNaN(x)
		if isNaN && !sameValueZero {
			return -1
		}
	}
	switch a := ta.typedArray.(type) {
	case *float64Array:
		for k := from; k >= 0 && k < end; k += step {
			v := *a.ptr(ta.offset + k)
			if v == x || isNaN && v != v {
				return k
			}
		}
	case *float32Array:
		for k := from; k >= 0 && k < end; k += step {
			v := float64(*a.ptr(ta.offset + k))
			if v == x || isNaN && v != v {
				return k
			}
		}
	default:
		se := ta.typedArray.toRaw(searchElement)
		for k := from; k >= 0 && k < end; k += step {
			if ta.typedArray.getRaw(ta.offset+k) == se {
				return k
			}
		}
	}
	return -1
}
