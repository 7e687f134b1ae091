package intl

import (
	"bytes"
	"embed"
	"encoding/binary"
	"slices"
	"sync"
	"unicode/utf8"
)

// The orders ICU's collations give Han, read from Node 20's ICU by
// scripts/cldr/generate-collation.mjs (which describes the files): the
// root's radical-and-stroke order, and what Chinese (pinyin, stroke,
// zhuyin), Japanese (JIS X 0208) and Korean (Hangul readings) put before
// it. x/text's tables order Han by code point; a Collator that meets Han
// weighs it by these instead.
//
//go:embed data/collation/*.bin.gz
var collationFS embed.FS

// hanBase is where the Han block's primary weights begin: above every
// two-byte primary of x/text's tables (the scripts), below where x/text's
// implicit weights (unassigned code points) are moved (implicitBase).
const (
	hanBase      = 0x10000
	implicitBase = 0x1000000
)

// hanEntry is a code point's weights in a Han order: its primary (its
// group's place in the block, from 0), and its place among the
// secondary and tertiary variants of its group (0 for the group's head).
// A Korean Hanja is a secondary variant of its Hangul reading instead: it
// weighs as that syllable does, one step more at the secondary level of
// its last weight.
type hanEntry struct {
	prim    uint32
	sec     uint16
	ter     uint16
	reading rune // the Hangul syllable, for a Hanja; 0 otherwise
	head    rune // the group's head, for a variant; 0 for a head
}

// hanOrder is one collation's order of Han: its own entries (sorted by
// code point), then the root's for the rest, after them.
type hanOrder struct {
	own  []hanCode
	root *hanRoot
	// ownPrims is how many primaries the own entries take; the root's
	// follow.
	ownPrims uint32
}

type hanCode struct {
	cp rune
	e  hanEntry
}

// hanRoot is the root's order, indexed by code point within the ranges
// Han occupies: an entry is prim<<8 | sec<<4 | ter, plus one (0: not Han).
type hanRoot struct {
	lo, hi []rune
	off    []int
	w      []uint32
	heads  map[rune]rune // a variant's head
	prims  uint32
}

func (r *hanRoot) lookup(cp rune) (hanEntry, bool) {
	i, _ := slices.BinarySearch(r.hi, cp)
	if i == len(r.hi) || cp < r.lo[i] {
		return hanEntry{}, false
	}
	w := r.w[r.off[i]+int(cp-r.lo[i])]
	if w == 0 {
		return hanEntry{}, false
	}
	w--
	e := hanEntry{prim: w >> 8, sec: uint16(w >> 4 & 15), ter: uint16(w & 15)}
	if e.sec != 0 || e.ter != 0 {
		e.head = r.heads[cp]
	}
	return e, true
}

// lookup is a code point's entry in the order, if it is Han (or, for
// Korean, a Hanja with a reading).
func (o *hanOrder) lookup(cp rune) (hanEntry, bool) {
	if cp < 0x2e80 {
		return hanEntry{}, false
	}
	if i, ok := slices.BinarySearchFunc(o.own, cp, func(c hanCode, cp rune) int { return int(c.cp - cp) }); ok {
		return o.own[i].e, true
	}
	e, ok := o.root.lookup(cp)
	e.prim += o.ownPrims
	return e, ok
}

// prims is how many primary weights the block spans.
func (o *hanOrder) prims() uint32 { return o.ownPrims + o.root.prims }

// hanEntries decodes a generated file: each code point with how it
// differs from the one before (0 primary, 1 secondary, 2 tertiary).
func hanEntries(name string, visit func(cp rune, rel int)) {
	f, err := collationFS.Open("data/collation/" + name + ".bin.gz")
	if err != nil {
		panic("intl: no collation table " + name)
	}
	defer f.Close()
	b := gunzip(f)
	r := bytes.NewReader(b)
	prev := rune(0)
	for r.Len() > 0 {
		v, err := binary.ReadUvarint(r)
		if err != nil {
			panic("intl: collation table " + name + " corrupt")
		}
		z := v >> 2
		d := rune(z >> 1)
		if z&1 != 0 {
			d = -d - 1
		}
		cp := prev + d
		if v&3 == 3 {
			n, _ := binary.ReadUvarint(r)
			for i := rune(0); i <= rune(n); i++ {
				visit(cp+i, 0)
			}
			prev = cp + rune(n)
			continue
		}
		visit(cp, int(v&3))
		prev = cp
	}
}

