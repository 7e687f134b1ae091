package intl

import (
	"math"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Word segmentation by dictionary, for the runs of text that ICU's word
// rules leave to a "language break engine": Chinese and Japanese (one
// dictionary with a cost per word, split by the cheapest path), Thai, Lao,
// Khmer and Burmese (word lists, split greedily with three words of
// lookahead). The algorithms follow ICU's dictbe.cpp as documented there;
// the dictionaries are ICU's own (segmenter_data.go), so the runner splits
// text where Node 20 does.

// wordDictionary is one of ICU's .dict items: a UCharsTrie of words with
// costs, or a BytesTrie whose bytes are code points minus an offset.
type wordDictionary struct {
	uchars bool
	trie   string
	offset rune // for byte tries: the code point of byte 0
}

func parseDictionary(raw string) *wordDictionary {
	d := icuItem(raw, "Dict")
	trieOffset, trieEnd := int(le32(d, 0)), int(le32(d, 4))
	kind, transform := le32(d, 16), le32(d, 20)
	w := &wordDictionary{uchars: kind&7 == 1, trie: d[trieOffset:trieEnd]}
	if !w.uchars && transform&0x7f000000 == 0x1000000 {
		w.offset = rune(transform & 0x1fffff)
	}
	return w
}

// byteFor is ICU's transform of a code point into a dictionary byte: ZWJ
// and ZWNJ have the top two bytes, anything out of range becomes -1.
func (w *wordDictionary) byteFor(c rune) int {
	switch c {
	case 0x200d:
		return 0xff
	case 0x200c:
		return 0xfe
	}
	if d := c - w.offset; d >= 0 && d <= 0xfd {
		return int(d)
	}
	return -1
}

// matches finds the dictionary words that begin at start, shortest first,
// reading at most maxLength code units and recording at most len(cu)
// words: their lengths in code units and in code points, and (for tries
// with values) their costs. prefix is how many code points were read,
// including the one that ended the walk (ICU's DictionaryMatcher::matches).
func (w *wordDictionary) matches(t utext, start, maxLength int, cu, cp, values []int) (count, prefix int) {
	var ut ucharsTrie
	var bt bytesTrie
	ut.s, bt.s = w.trie, w.trie
	ut.reset()
	bt.reset()
	p := start
	for {
		c, n := t.at(p)
		if c < 0 {
			break
		}
		p += n
		var r trieResult
		if w.uchars {
			r = ut.nextRune(c)
		} else {
			r = bt.next(w.byteFor(c))
		}
		length := p - start
		prefix++
		if r.hasValue() {
			if count < len(cu) || count < len(cp) {
				if cu != nil {
					cu[count] = length
				}
				if cp != nil {
					cp[count] = prefix
				}
				if values != nil {
					if w.uchars {
						values[count] = ut.value()
					} else {
						values[count] = bt.value()
					}
				}
				count++
			}
			if r == trieFinalValue {
				break
			}
		} else if r == trieNoMatch {
			break
		}
		if length >= maxLength {
			break
		}
	}
	return count, prefix
}

// breakEngine splits a run of dictionary characters; handles says which
// characters it takes.
type breakEngine interface {
	handles(c rune) bool
	divide(t utext, start, end int, breaks []int) ([]int, int)
}

// unhandledEngine takes characters no dictionary covers (Hangul, Tai Tham,
// ...): whole scripts at a time, as ICU's UnhandledEngine does, and finds
// no breaks in them.
type unhandledEngine struct{ scripts []*unicode.RangeTable }

func (u *unhandledEngine) handles(c rune) bool {
	s := scriptOf(c)
	for _, h := range u.scripts {
		if h == s {
			return true
		}
	}
	return false
}

func (u *unhandledEngine) add(c rune) {
	if !u.handles(c) {
		u.scripts = append(u.scripts, scriptOf(c))
	}
}

func (u *unhandledEngine) divide(_ utext, _, _ int, breaks []int) ([]int, int) { return breaks, 0 }

// scriptUnknown stands for the script of unassigned code points.
var scriptUnknown = &unicode.RangeTable{}

// scriptOf is a character's Script: Unicode 17.0 for the scripts engines
// are chosen by (segmenter_scripts.go), Go's tables for the others.
func scriptOf(c rune) *unicode.RangeTable {
	for _, s := range [...]*unicode.RangeTable{scriptCommon, scriptInherited, scriptHan, scriptHiragana,
		scriptKatakana, scriptHangul, scriptThai, scriptLao, scriptKhmer, scriptMyanmar} {
		if unicode.Is(s, c) {
			return s
		}
	}
	for name, s := range unicode.Scripts {
		switch name {
		case "Common", "Inherited", "Han", "Hiragana", "Katakana", "Hangul", "Thai", "Lao", "Khmer", "Myanmar":
			continue
		}
		if unicode.Is(s, c) {
			return s
		}
	}
	return scriptUnknown
}

// The engines are made once per process when text first needs them, and
// stay, as ICU's break-engine factory keeps them: which ones exist can
// change how a run that starts with a character of no script of its own
// (the prolonged sound mark ー) is split, in Node as here.
var (
	enginesMu sync.Mutex
	engines   []breakEngine
)

// engineFor is RuleBasedBreakIterator::getLanguageBreakEngine: the
// engines this iteration used, newest first, then the process's, then a
// new one for the character's script, then the unhandled engine.
func (it *wordIteration) engineFor(c rune) breakEngine {
	for i := len(it.stack) - 1; i >= 0; i-- {
		if it.stack[i].handles(c) {
			return it.stack[i]
		}
	}
	if e := factoryEngine(c); e != nil {
		it.stack = append(it.stack, e)
		return e
	}
	if it.unhandled == nil {
		it.unhandled = &unhandledEngine{}
		it.stack = append([]breakEngine{it.unhandled}, it.stack...)
	}
	it.unhandled.add(c)
	return it.unhandled
}

func factoryEngine(c rune) breakEngine {
	enginesMu.Lock()
	defer enginesMu.Unlock()
	for i := len(engines) - 1; i >= 0; i-- {
		if engines[i].handles(c) {
			return engines[i]
		}
	}
	var e breakEngine
	switch scriptOf(c) {
	case scriptHan, scriptHiragana, scriptKatakana:
		e = &cjkEngine{dict: parseDictionary(cjDictData)}
	case scriptThai:
		e = newSoutheastAsianEngine(scriptThai, thaiDictData)
	case scriptLao:
		e = newSoutheastAsianEngine(scriptLao, laoDictData)
	case scriptKhmer:
		e = newSoutheastAsianEngine(scriptKhmer, khmerDictData)
	case scriptMyanmar:
		e = newSoutheastAsianEngine(scriptMyanmar, burmeseDictData)
	default:
		return nil
	}
	engines = append(engines, e)
	return e
}

// cjkEngine splits Chinese and Japanese: the cheapest segmentation of
// the run, words costing what the dictionary says, characters it does not
// know 255 each, and a run of katakana its own candidate word at a cost
// by length.
type cjkEngine struct{ dict *wordDictionary }

func (e *cjkEngine) handles(c rune) bool {
	return unicode.In(c, scriptHan, scriptHiragana, scriptKatakana) ||
		c == 0x30fc || c == 0xff70 || c == 0xff9e || c == 0xff9f
}

func isKatakana(c rune) bool {
	return c >= 0x30a1 && c <= 0x30fe && c != 0x30fb || c >= 0xff66 && c <= 0xff9f
}

var katakanaCost = [...]uint32{8192, 984, 408, 240, 204, 252, 300, 372, 480}

func (e *cjkEngine) divide(t utext, start, end int, breaks []int) ([]int, int) {
	if start >= end {
		return breaks, 0
	}
	// The dictionary holds NFKC text: normalize the run (by the
	// normalizer's own fragments) and remember, for each code point of the
	// normalized text, where its fragment began in the original.
	var runes []rune
	var origin []int // per normalized code point, then the end
	raw := string(utf16Runes(t[start:end]))
	if norm.NFKC.IsNormalString(raw) {
		for p := start; p < end; {
			c, n := t.at(p)
			runes = append(runes, c)
			origin = append(origin, p)
			p += n
		}
	} else {
		p := start
		for p < end {
			fragStart := p
			c, n := t.at(p)
			frag := []rune{c}
			p += n
			for p < end {
				c, n = t.at(p)
				if norm.NFKC.PropertiesString(string(c)).BoundaryBefore() {
					break
				}
				frag = append(frag, c)
				p += n
			}
			for _, r := range norm.NFKC.String(string(frag)) {
				runes = append(runes, r)
				origin = append(origin, fragStart)
			}
		}
	}
	origin = append(origin, end)
	n := len(runes)
	norm16 := utext(utf16Encode(runes))
	unitAt := make([]int, n+1) // code point index -> unit index in norm16
	for i, u := 0, 0; i <= n; i++ {
		unitAt[i] = u
		if i < n {
			u += utf16Len(runes[i])
		}
	}

	const unreachable = math.MaxUint32
	best := make([]uint32, n+1)
	prev := make([]int, n+1)
	for i := range best {
		best[i], prev[i] = unreachable, -1
	}
	best[0] = 0
	lengths := make([]int, n)
	values := make([]int, n)
	prevKatakana := false
	for i := 0; i < n; i++ {
		if best[i] == unreachable {
			continue
		}
		count, _ := e.dict.matches(norm16, unitAt[i], 20, nil, lengths, values)
		if count == 0 || lengths[0] != 1 {
			values[count], lengths[count] = 255, 1
			count++
		}
		for j := 0; j < count; j++ {
			cost := best[i] + uint32(values[j])
			if k := i + lengths[j]; cost < best[k] {
				best[k], prev[k] = cost, i
			}
		}
		katakana := isKatakana(runes[i])
		if !prevKatakana && katakana {
			run := 1
			for i+run < n && run < 20 && isKatakana(runes[i+run]) {
				run++
			}
			if run < 20 {
				cost := katakanaCost[0]
				if run < len(katakanaCost) {
					cost = katakanaCost[run]
				}
				if cost += best[i]; cost < best[i+run] {
					best[i+run], prev[i+run] = cost, i
				}
			}
		}
		prevKatakana = katakana
	}
	// Walk the cheapest path back, then report its boundaries in the
	// original text, inside the run only.
	var path []int
	if best[n] == unreachable {
		path = []int{n}
	} else {
		for i := n; i > 0; i = prev[i] {
			path = append(path, i)
		}
	}
	if len(breaks) == 0 || breaks[len(breaks)-1] < start {
		path = append(path, 0)
	}
	found := 0
	last := -1
	for i := len(path) - 1; i >= 0; i-- {
		pos := origin[path[i]]
		if pos > last && pos != start {
			breaks = append(breaks, pos)
			found++
		}
		last = pos
	}
	if len(breaks) > 0 && breaks[len(breaks)-1] == end {
		breaks = breaks[:len(breaks)-1]
		found--
	}
	return breaks, found
}

// southeastAsianEngine splits Thai, Lao, Khmer and Burmese the way ICU's
// engines for them do: take the dictionary word that lets the most of the
// next two words match too, glue a short non-word to the word before it,
// resynchronise at a plausible word start, never stop before a combining
// mark; Thai also keeps its elision and repetition marks with the word.
type southeastAsianEngine struct {
	dict                  *wordDictionary
	set, mark, begin, end func(rune) bool
	thai                  bool
	script                *unicode.RangeTable
}

// complexContext is Line_Break=Complex_Context (SA), read from the word
// rules, whose dictionary categories are exactly SA plus the CJK letters.
func complexContext(script *unicode.RangeTable) func(rune) bool {
	rules := wordBreakRules()
	return func(c rune) bool { return unicode.Is(script, c) && rules.isDictionary(c) }
}

func newSoutheastAsianEngine(script *unicode.RangeTable, data string) *southeastAsianEngine {
	set := complexContext(script)
	e := &southeastAsianEngine{dict: parseDictionary(data), set: set, script: script}
	e.mark = func(c rune) bool { return c == ' ' || set(c) && unicode.Is(unicode.M, c) }
	in := func(c, lo, hi rune) bool { return c >= lo && c <= hi }
	switch script {
	case scriptThai:
		e.thai = true
		e.end = func(c rune) bool { return set(c) && c != 0x0e31 && !in(c, 0x0e40, 0x0e44) }
		e.begin = func(c rune) bool { return in(c, 0x0e01, 0x0e2e) || in(c, 0x0e40, 0x0e44) }
	case scriptLao:
		e.end = func(c rune) bool { return set(c) && !in(c, 0x0ec0, 0x0ec4) }
		e.begin = func(c rune) bool { return in(c, 0x0e81, 0x0eae) || in(c, 0x0edc, 0x0edd) || in(c, 0x0ec0, 0x0ec4) }
	case scriptKhmer:
		e.end = func(c rune) bool { return set(c) && c != 0x17d2 }
		e.begin = func(c rune) bool { return in(c, 0x1780, 0x17b3) }
	default: // Myanmar
		e.end = set
		e.begin = func(c rune) bool { return in(c, 0x1000, 0x102a) }
	}
	return e
}

func (e *southeastAsianEngine) handles(c rune) bool { return e.set(c) }

// candidateWords is ICU's PossibleWord: the dictionary words at one
// position, longest first to try, with the one chosen so far.
type candidateWords struct {
	count, prefix, offset, mark, current int
	cu, cp                               [20]int
}

// candidates fills the list for the position *p (once per position) and
// leaves *p after the longest word.
func (w *candidateWords) candidates(t utext, p *int, d *wordDictionary, rangeEnd int) int {
	start := *p
	if start != w.offset {
		w.offset = start
		w.count, w.prefix = d.matches(t, start, rangeEnd-start, w.cu[:], w.cp[:], nil)
	}
	if w.count > 0 {
		*p = start + w.cu[w.count-1]
	}
	w.current = w.count - 1
	w.mark = w.current
	return w.count
}

func (w *candidateWords) acceptMarked(p *int) int {
	*p = w.offset + w.cu[w.mark]
	return w.cu[w.mark]
}

func (w *candidateWords) backUp(p *int) bool {
	if w.current > 0 {
		w.current--
		*p = w.offset + w.cu[w.current]
		return true
	}
	return false
}

const (
	seaLookahead     = 3
	seaRootCombine   = 3 // a non-word joins a preceding word shorter than this
	seaPrefixCombine = 3 // ... unless it starts this much of a dictionary word
	seaMinWordSpan   = 4
	thaiPaiyannoi    = 0x0e2f
	thaiMaiyamok     = 0x0e46
)

func (e *southeastAsianEngine) divide(t utext, rangeStart, rangeEnd int, breaks []int) ([]int, int) {
	if e.thai {
		p := rangeStart
		for k := 0; k < seaMinWordSpan; k++ {
			_, n := t.at(p)
			p += n
		}
		if p >= rangeEnd {
			return breaks, 0
		}
	} else if rangeEnd-rangeStart < seaMinWordSpan {
		return breaks, 0
	}
	var words [seaLookahead]candidateWords
	for i := range words {
		words[i].offset = -1
	}
	found := 0
	p := rangeStart
	for p < rangeEnd {
		current := p
		cuLen, cpLen := 0, 0
		w := &words[found%seaLookahead]
		switch n := w.candidates(t, &p, e.dict, rangeEnd); {
		case n == 1:
			cuLen = w.acceptMarked(&p)
			cpLen = w.cp[w.mark]
			found++
		case n > 1:
			// Prefer the candidate that the most following words agree with.
			if p < rangeEnd {
			search:
				for {
					if words[(found+1)%seaLookahead].candidates(t, &p, e.dict, rangeEnd) > 0 {
						w.mark = w.current
						if p >= rangeEnd {
							break search
						}
						for {
							if words[(found+2)%seaLookahead].candidates(t, &p, e.dict, rangeEnd) > 0 {
								w.mark = w.current
								break search
							}
							if !words[(found+1)%seaLookahead].backUp(&p) {
								break
							}
						}
					}
					if !w.backUp(&p) {
						break
					}
				}
			}
			cuLen = w.acceptMarked(&p)
			cpLen = w.cp[w.mark]
			found++
		}
		// A short word followed by a non-word: glue what follows on, up to
		// a plausible word start the dictionary confirms.
		if p < rangeEnd && cpLen < seaRootCombine {
			next := &words[found%seaLookahead]
			if next.candidates(t, &p, e.dict, rangeEnd) <= 0 && (cuLen == 0 || next.prefix < seaPrefixCombine) {
				remaining := rangeEnd - (current + cuLen)
				chars := 0
				for {
					pc, n := t.at(p)
					p += n
					chars += n
					remaining -= n
					if remaining <= 0 {
						break
					}
					uc, _ := t.at(p)
					if e.end(pc) && e.begin(uc) {
						k := words[(found+1)%seaLookahead].candidates(t, &p, e.dict, rangeEnd)
						p = current + cuLen + chars
						if k > 0 {
							break
						}
					}
				}
				if cuLen <= 0 {
					found++
				}
				cuLen += chars
			} else {
				p = current + cuLen
			}
		}
		for p < rangeEnd {
			c, n := t.at(p)
			if !e.mark(c) {
				break
			}
			p += n
			cuLen += n
		}
		if e.thai && p < rangeEnd && cuLen > 0 {
			uc, _ := t.at(p)
			if words[found%seaLookahead].candidates(t, &p, e.dict, rangeEnd) <= 0 && (uc == thaiPaiyannoi || uc == thaiMaiyamok) {
				if uc == thaiPaiyannoi {
					if pc, _ := t.before(p); pc != thaiPaiyannoi && pc != thaiMaiyamok {
						_, n := t.at(p)
						p += n
						cuLen += n
						uc, _ = t.at(p)
					}
				}
				if uc == thaiMaiyamok {
					if pc, _ := t.before(p); pc != thaiMaiyamok {
						_, n := t.at(p)
						p += n
						cuLen += n
					}
				}
			} else {
				p = current + cuLen
			}
		}
		if cuLen > 0 {
			breaks = append(breaks, current+cuLen)
		}
	}
	if len(breaks) > 0 && breaks[len(breaks)-1] >= rangeEnd {
		breaks = breaks[:len(breaks)-1]
		found--
	}
	return breaks, found
}
