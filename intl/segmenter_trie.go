package intl

// Readers for the two string tries ICU stores its word dictionaries in,
// walked in place over the embedded data. Both formats are described in
// ICU's ucharstrie.h and bytestrie.h: a node is a branch (a binary search
// over the next unit down to a short linear list), a linear run of units
// to match, or a value; values and jump deltas use variable-length
// encodings. A walk is a position plus how much of a linear run is left.

// trieResult is ICU's UStringTrieResult.
type trieResult int

const (
	trieNoMatch trieResult = iota
	trieNoValue
	trieFinalValue
	trieIntermediateValue
)

func (r trieResult) hasValue() bool { return r >= trieFinalValue }
func (r trieResult) hasNext() bool  { return r&1 != 0 }

// ucharsTrie walks a UCharsTrie (16-bit units).
type ucharsTrie struct {
	s         string // the trie's units, little-endian
	pos       int    // unit index of the next node; -1 after a mismatch
	remaining int    // units of a linear run still to match, minus one; -1 when none
}

const (
	ucMinLinearMatch         = 0x30
	ucMinValueLead           = 0x40
	ucNodeTypeMask           = 0x3f
	ucValueIsFinal           = 0x8000
	ucMinTwoUnitValueLead    = 0x4000
	ucThreeUnitValueLead     = 0x7fff
	ucMinTwoUnitNodeValue    = 0x4040
	ucThreeUnitNodeValueLead = 0x7fc0
	ucMinTwoUnitDeltaLead    = 0xfc00
	ucThreeUnitDeltaLead     = 0xffff
	trieMaxBranchLinear      = 5
)

func (t *ucharsTrie) unit(i int) int { return int(le16(t.s, 2*i)) }

func (t *ucharsTrie) reset() { t.pos, t.remaining = 0, -1 }

// nextRune matches a code point: a supplementary one as its two surrogates.
func (t *ucharsTrie) nextRune(c rune) trieResult {
	if c <= 0xffff {
		return t.next(int(c))
	}
	hi, lo := 0xd7c0+int(c>>10), 0xdc00+int(c&0x3ff)
	if !t.next(hi).hasNext() {
		return trieNoMatch
	}
	return t.next(lo)
}

func (t *ucharsTrie) valueResult(node int) trieResult {
	if node&ucValueIsFinal != 0 {
		return trieFinalValue
	}
	return trieIntermediateValue
}

func (t *ucharsTrie) next(u int) trieResult {
	if t.pos < 0 {
		return trieNoMatch
	}
	pos := t.pos
	if t.remaining >= 0 {
		if u != t.unit(pos) {
			t.pos = -1
			return trieNoMatch
		}
		pos++
		t.remaining--
		t.pos = pos
		if node := t.unit(pos); t.remaining < 0 && node >= ucMinValueLead {
			return t.valueResult(node)
		}
		return trieNoValue
	}
	node := t.unit(pos)
	pos++
	for {
		switch {
		case node < ucMinLinearMatch:
			return t.branch(pos, node, u)
		case node < ucMinValueLead:
			length := node - ucMinLinearMatch // run length minus one
			if u != t.unit(pos) {
				t.pos = -1
				return trieNoMatch
			}
			pos++
			t.remaining = length - 1
			t.pos = pos
			if node := t.unit(pos); t.remaining < 0 && node >= ucMinValueLead {
				return t.valueResult(node)
			}
			return trieNoValue
		case node&ucValueIsFinal != 0:
			t.pos = -1
			return trieNoMatch
		default:
			// A value on a branch or run node: skip it, then read the node.
			if node >= ucMinTwoUnitNodeValue {
				if node < ucThreeUnitNodeValueLead {
					pos++
				} else {
					pos += 2
				}
			}
			node &= ucNodeTypeMask
		}
	}
}

