package goja

import (
	"hash/maphash"
)

type mapEntry struct {
	key, value Value

	iterPrev, iterNext *mapEntry
}

// orderedMap finds its entries through an open-addressing table of
// hash and entry pairs (execbox-runner patch, PATCHES.md): a Go map from
// hash to a chain of entries cost a map lookup and then a pointer chase to
// the entry's key for every get, has and set of a Map or Set. A slot's
// stored hash is compared before its entry is touched, and the entries
// stay where they are, linked in insertion order for iteration.
type orderedMap struct {
	hash *maphash.Hash
	// slots has a power-of-two length (or is nil) and always an empty
	// slot; used counts the slots that are not empty, deleted ones
	// included, and shift is 64 minus the length's logarithm.
	slots               []mapSlot
	used                int
	shift               uint8
	iterFirst, iterLast *mapEntry
	size                int
}

// mapSlot is one slot of an orderedMap's table: e is nil when the slot is
// empty, deletedMapEntry when its entry was removed.
type mapSlot struct {
	h uint64
	e *mapEntry
}

var deletedMapEntry = &mapEntry{}

// mapSlotIndex spreads a hash over the table (Fibonacci hashing): hashes of
// pointers and small integers differ mostly in bits a mask would drop or
// keep in runs.
func (m *orderedMap) mapSlotIndex(h uint64) int {
	return int((h * 0x9E3779B97F4A7C15) >> m.shift)
}

// insertSlot puts a new entry for hash h in the table, growing it first
// when it would be more than three quarters used.
func (m *orderedMap) insertSlot(h uint64, e *mapEntry) {
	if (m.used+1)*4 > len(m.slots)*3 {
		m.growSlots()
	}
	mask := len(m.slots) - 1
	for i := m.mapSlotIndex(h); ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.e == nil || s.e == deletedMapEntry {
			if s.e == nil {
				m.used++
			}
			s.h, s.e = h, e
			return
		}
	}
}

// growSlots rebuilds the table with room for twice the live entries (at
// least 8 slots), dropping the deleted ones.
func (m *orderedMap) growSlots() {
	n, shift := 8, uint8(61)
	for n < (m.size+1)*2 {
		n *= 2
		shift--
	}
	old := m.slots
	m.slots = make([]mapSlot, n)
	m.shift = shift
	m.used = 0
	mask := n - 1
	for _, s := range old {
		if s.e == nil || s.e == deletedMapEntry {
			continue
		}
		i := m.mapSlotIndex(s.h)
		for m.slots[i].e != nil {
			i = (i + 1) & mask
		}
		m.slots[i] = s
		m.used++
	}
}

type orderedMapIter struct {
	m   *orderedMap
	cur *mapEntry
}

// lookup returns the hash of key, its entry and the entry's slot, or a nil
// entry and -1.
func (m *orderedMap) lookup(key Value) (h uint64, entry *mapEntry, slot int) {
	if key == _negativeZero {
		key = intToValue(0)
	}
	h = key.hash(m.hash)
	if m.slots == nil {
		return h, nil, -1
	}
	mask := len(m.slots) - 1
	for i := m.mapSlotIndex(h); ; i = (i + 1) & mask {
		s := &m.slots[i]
		if s.e == nil {
			return h, nil, -1
		}
		if s.h == h && s.e != deletedMapEntry && s.e.key.SameAs(key) {
			return h, s.e, i
		}
	}
}

func (m *orderedMap) set(key, value Value) {
	h, entry, _ := m.lookup(key)
	if entry != nil {
		entry.value = value
	} else {
		if key == _negativeZero {
			key = intToValue(0)
		}
		entry = &mapEntry{key: key, value: value}
		m.insertSlot(h, entry)
		if m.iterLast != nil {
			entry.iterPrev = m.iterLast
			m.iterLast.iterNext = entry
		} else {
			m.iterFirst = entry
		}
		m.iterLast = entry
		m.size++
	}
}

func (m *orderedMap) get(key Value) Value {
	_, entry, _ := m.lookup(key)
	if entry != nil {
		return entry.value
	}

	return nil
}

func (m *orderedMap) remove(key Value) bool {
	_, entry, slot := m.lookup(key)
	if entry != nil {
		entry.key = nil
		entry.value = nil

		// remove from the doubly-linked list
		if entry.iterPrev != nil {
			entry.iterPrev.iterNext = entry.iterNext
		} else {
			m.iterFirst = entry.iterNext
		}
		if entry.iterNext != nil {
			entry.iterNext.iterPrev = entry.iterPrev
		} else {
			m.iterLast = entry.iterPrev
		}

		// The slot keeps its hash, so that probes for other keys go on past it.
		m.slots[slot].e = deletedMapEntry

		m.size--
		return true
	}

	return false
}

func (m *orderedMap) has(key Value) bool {
	_, entry, _ := m.lookup(key)
	return entry != nil
}

func (iter *orderedMapIter) next() *mapEntry {
	if iter.m == nil {
		// closed iterator
		return nil
	}

	cur := iter.cur
	// if the current item was deleted, track back to find the latest that wasn't
	for cur != nil && cur.key == nil {
		cur = cur.iterPrev
	}

	if cur != nil {
		cur = cur.iterNext
	} else {
		cur = iter.m.iterFirst
	}

	if cur == nil {
		iter.close()
	} else {
		iter.cur = cur
	}

	return cur
}

func (iter *orderedMapIter) close() {
	iter.m = nil
	iter.cur = nil
}

func newOrderedMap(h *maphash.Hash) *orderedMap {
	return &orderedMap{
		hash: h,
	}
}

func (m *orderedMap) newIter() *orderedMapIter {
	iter := &orderedMapIter{
		m: m,
	}
	return iter
}

func (m *orderedMap) clear() {
	for item := m.iterFirst; item != nil; item = item.iterNext {
		item.key = nil
		item.value = nil
		if item.iterPrev != nil {
			item.iterPrev.iterNext = nil
		}
	}
	m.iterFirst = nil
	m.iterLast = nil
	m.slots = nil
	m.used = 0
	m.size = 0
}

func (m *orderedMap) copyTo(dest *orderedMap) {
	for entry := m.iterFirst; entry != nil; entry = entry.iterNext {
		dest.set(entry.key, entry.value)
	}
}
