package intl

import (
	_ "embed" // the tables
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// The orders ICU's collations give Han, read from Node 20's ICU by
// scripts/cldr/generate-collation.mjs (which describes the files): the
// root's radical-and-stroke order, and what Chinese (pinyin, stroke,
// zhuyin), Japanese (JIS X 0208) and Korean (Hangul readings) put before
// it. x/text's tables order Han by code point; a Collator that meets Han
// weighs it by these instead.
//
// The files are read in place (the embedded strings are not copied),
// a block at a time (hanTable.block).
var (
	//go:embed data/collation/root.bin
	hanRootData string
	//go:embed data/collation/zh.bin
	hanZhData string
	//go:embed data/collation/zh-stroke.bin
	hanZhStrokeData string
	//go:embed data/collation/zh-zhuyin.bin
	hanZhZhuyinData string
	//go:embed data/collation/zh-unihan.bin
	hanZhUnihanData string
	//go:embed data/collation/ja.bin
	hanJaData string
	//go:embed data/collation/ko.bin
	hanKoData string
)

// hanData is a table's file by its name.
func hanData(name string) string {
	switch name {
	case "root":
		return hanRootData
	case "zh":
		return hanZhData
	case "zh-stroke":
		return hanZhStrokeData
	case "zh-zhuyin":
		return hanZhZhuyinData
	case "zh-unihan":
		return hanZhUnihanData
	case "ja":
		return hanJaData
	case "ko":
		return hanKoData
	}
	panic("intl: no collation table " + name)
}

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

// hanTable is a table's entries, read from its file a block of
// hanBlockSize code points at a time, at the first lookup in the block:
// a locale's first comparison decodes only the blocks its strings touch
// (the whole root's order took 6 ms to decode).
type hanTable struct {
	blockFile
	blocks []atomic.Pointer[hanBlock]
}

const hanBlockBits = 12

// hanBlock is a block's entries by code point within it: plus one (0:
// not in the table), prim<<14 | sec<<5 | ter<<1 | reading, where for a
// Hanja with a reading prim is its syllable's distance from U+AC00; and
// the heads of its variants.
type hanBlock struct {
	w     [1 << hanBlockBits]uint32
	heads map[rune]rune
}

// prims is how many primary weights the block spans.
func (o *hanOrder) prims() uint32 { return o.ownPrims + o.rootPrims }

func (o *hanOrder) lookup(cp rune) (hanEntry, bool) {
	if cp < 0x2e80 {
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
// (which would read the root's blocks for nothing).
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

// openHanTable reads a file's header; its blocks are read when first
// looked up.
func openHanTable(name string) *hanTable {
	f := openBlockFile(name, hanData(name))
	return &hanTable{blockFile: f, blocks: make([]atomic.Pointer[hanBlock], f.n)}
}

func (o *hanTable) lookup(cp rune) (hanEntry, bool) {
	k := int(cp >> hanBlockBits)
	if k >= len(o.blocks) {
		return hanEntry{}, false
	}
	b := o.blocks[k].Load()
	if b == nil {
		b = o.decodeBlock(k)
		if !o.blocks[k].CompareAndSwap(nil, b) {
			b = o.blocks[k].Load()
		}
	}
	w := b.w[cp&(1<<hanBlockBits-1)]
	if w == 0 {
		return hanEntry{}, false
	}
	w--
	e := hanEntry{prim: w >> 14, sec: uint16(w >> 5 & 0x1ff), ter: uint16(w >> 1 & 15)}
	if w&1 != 0 {
		e.reading, e.prim = 0xac00+rune(e.prim), 0
	} else if e.sec != 0 || e.ter != 0 {
		e.head = b.heads[cp]
	}
	return e, true
}

// decodeBlock reads block k.
func (o *hanTable) decodeBlock(k int) *hanBlock {
	blk := &hanBlock{}
	v := o.inflate(k)
	base := rune(k << hanBlockBits)
	cp, prim := base-1, int32(0)
	for v.more() {
		cp += rune(v.next()) + 1
		d := v.next()
		prim += unzig(d >> 1)
		if cp-base >= 1<<hanBlockBits || prim < 0 {
			v.corrupt()
		}
		w := uint32(prim) << 14
		if d&1 != 0 {
			low := v.next()
			if low >= 1<<14 {
				v.corrupt()
			}
			w |= low
			if low&1 == 0 {
				if blk.heads == nil {
					blk.heads = map[rune]rune{}
				}
				blk.heads[cp] = cp + rune(unzig(v.next()))
			}
		}
		blk.w[cp-base] = w + 1
	}
	return blk
}

// rootHan is the root's order, opened at its first use.
var rootHan = sync.OnceValue(newRootHan)

func newRootHan() *hanTable { return openHanTable("root") }

// hanOrders holds the orders opened so far by table name.
var (
	hanOrdersMu sync.Mutex
	hanOrders   map[string]*hanOrder
)

// hanOrderOf is the order of a table ("root", "zh", "zh-stroke",
// "zh-zhuyin", "zh-unihan", "ja", "ko"), opened at its first use.
func hanOrderOf(name string) *hanOrder {
	hanOrdersMu.Lock()
	defer hanOrdersMu.Unlock()
	if o, ok := hanOrders[name]; ok {
		return o
	}
	var o *hanOrder
	if name == "root" {
		// The root's order has no entries of its own: it is its own
		// rest.
		o = &hanOrder{rootPrims: rootHan().prims}
	} else {
		own := openHanTable(name)
		o = &hanOrder{own: own, ownPrims: own.prims, rootPrims: own.header}
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