// readValue decodes a value whose lead unit (final bit cleared) is lead.
func (t *ucharsTrie) readValue(pos, lead int) (value, after int) {
	switch {
	case lead < ucMinTwoUnitValueLead:
		return lead, pos
	case lead < ucThreeUnitValueLead:
		return (lead-ucMinTwoUnitValueLead)<<16 | t.unit(pos), pos + 1
	}
	return t.unit(pos)<<16 | t.unit(pos+1), pos + 2
}

func (t *ucharsTrie) branch(pos, length, u int) trieResult {
	if length == 0 {
		length = t.unit(pos)
		pos++
	}
	length++
	for length > trieMaxBranchLinear {
		key := t.unit(pos)
		pos++
		delta := t.unit(pos)
		pos++
		if delta >= ucMinTwoUnitDeltaLead {
			if delta == ucThreeUnitDeltaLead {
				delta = t.unit(pos)<<16 | t.unit(pos+1)
				pos += 2
			} else {
				delta = (delta-ucMinTwoUnitDeltaLead)<<16 | t.unit(pos)
				pos++
			}
		}
		if u < key {
			length >>= 1
			pos += delta
		} else {
			length -= length >> 1
		}
	}
	for ; length > 1; length-- {
		key := t.unit(pos)
		pos++
		node := t.unit(pos)
		if u == key {
			if node&ucValueIsFinal != 0 {
				t.pos = pos
				return trieFinalValue
			}
			delta, after := t.readValue(pos+1, node)
			pos = after + delta
			t.pos = pos
			if node := t.unit(pos); node >= ucMinValueLead {
				return t.valueResult(node)
			}
			return trieNoValue
		}
		_, pos = t.readValue(pos+1, node&^ucValueIsFinal)
	}
	if u == t.unit(pos) {
		pos++
		t.pos = pos
		if node := t.unit(pos); node >= ucMinValueLead {
			return t.valueResult(node)
		}
		return trieNoValue
	}
	t.pos = -1
	return trieNoMatch
}

// value is the value after a result that has one.
func (t *ucharsTrie) value() int {
	lead := t.unit(t.pos)
	if lead&ucValueIsFinal != 0 {
		v, _ := t.readValue(t.pos+1, lead&^ucValueIsFinal)
		return v
	}
	switch {
	case lead < ucMinTwoUnitNodeValue:
		return lead>>6 - 1
	case lead < ucThreeUnitNodeValueLead:
		return (lead&0x7fc0-ucMinTwoUnitNodeValue)<<10 | t.unit(t.pos+1)
	}
	return t.unit(t.pos+1)<<16 | t.unit(t.pos+2)
}

// bytesTrie walks a BytesTrie (8-bit units).
type bytesTrie struct {
	s         string
	pos       int
	remaining int
}

const (
	btMinLinearMatch        = 0x10
	btMinValueLead          = 0x20
	btValueIsFinal          = 1
	btMinOneByteValueLead   = 0x10
	btMinTwoByteValueLead   = 0x51
	btMinThreeByteValueLead = 0x6c
	btFourByteValueLead     = 0x7e
	btMinTwoByteDeltaLead   = 0xc0
	btMinThreeByteDeltaLead = 0xf0
	btFourByteDeltaLead     = 0xfe
)

func (t *bytesTrie) reset() { t.pos, t.remaining = 0, -1 }

func (t *bytesTrie) b(i int) int { return int(t.s[i]) }

func (t *bytesTrie) valueResult(node int) trieResult {
	if node&btValueIsFinal != 0 {
		return trieFinalValue
	}
	return trieIntermediateValue
}

