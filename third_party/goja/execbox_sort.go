package goja

// execbox-runner patch: Array.prototype.sort and TypedArray.prototype.sort
// compare in V8's order.
//
// A comparator that is not a consistent order (one that returns NaN for a
// missing field, compares numbers with strings, or looks at something
// besides its arguments) leaves the result to the algorithm: the
// specification calls it implementation-defined, and a program gets the
// order V8's algorithm makes. So do the calls a comparator sees, which a
// logging comparator shows. Both are V8's here: Array.prototype.sort and
// toSorted run TimSort as V8 does (the algorithm of CPython's listsort,
// with its run-stack invariant and adaptive galloping), and a typed array
// with a comparator runs V8's top-down merge sort.

// timSortMinGallop is the number of wins in a row after which a merge
// starts galloping, and where the adaptive threshold starts.
const timSortMinGallop = 7

// timSort sorts v by cmp, which returns a negative number when x sorts
// before y, as V8's ArrayTimSort does: the same comparisons, with the same
// arguments in the same order, so the same result for any comparator.
// Undefined values are left out by the callers, as V8 leaves them out.
func timSort(v []Value, cmp func(x, y Value) int) {
	n := len(v)
	if n < 2 {
		return
	}
	s := timSorter{v: v, cmp: cmp, minGallop: timSortMinGallop}
	minRun := timSortMinRun(n)
	for low := 0; low < n; {
		remaining := n - low
		run := s.countAndMakeRun(low, n)
		if run < minRun {
			forced := min(minRun, remaining)
			s.binaryInsertionSort(low, low+run, low+forced)
			run = forced
		}
		s.runs = append(s.runs, timRun{low, run})
		s.mergeCollapse()
		low += run
	}
	s.mergeForceCollapse()
}

// timSortMinRun is the shortest run timSort makes by insertion: n itself
// below 64, else a length between 32 and 64 such that n / minRun is a
// power of two or a little less.
func timSortMinRun(n int) int {
	r := 0
	for n >= 64 {
		r |= n & 1
		n >>= 1
	}
	return n + r
}

type timRun struct{ base, length int }

type timSorter struct {
	v         []Value
	cmp       func(x, y Value) int
	runs      []timRun
	minGallop int
	tmp       []Value
}

// countAndMakeRun gives the length of the run starting at low: values in
// order, or strictly descending ones, which it reverses.
func (s *timSorter) countAndMakeRun(low, high int) int {
	v := s.v
	if low+1 == high {
		return 1
	}
	run := 2
	descending := s.cmp(v[low+1], v[low]) < 0
	prev := v[low+1]
	for i := low + 2; i < high; i++ {
		order := s.cmp(v[i], prev)
		if descending {
			if order >= 0 {
				break
			}
		} else if order < 0 {
			break
		}
		prev = v[i]
		run++
	}
	if descending {
		for i, j := low, low+run-1; i < j; i, j = i+1, j-1 {
			v[i], v[j] = v[j], v[i]
		}
	}
	return run
}

// binaryInsertionSort extends the sorted [low, start) to [low, high),
// placing each value after the values equal to it.
func (s *timSorter) binaryInsertionSort(low, start, high int) {
	v := s.v
	if start == low {
		start++
	}
	for ; start < high; start++ {
		pivot := v[start]
		left, right := low, start
		for left < right {
			mid := left + (right-left)>>1
			if s.cmp(pivot, v[mid]) < 0 {
				right = mid
			} else {
				left = mid + 1
			}
		}
		copy(v[left+1:start+1], v[left:start])
		v[left] = pivot
	}
}

// invariantHolds reports whether the runs n-2, n-1 and n keep TimSort's
// invariant: each run longer than the two after it together.
func (s *timSorter) invariantHolds(n int) bool {
	if n < 2 {
		return true
	}
	return s.runs[n-2].length > s.runs[n-1].length+s.runs[n].length
}

