package intl

import (
	_ "embed" // the table
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/collate"
)

// The characters Unicode assigned after x/text's tables (6.2): newer
// emoji and symbols, the scripts of Unicode 7 to 17, letters and marks
// added to older scripts. x/text weighs them as unassigned code points,
// after every script; ICU (Node 20's is Unicode 17) places each within
// its script. newer.bin (scripts/cldr/generate-collation.mjs) places each
// after the last character x/text weighs (its anchor) that Node's ICU
// sorts it after, and a Collator that meets one weighs it there. The
// older characters x/text weighs out of ICU's order (׳, which ICU makes
// a variant of the apostrophe) are placed the same way.
//
//go:embed data/collation/newer.bin
var newerData string

// newerEntry is a newer character's place: rank primaries after its
// anchor's (0: a variant of the anchor), sec and ter its place among
// the secondary and tertiary variants there. A mark (newerMark) weighs
// nothing at the primary level: rank secondary steps after its anchor
// mark's, sec tertiary ones. An ignorable one (newerIgnorable) weighs
// nothing at all.
type newerEntry struct {
	anchor rune
	rank   uint32
	sec    uint16
	ter    uint16
	kind   uint8
	upper  bool // an uppercase or titlecase letter (Unicode 17's)
}

const (
	newerPlaced = iota
	newerMark
	newerIgnorable
	// newerBefore is a tertiary variant ter steps before its anchor
	// (ꭰ, Cherokee's newer lowercase, before its older uppercase Ꭰ).
	newerBefore
)

// newerRankBits is the room left under each primary weight for the
// newer characters after it (levels shifts every primary by it).
const newerRankBits = 20

// newerFirst is the first code point of the table (U+037F, GREEK
// CAPITAL LETTER YOT); the generator holds it to that.
const newerFirst = 0x37f

type newerBlock struct {
	has     [1 << hanBlockBits / 64]uint64
	entries map[rune]newerEntry
}

type newerTable struct {
	blockFile
	blocks []atomic.Pointer[newerBlock]
}

// newerChars is the table, opened at its first use; its blocks are read
// when a comparison first meets a code point in them.
var newerChars = sync.OnceValue(openNewerTable)

func openNewerTable() *newerTable {
	f := openBlockFile("newer", newerData)
	return &newerTable{blockFile: f, blocks: make([]atomic.Pointer[newerBlock], f.n)}
}

func (t *newerTable) lookup(cp rune) (newerEntry, bool) {
	k := int(cp >> hanBlockBits)
	if cp < newerFirst || k >= len(t.blocks) {
		return newerEntry{}, false
	}
	b := t.blocks[k].Load()
	if b == nil {
		b = t.decodeBlock(k)
		if !t.blocks[k].CompareAndSwap(nil, b) {
			b = t.blocks[k].Load()
		}
	}
	i := cp & (1<<hanBlockBits - 1)
	if b.has[i>>6]&(1<<(i&63)) == 0 {
		return newerEntry{}, false
	}
	return b.entries[cp], true
}

func (t *newerTable) decodeBlock(k int) *newerBlock {
	blk := &newerBlock{entries: map[rune]newerEntry{}}
	v := t.inflate(k)
	base := rune(k << hanBlockBits)
	cp, anchor, rank := base-1, rune(0), int32(0)
	for v.more() {
		cp += rune(v.next()) + 1
		if cp-base >= 1<<hanBlockBits {
			v.corrupt()
		}
		d := v.next()
		e := newerEntry{kind: uint8(d & 3)}
		switch e.kind {
		case newerPlaced, newerMark, newerBefore:
			rank += unzig(d >> 2)
			anchor += rune(unzig(v.next()))
			low := v.next()
			if rank < 0 || anchor <= 0 {
				v.corrupt()
			}
			e.anchor, e.rank, e.sec, e.ter, e.upper = anchor, uint32(rank), uint16(low>>8), uint16(low&0x7f), low&0x80 != 0
		case newerIgnorable:
		}
		i := cp - base
		blk.has[i>>6] |= 1 << (i & 63)
		blk.entries[cp] = e
	}
	return blk
}