// rootHan is the root's order, decoded at its first use.
var rootHan = sync.OnceValue(func() *hanRoot {
	type item struct {
		cp rune
		w  uint32
	}
	var items []item
	r := &hanRoot{heads: map[rune]rune{}}
	var prim, sec, ter uint32
	var head rune
	hanEntries("root", func(cp rune, rel int) {
		switch rel {
		case 0:
			if len(items) > 0 {
				prim++
			}
			sec, ter, head = 0, 0, cp
		case 1:
			sec, ter = sec+1, 0
			r.heads[cp] = head
		default:
			ter++
			r.heads[cp] = head
		}
		if sec > 15 || ter > 15 {
			panic("intl: root Han variants overflow")
		}
		items = append(items, item{cp, prim<<8 | sec<<4 | ter + 1})
	})
	r.prims = prim + 1
	slices.SortFunc(items, func(a, b item) int { return int(a.cp - b.cp) })
	// Ranges of code points no more than 256 apart share a slice.
	for i, it := range items {
		if i == 0 || it.cp-items[i-1].cp > 256 {
			r.lo = append(r.lo, it.cp)
			r.hi = append(r.hi, it.cp)
			r.off = append(r.off, len(r.w))
		}
		last := len(r.lo) - 1
		for c := r.hi[last] + 1; c < it.cp; c++ {
			r.w = append(r.w, 0)
		}
		r.w = append(r.w, it.w)
		r.hi[last] = it.cp
	}
	return r
})

// hanOrders holds the decoded orders by table name.
var (
	hanOrdersMu sync.Mutex
	hanOrders   map[string]*hanOrder
)

// hanOrderOf is the order of a table ("root", "zh", "zh-stroke",
// "zh-zhuyin", "ja", "ko"), decoded at its first use.
func hanOrderOf(name string) *hanOrder {
	hanOrdersMu.Lock()
	defer hanOrdersMu.Unlock()
	if o, ok := hanOrders[name]; ok {
		return o
	}
	o := &hanOrder{root: rootHan()}
	if name != "root" {
		var prim, next uint32
		var sec, ter uint16
		var head, reading rune
		hanEntries(name, func(cp rune, rel int) {
			switch rel {
			case 0:
				sec, ter, head, reading = 0, 0, cp, 0
				if cp >= 0xac00 && cp <= 0xd7a3 {
					// A reading: x/text weighs the syllable; its Hanja
					// follow as its variants.
					reading = cp
					return
				}
				prim, next = next, next+1
			case 1:
				sec, ter = sec+1, 0
			default:
				ter++
			}
			e := hanEntry{prim: prim, sec: sec, ter: ter, reading: reading}
			if cp != head {
				e.head = head
			}
			if reading != 0 {
				e.prim = 0
			}
			o.own = append(o.own, hanCode{cp, e})
		})
		o.ownPrims = next
		slices.SortFunc(o.own, func(a, b hanCode) int { return int(a.cp - b.cp) })
	}
	if hanOrders == nil {
		hanOrders = map[string]*hanOrder{}
	}
	hanOrders[name] = o
	return o
}

// hasHan reports whether s holds a code point the order weighs.
func (o *hanOrder) hasHan(s string) bool {
	for _, r := range s {
		if r >= 0x2e80 {
			if _, ok := o.lookup(r); ok {
				return true
			}
		}
	}
	return false
}

// flatten replaces each variant by its group's head, and each Hanja by
// its reading, for the comparison of the levels below the secondary.
func (o *hanOrder) flatten(s string) string {
	var b []byte
	for i, r := range s {
		if r < 0x2e80 {
			if b != nil {
				b = utf8.AppendRune(b, r)
			}
			continue
		}
		e, ok := o.lookup(r)
		rep := r
		switch {
		case !ok:
		case e.reading != 0:
			rep = e.reading
		case e.head != 0:
			rep = e.head
		}
		if rep != r && b == nil {
			b = append(make([]byte, 0, len(s)+8), s[:i]...)
		}
		if b != nil {
			b = utf8.AppendRune(b, rep)
		}
	}
	if b == nil {
		return s
	}
	return string(b)
}

// tertiaries are the tertiary places of the Han in s, in order.
func (o *hanOrder) tertiaries(s string) []int {
	var t []int
	for _, r := range s {
		if e, ok := o.lookup(r); ok {
			t = append(t, int(e.ter))
		}
	}
	return t
}