func (s *timSorter) mergeCollapse() {
	for len(s.runs) > 1 {
		n := len(s.runs) - 2
		if !s.invariantHolds(n+1) || !s.invariantHolds(n) {
			if s.runs[n-1].length < s.runs[n+1].length {
				n--
			}
			s.mergeAt(n)
		} else if s.runs[n].length <= s.runs[n+1].length {
			s.mergeAt(n)
		} else {
			break
		}
	}
}

func (s *timSorter) mergeForceCollapse() {
	for len(s.runs) > 1 {
		n := len(s.runs) - 2
		if n > 0 && s.runs[n-1].length < s.runs[n+1].length {
			n--
		}
		s.mergeAt(n)
	}
}

// mergeAt merges runs i and i+1.
func (s *timSorter) mergeAt(i int) {
	baseA, lenA := s.runs[i].base, s.runs[i].length
	baseB, lenB := s.runs[i+1].base, s.runs[i+1].length
	s.runs[i].length = lenA + lenB
	s.runs = append(s.runs[:i+1], s.runs[i+2:]...)

	// Values of A before where B's first goes are in place already, and so
	// are values of B after where A's last goes.
	k := s.gallopRight(s.v, s.v[baseB], baseA, lenA, 0)
	baseA += k
	lenA -= k
	if lenA == 0 {
		return
	}
	lenB = s.gallopLeft(s.v, s.v[baseA+lenA-1], baseB, lenB, lenB-1)
	if lenB == 0 {
		return
	}
	if lenA <= lenB {
		s.mergeLow(baseA, lenA, baseB, lenB)
	} else {
		s.mergeHigh(baseA, lenA, baseB, lenB)
	}
}

// gallopLeft gives where key goes in the sorted a[base:base+length], to the
// left of values equal to it, searching out from a[base+hint].
func (s *timSorter) gallopLeft(a []Value, key Value, base, length, hint int) int {
	lastOfs, ofs := 0, 1
	if s.cmp(a[base+hint], key) < 0 {
		// a[hint] < key: gallop right until a[hint+lastOfs] < key <= a[hint+ofs].
		maxOfs := length - hint
		for ofs < maxOfs {
			if s.cmp(a[base+hint+ofs], key) >= 0 {
				break
			}
			lastOfs = ofs
			ofs = ofs<<1 + 1
		}
		ofs = min(ofs, maxOfs)
		lastOfs += hint
		ofs += hint
	} else {
		// key <= a[hint]: gallop left until a[hint-ofs] < key <= a[hint-lastOfs].
		maxOfs := hint + 1
		for ofs < maxOfs {
			if s.cmp(a[base+hint-ofs], key) < 0 {
				break
			}
			lastOfs = ofs
			ofs = ofs<<1 + 1
		}
		ofs = min(ofs, maxOfs)
		lastOfs, ofs = hint-ofs, hint-lastOfs
	}
	// a[lastOfs] < key <= a[ofs]: search between them.
	lastOfs++
	for lastOfs < ofs {
		m := lastOfs + (ofs-lastOfs)>>1
		if s.cmp(a[base+m], key) < 0 {
			lastOfs = m + 1
		} else {
			ofs = m
		}
	}
	return ofs
}

// gallopRight is gallopLeft to the right of values equal to key.
func (s *timSorter) gallopRight(a []Value, key Value, base, length, hint int) int {
	lastOfs, ofs := 0, 1
	if s.cmp(key, a[base+hint]) < 0 {
		// key < a[hint]: gallop left until a[hint-ofs] <= key < a[hint-lastOfs].
		maxOfs := hint + 1
		for ofs < maxOfs {
			if s.cmp(key, a[base+hint-ofs]) >= 0 {
				break
			}
			lastOfs = ofs
			ofs = ofs<<1 + 1
		}
		ofs = min(ofs, maxOfs)
		lastOfs, ofs = hint-ofs, hint-lastOfs
	} else {
		// a[hint] <= key: gallop right until a[hint+lastOfs] <= key < a[hint+ofs].
		maxOfs := length - hint
		for ofs < maxOfs {
			if s.cmp(key, a[base+hint+ofs]) < 0 {
				break
			}
			lastOfs = ofs
			ofs = ofs<<1 + 1
		}
		ofs = min(ofs, maxOfs)
		lastOfs += hint
		ofs += hint
	}
	lastOfs++
	for lastOfs < ofs {
		m := lastOfs + (ofs-lastOfs)>>1
		if s.cmp(key, a[base+m]) < 0 {
			ofs = m
		} else {
			lastOfs = m + 1
		}
	}
	return ofs
}

