package intl

import "unicode/utf16"

// utext is text as ICU sees it: UTF-16 code units, indexes counted in
// them. Segments are reported in the same units, and the dictionary
// algorithms measure words in them, so working in UTF-16 keeps every
// length the same as ICU's.
type utext []uint16

// at is the code point starting at i and its length in units (an unpaired
// surrogate is itself); past the end it is -1 and 0.
func (t utext) at(i int) (rune, int) {
	if i >= len(t) || i < 0 {
		return -1, 0
	}
	c := rune(t[i])
	if utf16.IsSurrogate(c) && c < 0xdc00 && i+1 < len(t) && t[i+1] >= 0xdc00 && t[i+1] < 0xe000 {
		return utf16.DecodeRune(c, rune(t[i+1])), 2
	}
	return c, 1
}

// before is the code point ending at i and its length.
func (t utext) before(i int) (rune, int) {
	if i <= 0 || i > len(t) {
		return -1, 0
	}
	c := rune(t[i-1])
	if c >= 0xdc00 && c < 0xe000 && i >= 2 && t[i-2] >= 0xd800 && t[i-2] < 0xdc00 {
		return utf16.DecodeRune(rune(t[i-2]), c), 2
	}
	return c, 1
}

// next runs the rules' state machine from the boundary at pos to the next
// one, as ICU's RuleBasedBreakIterator::handleNext does: the longest match
// of the rules wins, a look-ahead rule ends at the position it marked, and
// a machine that does not move still advances one code point. It returns
// the boundary, the index of its rule status, and how many characters of
// the segment belong to a dictionary category.
func (r *ruleSet) next(t utext, pos int, lookAhead []int) (end, statusIndex, dictChars int) {
	for i := range lookAhead {
		lookAhead[i] = -1
	}
	const (
		run = iota
		start
		stop
	)
	result := pos
	c, n := t.at(pos)
	p := pos + n
	state := 1
	mode := run
	category := 0
	if r.bofNeeded {
		category, mode = 2, start
	}
	for {
		if c < 0 {
			if mode == stop {
				break
			}
			mode, category = stop, 1
		}
		if mode == run {
			category = r.trie.get(c)
			if category >= r.dictStart {
				dictChars++
			}
		}
		state = r.field(state, 3+category)
		accepting := r.field(state, 0)
		if accepting == 1 {
			if mode != start {
				result = p
			}
			statusIndex = r.field(state, 2)
		} else if accepting > 1 && accepting < len(lookAhead) && lookAhead[accepting] >= 0 {
			return lookAhead[accepting], r.field(state, 2), dictChars
		}
		if rule := r.field(state, 1); rule > 1 && rule < len(lookAhead) {
			lookAhead[rule] = p
		}
		if state == 0 {
			break
		}
		if mode == run {
			c, n = t.at(p)
			p += n
		} else if mode == start {
			mode = run
		}
	}
	if result == pos {
		_, n := t.at(pos)
		return pos + n, 0, dictChars
	}
	return result, statusIndex, dictChars
}

// isDictionary reports a character whose rule category is one the word
// rules hand to a dictionary (Han, kana, Hangul syllables, and the
// characters of Line_Break=Complex_Context: Thai, Lao, Khmer, Myanmar, ...).
func (r *ruleSet) isDictionary(c rune) bool { return r.trie.get(c) >= r.dictStart }
