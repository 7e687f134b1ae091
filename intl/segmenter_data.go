package intl

import (
	_ "embed"
	"encoding/binary"
	"sync"
)

// The break rules and dictionaries of Node 20's ICU (78.2), copied byte for
// byte from its data by scripts/segmenter/extract.mjs. They are constant
// strings: the program reads them where the linker put them, and nothing
// is parsed until the first segmentation that needs them (a Segmenter that
// is never used costs nothing; the dictionaries are opened only when text
// in their script is split into words).
var (
	//go:embed segdata/char.brk
	charRulesData string
	//go:embed segdata/word.brk
	wordRulesData string
	//go:embed segdata/word_POSIX.brk
	wordPOSIXRulesData string
	//go:embed segdata/sent.brk
	sentenceRulesData string
	//go:embed segdata/sent_el.brk
	greekSentenceRulesData string
	//go:embed segdata/cjdict.dict
	cjDictData string
	//go:embed segdata/thaidict.dict
	thaiDictData string
	//go:embed segdata/laodict.dict
	laoDictData string
	//go:embed segdata/khmerdict.dict
	khmerDictData string
	//go:embed segdata/burmesedict.dict
	burmeseDictData string
)

// icuItem strips an ICU data item's header (uint16 headerSize, magic 0xda
// 0x27, UDataInfo with the 4-byte format name at offset 12) and checks the
// format name, so that a wrongly extracted file fails loudly.
func icuItem(data, format string) string {
	if len(data) < 16 || data[2] != 0xda || data[3] != 0x27 || data[12:16] != format {
		panic("intl: segmenter data is not ICU " + format + " data; rerun scripts/segmenter/extract.mjs")
	}
	return data[binary.LittleEndian.Uint16([]byte(data[:2])):]
}

func le16(s string, off int) uint16 { return uint16(s[off]) | uint16(s[off+1])<<8 }
func le32(s string, off int) uint32 {
	return uint32(s[off]) | uint32(s[off+1])<<8 | uint32(s[off+2])<<16 | uint32(s[off+3])<<24
}

// ruleSet is a compiled ICU break-rule table (RBBI data format 6): a
// code-point trie that gives each character a category, a forward state
// machine over those categories, and the rule-status values that tell a
// word from a space.
type ruleSet struct {
	trie       codePointTrie
	table      string // forward state rows
	rowLen     int
	eightBit   bool // rows of uint8 instead of uint16
	bofNeeded  bool // the machine first reads the start-of-text category
	dictStart  int  // first category of characters split by a dictionary
	lookAheads int
	status     string // int32 rule-status table
}

func parseRuleSet(raw string) *ruleSet {
	d := icuItem(raw, "Brk ")
	if le32(d, 0) != 0xb1a0 || d[4] != 6 {
		panic("intl: unsupported ICU break-rule format")
	}
	ft, ftLen := int(le32(d, 16)), int(le32(d, 20))
	trie, trieLen := int(le32(d, 32)), int(le32(d, 36))
	st, stLen := int(le32(d, 48)), int(le32(d, 52))
	t := d[ft : ft+ftLen]
	flags := le32(t, 16)
	return &ruleSet{
		trie:       parseCodePointTrie(d[trie : trie+trieLen]),
		table:      t[20:],
		rowLen:     int(le32(t, 4)),
		eightBit:   flags&4 != 0,
		bofNeeded:  flags&2 != 0,
		dictStart:  int(le32(t, 8)),
		lookAheads: int(le32(t, 12)),
		status:     d[st : st+stLen],
	}
}

// field reads column i of a state's row: 0 accepting, 1 look-ahead, 2
// status index, 3+c the next state for category c.
func (r *ruleSet) field(state, i int) int {
	if r.eightBit {
		return int(r.table[state*r.rowLen+i])
	}
	return int(le16(r.table, state*r.rowLen+2*i))
}

// ruleStatus is the status of a boundary: the largest of the values of the
// rules that matched there (ICU's getRuleStatus).
func (r *ruleSet) ruleStatus(index int) int {
	n := int(int32(le32(r.status, 4*index)))
	return int(int32(le32(r.status, 4*(index+n))))
}

// codePointTrie reads an ICU UCPTrie ("Tri3") in place: 8-, 16- or 32-bit
// values; fast tries index the BMP in one step, small ones the first 4096
// code points; the rest goes through a three-level index whose last level
// may hold 18-bit block offsets.
type codePointTrie struct {
	index      string // uint16 entries
	data       string
	valueWidth int // 0: 16 bits, 1: 32 bits, 2: 8 bits
	fast       bool
	dataLength int
	highStart  rune
}

func parseCodePointTrie(s string) codePointTrie {
	if le32(s, 0) != 0x54726933 {
		panic("intl: break rules hold no UCPTrie")
	}
	options := int(le16(s, 4))
	indexLength := int(le16(s, 6))
	dataLength := int(le16(s, 8)) | (options>>12)<<16
	t := codePointTrie{
		valueWidth: options & 7,
		fast:       (options>>6)&3 == 0,
		dataLength: dataLength,
		highStart:  rune(le16(s, 14)) << 9,
	}
	t.index = s[16 : 16+2*indexLength]
	t.data = s[16+2*indexLength:]
	return t
}

func (t *codePointTrie) idx(i int) int { return int(le16(t.index, 2*i)) }

func (t *codePointTrie) value(i int) int {
	switch t.valueWidth {
	case 2:
		return int(t.data[i])
	case 1:
		return int(le32(t.data, 4*i))
	}
	return int(le16(t.data, 2*i))
}

func (t *codePointTrie) get(c rune) int {
	var i int
	switch {
	case c < 0 || c > 0x10ffff:
		i = t.dataLength - 1
	case c <= 0xffff && t.fast || c <= 0xfff:
		i = t.idx(int(c>>6)) + int(c&63)
	case c >= t.highStart:
		i = t.dataLength - 2
	default:
		i1 := int(c >> 14)
		if t.fast {
			i1 += 0x10000>>6 - 0x10000>>14
		} else {
			i1 += 0x1000 >> 6
		}
		i3Block := t.idx(t.idx(i1) + int(c>>9)&31)
		i3 := int(c>>4) & 31
		var block int
		if i3Block&0x8000 == 0 {
			block = t.idx(i3Block + i3)
		} else {
			// 18-bit offsets: groups of eight, each led by a unit with
			// their high bits.
			i3Block = i3Block&0x7fff + i3&^7 + i3>>3
			i3 &= 7
			block = (t.idx(i3Block)<<(2+2*i3))&0x30000 | t.idx(i3Block+1+i3)
		}
		i = block + int(c&15)
	}
	return t.value(i)
}

// lazyRules parses a rule table on first use.
type lazyRules struct {
	once  sync.Once
	data  *string
	rules *ruleSet
}

func (l *lazyRules) get() *ruleSet {
	l.once.Do(func() { l.rules = parseRuleSet(*l.data) })
	return l.rules
}

var (
	charRules          = lazyRules{data: &charRulesData}
	wordRules          = lazyRules{data: &wordRulesData}
	wordPOSIXRules     = lazyRules{data: &wordPOSIXRulesData}
	sentenceRules      = lazyRules{data: &sentenceRulesData}
	greekSentenceRules = lazyRules{data: &greekSentenceRulesData}
)

func graphemeRules() *ruleSet  { return charRules.get() }
func wordBreakRules() *ruleSet { return wordRules.get() }