func (s *timSorter) temp(n int) []Value {
	if cap(s.tmp) < n {
		s.tmp = make([]Value, n)
	}
	return s.tmp[:n]
}

// mergeLow merges the adjacent runs A and B, A the shorter, front to back
// with A copied aside. A comparator that is not an order can empty a run
// early; the merge then ends as V8's does.
func (s *timSorter) mergeLow(baseA, lenA, baseB, lenB int) {
	v := s.v
	tmp := s.temp(lenA)
	copy(tmp, v[baseA:baseA+lenA])
	dest, curT, curB := baseA, 0, baseB
	v[dest] = v[curB]
	dest++
	curB++
	lenB--
	copyB := false
	if lenB == 0 {
		goto succeed
	}
	if lenA == 1 {
		copyB = true
		goto succeed
	}
	for {
		winsA, winsB := 0, 0
		for {
			if s.cmp(v[curB], tmp[curT]) < 0 {
				v[dest] = v[curB]
				dest++
				curB++
				winsB++
				lenB--
				winsA = 0
				if lenB == 0 {
					goto succeed
				}
				if winsB >= s.minGallop {
					break
				}
			} else {
				v[dest] = tmp[curT]
				dest++
				curT++
				winsA++
				lenA--
				winsB = 0
				if lenA == 1 {
					copyB = true
					goto succeed
				}
				if winsA >= s.minGallop {
					break
				}
			}
		}
		s.minGallop++
		for first := true; first || winsA >= timSortMinGallop || winsB >= timSortMinGallop; first = false {
			s.minGallop = max(1, s.minGallop-1)
			winsA = s.gallopRight(tmp, v[curB], curT, lenA, 0)
			if winsA > 0 {
				copy(v[dest:], tmp[curT:curT+winsA])
				dest += winsA
				curT += winsA
				lenA -= winsA
				if lenA == 1 {
					copyB = true
					goto succeed
				}
				if lenA == 0 {
					goto succeed
				}
			}
			v[dest] = v[curB]
			dest++
			curB++
			lenB--
			if lenB == 0 {
				goto succeed
			}
			winsB = s.gallopLeft(v, tmp[curT], curB, lenB, 0)
			if winsB > 0 {
				copy(v[dest:], v[curB:curB+winsB])
				dest += winsB
				curB += winsB
				lenB -= winsB
				if lenB == 0 {
					goto succeed
				}
			}
			v[dest] = tmp[curT]
			dest++
			curT++
			lenA--
			if lenA == 1 {
				copyB = true
				goto succeed
			}
		}
		s.minGallop++
	}
succeed:
	if copyB {
		// A's last value goes after what is left of B.
		copy(v[dest:], v[curB:curB+lenB])
		v[dest+lenB] = tmp[curT]
	} else if lenA > 0 {
		copy(v[dest:], tmp[curT:curT+lenA])
	}
}

