package intl

import (
	"embed"
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

// hanOrder is one collation's order of Han: its own entries, then the
// root's for the rest (decoded when a code point not its own is first
// met), their primaries after its own.
type hanOrder struct {
	own       *hanTable // nil for the root's order
	ownPrims  uint32
	rootPrims uint32
}

// hanTable is a table's entries, indexed by code point within the
// 256-code-point pages Han occupies (nil where it has none). An entry is, plus one (0: not in the table), prim<<14 |
// sec<<5 | ter<<1 | reading, where for a Hanja with a reading prim is its
// syllable's distance from U+AC00.
type hanTable struct {
	pages [0x340]*[256]uint32
	heads map[rune]rune // a variant's head
	prims uint32        // how many primaries its entries take
}

// prims is how many primary weights the block spans.
func (o *hanOrder) prims() uint32 { return o.ownPrims + o.rootPrims }

func (o *hanOrder) lookup(cp rune) (hanEntry, bool) {
	if cp < 0x2e80 || cp>>8 >= 0x340 {
		return hanEntry{}, false
	}
	if o.own != nil {
		if e, ok := o.own.lookup(cp); ok {
			return e, true
		}
	}
	if !rootHanRange(cp) {
		return hanEntry{}, false
	}
	e, ok := rootHan().lookup(cp)
	e.prim += o.ownPrims
	return e, ok
}

// rootHanRange reports whether cp is in a block the root's order has
// entries in: not the CJK punctuation, kana, Bopomofo and Hangul between
// (which would decode the root's order for nothing).
func rootHanRange(cp rune) bool {
	switch {
	case cp < 0x3000:
		return cp >= 0x2e80
	case cp < 0x3400:
		return cp >= 0x3038 && cp <= 0x303a
	case cp < 0xa000:
		return true
	case cp < 0x16fe0:
		return cp >= 0xf900 && cp <= 0xfaff
	}
	return cp <= 0x16fff || cp >= 0x20000
}

func (o *hanTable) lookup(cp rune) (hanEntry, bool) {
	p := o.pages[cp>>8]
	if p == nil {
		return hanEntry{}, false
	}
	w := p[cp&0xff]
	if w == 0 {
		return hanEntry{}, false
	}
	w--
	e := hanEntry{prim: w >> 14, sec: uint16(w >> 5 & 0x1ff), ter: uint16(w >> 1 & 15)}
	if w&1 != 0 {
		e.reading, e.prim = 0xac00+rune(e.prim), 0
	} else if e.sec != 0 || e.ter != 0 {
		e.head = o.heads[cp]
	}
	return e, true
}

// set gives cp its entry, making room for its page.
func (o *hanTable) set(cp rune, w uint32) {
	p := o.pages[cp>>8]
	if p == nil {
		p = new([256]uint32)
		o.pages[cp>>8] = p
	}
	p[cp&0xff] = w
}

// hanEntries decodes a generated file: each code point with how it
// differs from the one before (0 primary, 1 secondary, 2 tertiary);
// header is the number a language's file begins with.
func hanEntries(name string, visit func(cp rune, rel int)) (header uint32) {
	f, err := collationFS.Open("data/collation/" + name + ".bin.gz")
	if err != nil {
		panic("intl: no collation table " + name)
	}
	defer f.Close()
	b := gunzip(f)
	varint := func() uint64 {
		var v uint64
		for shift := 0; len(b) > 0; shift += 7 {
			c := b[0]
			b = b[1:]
			v |= uint64(c&0x7f) << shift
			if c < 0x80 {
				return v
			}
		}
		panic("intl: collation table " + name + " corrupt")
	}
	if name != "root" {
		header = uint32(varint())
	}
	prev := rune(0)
	for len(b) > 0 {
		v := varint()
		z := v >> 2
		d := rune(z >> 1)
		if z&1 != 0 {
			d = -d - 1
		}
		cp := prev + d
		if v&3 == 3 {
			n := rune(varint())
			for i := rune(0); i <= n; i++ {
				visit(cp+i, 0)
			}
			prev = cp + n
			continue
		}
		visit(cp, int(v&3))
		prev = cp
	}
	return header
}

// rootHan is the root's order, decoded at its first use.
var rootHan = sync.OnceValue(newRootHan)

func newRootHan() *hanTable {
	t, _, _ := decodeHanTable("root")
	return t
}

// hanOrders holds the decoded orders by table name.
var (
	hanOrdersMu sync.Mutex
	hanOrders   map[string]*hanOrder
)

// hanOrderOf is the order of a table ("root", "zh", "zh-stroke",
// "zh-zhuyin", "zh-unihan", "ja", "ko"), decoded at its first use.
func hanOrderOf(name string) *hanOrder {
	hanOrdersMu.Lock()
	defer hanOrdersMu.Unlock()
	if o, ok := hanOrders[name]; ok {
		return o
	}
	o := decodeHanOrder(name)
	if hanOrders == nil {
		hanOrders = map[string]*hanOrder{}
	}
	hanOrders[name] = o
	return o
}

// decodeHanOrder reads a table's own entries (the root's order has
// none: it is its own rest).
func decodeHanOrder(name string) *hanOrder {
	if name == "root" {
		t := rootHan()
		return &hanOrder{rootPrims: t.prims}
	}
	own, prims, rootPrims := decodeHanTable(name)
	return &hanOrder{own: own, ownPrims: prims, rootPrims: rootPrims}
}

// decodeHanTable decodes a file into a table, with how many primaries
// its entries take and its header.
func decodeHanTable(name string) (*hanTable, uint32, uint32) {
	o := &hanTable{heads: map[rune]rune{}}
	var prim, next uint32
	var sec, ter uint32
	var head, reading rune
	header := hanEntries(name, func(cp rune, rel int) {
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
			if reading == 0 {
				o.heads[cp] = head
			}
		default:
			ter++
			if reading == 0 {
				o.heads[cp] = head
			}
		}
		if sec > 0x1ff || ter > 15 {
			panic("intl: Han variants overflow")
		}
		w := prim<<14 | sec<<5 | ter<<1
		if reading != 0 {
			w = uint32(reading-0xac00)<<14 | sec<<5 | ter<<1 | 1
		}
		o.set(cp, w+1)
	})
	o.prims = next
	return o, next, header
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