// hasNewer reports whether s holds a newer character.
func hasNewer(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0xcd {
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if _, ok := newerChars().lookup(r); ok {
			return true
		}
		i += n - 1
	}
	return false
}

// anchorWeights are the first primary and secondary weights the
// collator's x/text collation at those levels gives r (-1 for none),
// kept for the next comparison.
func (c *Collator) anchorWeights(r rune) (p, s int) {
	if w, ok := c.anchors.Load(r); ok {
		ws := w.([2]int)
		return ws[0], ws[1]
	}
	buf := keyBuffers.Get().(*collate.Buffer)
	defer keyBuffers.Put(buf)
	buf.Reset()
	k := c.secondary.KeyFromString(buf, string(r))
	p, s = -1, -1
	if w := primaryWeights(k); len(w) > 0 {
		p = w[0]
		if len(w) == 3 && p == c.numberLead {
			// A digit under numeric, weighed as a number of one digit:
			// the digit's own weight is last.
			p = w[2]
		}
	}
	if w := secondaryWeights(k); len(w) > 0 {
		s = w[0]
	}
	c.anchors.Store(r, [2]int{p, s})
	return p, s
}

// numberDigits writes each decimal digit of s that is not ASCII as the
// ASCII digit of its value, for numeric: ICU reads every decimal digit and
// weighs a number by its value alone (٣, 𝟑 and ３ are 3 at every level),
// where x/text reads only the digits its tables know and keeps their
// tertiary weights. A digit's value is its place in its run of decimal
// digits (Unicode assigns them as runs of ten, from zero); a digit Go's
// tables do not know yet (Unicode 16 and 17: Garay, Sunuwar, Ol Onal)
// is the one newer.bin makes it a variant of.
//
// A number that is no decimal digit (¹, ₁, ①) gets U+034F, which weighs
// nothing, before it: x/text would read it as a digit of the number
// before it (1¹ as 11), where ICU reads only decimal digits.
func numberDigits(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool {
		_, ok := digitValue(r)
		return ok || r >= 0x80 && unicode.In(r, unicode.No, unicode.Nl)
	}) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if v, ok := digitValue(r); ok {
			b.WriteRune('0' + v)
			continue
		}
		if r >= 0x80 && unicode.In(r, unicode.No, unicode.Nl) {
			b.WriteRune(0x034f)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// hasZeroNumber reports whether s (as numberDigits writes it) holds a
// number whose value is zero followed by another character, which
// x/text weighs without the length its other numbers have (levels adds
// it).
func hasZeroNumber(s string) bool {
	for i := strings.IndexByte(s, '0'); i >= 0 && i < len(s); {
		if i == 0 || s[i-1] < '0' || s[i-1] > '9' {
			j := i
			for j < len(s) && s[j] == '0' {
				j++
			}
			if j < len(s) && (s[j] < '1' || s[j] > '9') {
				return true
			}
		}
		k := strings.IndexByte(s[i+1:], '0')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// digitValue is the value of r when it is a decimal digit other than
// ASCII's.
func digitValue(r rune) (rune, bool) {
	switch {
	case r < 0x80:
		return 0, false
	case unicode.IsDigit(r):
		zero := r
		for unicode.IsDigit(zero - 1) {
			zero--
		}
		return (r - zero) % 10, true
	case unicode.IsGraphic(r) || r < newerFirst:
		return 0, false
	}
	e, ok := newerChars().lookup(r)
	if !ok || e.kind != newerPlaced || e.rank != 0 {
		return 0, false
	}
	if e.anchor >= '0' && e.anchor <= '9' {
		return e.anchor - '0', true
	}
	return digitValue(e.anchor)
}