// mergeHigh merges the adjacent runs A and B, B the shorter, back to front
// with B copied aside.
func (s *timSorter) mergeHigh(baseA, lenA, baseB, lenB int) {
	v := s.v
	tmp := s.temp(lenB)
	copy(tmp, v[baseB:baseB+lenB])
	dest, curT, curA := baseB+lenB-1, lenB-1, baseA+lenA-1
	v[dest] = v[curA]
	dest--
	curA--
	lenA--
	copyA := false
	if lenA == 0 {
		goto succeed
	}
	if lenB == 1 {
		copyA = true
		goto succeed
	}
	for {
		winsA, winsB := 0, 0
		for {
			if s.cmp(tmp[curT], v[curA]) < 0 {
				v[dest] = v[curA]
				dest--
				curA--
				winsA++
				lenA--
				winsB = 0
				if lenA == 0 {
					goto succeed
				}
				if winsA >= s.minGallop {
					break
				}
			} else {
				v[dest] = tmp[curT]
				dest--
				curT--
				winsB++
				lenB--
				winsA = 0
				if lenB == 1 {
					copyA = true
					goto succeed
				}
				if winsB >= s.minGallop {
					break
				}
			}
		}
		s.minGallop++
		for first := true; first || winsA >= timSortMinGallop || winsB >= timSortMinGallop; first = false {
			s.minGallop = max(1, s.minGallop-1)
			k := s.gallopRight(v, tmp[curT], baseA, lenA, lenA-1)
			winsA = lenA - k
			if winsA > 0 {
				dest -= winsA
				curA -= winsA
				copy(v[dest+1:dest+1+winsA], v[curA+1:curA+1+winsA])
				lenA -= winsA
				if lenA == 0 {
					goto succeed
				}
			}
			v[dest] = tmp[curT]
			dest--
			curT--
			lenB--
			if lenB == 1 {
				copyA = true
				goto succeed
			}
			k = s.gallopLeft(tmp, v[curA], 0, lenB, lenB-1)
			winsB = lenB - k
			if winsB > 0 {
				dest -= winsB
				curT -= winsB
				copy(v[dest+1:dest+1+winsB], tmp[curT+1:curT+1+winsB])
				lenB -= winsB
				if lenB == 1 {
					copyA = true
					goto succeed
				}
				if lenB == 0 {
					goto succeed
				}
			}
			v[dest] = v[curA]
			dest--
			curA--
			lenA--
			if lenA == 0 {
				goto succeed
			}
		}
		s.minGallop++
	}
succeed:
	if copyA {
		// B's first value goes before what is left of A.
		dest -= lenA
		curA -= lenA
		copy(v[dest+1:dest+1+lenA], v[curA+1:curA+1+lenA])
		v[dest] = tmp[curT]
	} else if lenB > 0 {
		copy(v[dest-(lenB-1):], tmp[:lenB])
	}
}

// typedArrayMergeSort sorts v by cmp as V8's TypedArrayMergeSort does a
// typed array with a comparator: a top-down merge sort whose two buffers
// swap roles at each level, the left value taken on a tie.
func typedArrayMergeSort(v []Value, cmp func(x, y Value) int) {
	if len(v) < 2 {
		return
	}
	work := make([]Value, len(v))
	copy(work, v)
	typedArrayMergeSortRange(work, 0, len(v), v, cmp)
}

// typedArrayMergeSortRange sorts source[from:to] into target[from:to];
// both hold the same values on entry.
func typedArrayMergeSortRange(source []Value, from, to int, target []Value, cmp func(x, y Value) int) {
	middle := from + (to-from)>>1
	if middle-from > 1 {
		typedArrayMergeSortRange(target, from, middle, source, cmp)
	}
	if to-middle > 1 {
		typedArrayMergeSortRange(target, middle, to, source, cmp)
	}
	left, right := from, middle
	for i := from; i < to; i++ {
		switch {
		case left < middle && right >= to:
			target[i] = source[left]
			left++
		case left < middle:
			if cmp(source[left], source[right]) <= 0 {
				target[i] = source[left]
				left++
			} else {
				target[i] = source[right]
				right++
			}
		default:
			target[i] = source[right]
			right++
		}
	}
}

// sortArrayValues sorts an array's values as V8's Array.prototype.sort
// and toSorted do: undefined values are taken out, the rest sorted by
// timSort, and the undefined values put after them.
func sortArrayValues(v []Value, cmp func(x, y Value) int) {
	n := 0
	for _, x := range v {
		if x != _undefined {
			v[n] = x
			n++
		}
	}
	for i := n; i < len(v); i++ {
		v[i] = _undefined
	}
	timSort(v[:n], cmp)
}