// next matches one byte; like ICU, a negative input is taken modulo 256.
func (t *bytesTrie) next(in int) trieResult {
	if t.pos < 0 {
		return trieNoMatch
	}
	if in < 0 {
		in += 0x100
	}
	pos := t.pos
	if t.remaining >= 0 {
		if in != t.b(pos) {
			t.pos = -1
			return trieNoMatch
		}
		pos++
		t.remaining--
		t.pos = pos
		if node := t.b(pos); t.remaining < 0 && node >= btMinValueLead {
			return t.valueResult(node)
		}
		return trieNoValue
	}
	for {
		node := t.b(pos)
		pos++
		switch {
		case node < btMinLinearMatch:
			return t.branch(pos, node, in)
		case node < btMinValueLead:
			if in != t.b(pos) {
				t.pos = -1
				return trieNoMatch
			}
			pos++
			t.remaining = node - btMinLinearMatch - 1
			t.pos = pos
			if node := t.b(pos); t.remaining < 0 && node >= btMinValueLead {
				return t.valueResult(node)
			}
			return trieNoValue
		case node&btValueIsFinal != 0:
			t.pos = -1
			return trieNoMatch
		default:
			pos = t.skipValue(pos, node)
		}
	}
}

// readValue decodes the value whose lead byte (shifted right by one, the
// final bit dropped) is lead, starting after that byte.
func (t *bytesTrie) readValue(pos, lead int) (value, after int) {
	switch {
	case lead < btMinTwoByteValueLead:
		return lead - btMinOneByteValueLead, pos
	case lead < btMinThreeByteValueLead:
		return (lead-btMinTwoByteValueLead)<<8 | t.b(pos), pos + 1
	case lead < btFourByteValueLead:
		return (lead-btMinThreeByteValueLead)<<16 | t.b(pos)<<8 | t.b(pos+1), pos + 2
	case lead == btFourByteValueLead:
		return t.b(pos)<<16 | t.b(pos+1)<<8 | t.b(pos+2), pos + 3
	}
	return t.b(pos)<<24 | t.b(pos+1)<<16 | t.b(pos+2)<<8 | t.b(pos+3), pos + 4
}

func (t *bytesTrie) skipValue(pos, leadByte int) int {
	_, after := t.readValue(pos, leadByte>>1)
	return after
}

func (t *bytesTrie) branch(pos, length, in int) trieResult {
	if length == 0 {
		length = t.b(pos)
		pos++
	}
	length++
	for length > trieMaxBranchLinear {
		key := t.b(pos)
		pos++
		delta := t.b(pos)
		pos++
		switch {
		case delta < btMinTwoByteDeltaLead:
		case delta < btMinThreeByteDeltaLead:
			delta = (delta-btMinTwoByteDeltaLead)<<8 | t.b(pos)
			pos++
		case delta < btFourByteDeltaLead:
			delta = (delta-btMinThreeByteDeltaLead)<<16 | t.b(pos)<<8 | t.b(pos+1)
			pos += 2
		case delta == btFourByteDeltaLead:
			delta = t.b(pos)<<16 | t.b(pos+1)<<8 | t.b(pos+2)
			pos += 3
		default:
			delta = t.b(pos)<<24 | t.b(pos+1)<<16 | t.b(pos+2)<<8 | t.b(pos+3)
			pos += 4
		}
		if in < key {
			length >>= 1
			pos += delta
		} else {
			length -= length >> 1
		}
	}
	for ; length > 1; length-- {
		key := t.b(pos)
		pos++
		node := t.b(pos)
		if in == key {
			if node&btValueIsFinal != 0 {
				t.pos = pos
				return trieFinalValue
			}
			delta, after := t.readValue(pos+1, node>>1)
			pos = after + delta
			t.pos = pos
			if node := t.b(pos); node >= btMinValueLead {
				return t.valueResult(node)
			}
			return trieNoValue
		}
		pos = t.skipValue(pos+1, node)
	}
	if in == t.b(pos) {
		pos++
		t.pos = pos
		if node := t.b(pos); node >= btMinValueLead {
			return t.valueResult(node)
		}
		return trieNoValue
	}
	t.pos = -1
	return trieNoMatch
}

func (t *bytesTrie) value() int {
	v, _ := t.readValue(t.pos+1, t.b(t.pos)>>1)
	return v
}
