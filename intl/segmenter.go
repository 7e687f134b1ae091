package intl

import (
	"strings"
	"unicode/utf16"
)

// Segmenter is Intl.Segmenter. Text is split by the break rules and
// dictionaries of the ICU Node 20 carries (ICU 78.2, Unicode 17.0), read
// from its own data.
type Segmenter struct {
	Locale      Locale
	Granularity string // grapheme, word, sentence
	rules       *lazyRules
}

// NewSegmenter is the constructor's option reading.
func NewSegmenter(locales []string, o Options) (*Segmenter, error) {
	const ctor = "Intl.Segmenter"
	s := &Segmenter{Locale: Resolve(locales)}
	var err error
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	if s.Granularity, err = o.str(ctor, "granularity", []string{"grapheme", "word", "sentence"}, "grapheme"); err != nil {
		return nil, err
	}
	s.rules = segmentRules(s.Granularity, s.Locale.Tag, locales)
	return s, nil
}

// segmentRules picks the rule table ICU's locale data names: Greek ends
// sentences at ";" too (sent_el), and en-US-u-va-posix, ICU's en_US_POSIX,
// splits words at "." and ":" (word_POSIX); every other locale uses the
// root tables.
func segmentRules(granularity, resolved string, requested []string) *lazyRules {
	switch granularity {
	case "sentence":
		if resolved == "el" || strings.HasPrefix(resolved, "el-") {
			return &greekSentenceRules
		}
		return &sentenceRules
	case "word":
		if (resolved == "en-US" || strings.HasPrefix(resolved, "en-US-")) && len(requested) > 0 &&
			strings.HasPrefix(strings.ToLower(requested[0]), "en-us-") && isPOSIX(requested[0]) {
			return &wordPOSIXRules
		}
		return &wordRules
	}
	return &charRules
}

// isPOSIX reports a tag for ICU's POSIX variant: the -u-va-posix keyword,
// or the "posix" variant subtag it is the canonical form of.
func isPOSIX(tag string) bool {
	parts := strings.Split(strings.ToLower(tag), "-")
	inU := false
	for i, p := range parts {
		switch {
		case len(p) == 1:
			if inU = p == "u"; !inU && p != "" {
				return false // another extension or private use
			}
		case inU && p == "va":
			return i+1 < len(parts) && parts[i+1] == "posix"
		case !inU && p == "posix":
			return true
		}
	}
	return false
}

// Resolved is resolvedOptions().
func (s *Segmenter) Resolved() []KV {
	return []KV{{"locale", s.Locale.Tag}, {"granularity", s.Granularity}}
}

// Segment is one segment: its start in UTF-16 code units, its length in
// them, and for words whether it is word-like.
type Segment struct {
	Index, Length int
	WordLike      bool
}

// Segments splits text by the compiled rules of Node 20's ICU
// (segmenter_data.go), and words in Chinese, Japanese, Thai, Lao, Khmer
// and Burmese by its dictionaries (segmenter_dict.go).
func (s *Segmenter) Segments(text string) ([]Segment, error) {
	var out []Segment
	t := utext(utf16.Encode([]rune(text)))
	rules := s.rules
	if rules == nil {
		rules = segmentRules(s.Granularity, s.Locale.Tag, nil)
	}
	if s.Granularity == "word" {
		it := wordIteration{rules: rules.get(), text: t}
		for it.pos < len(t) {
			start := it.pos
			end, status := it.next()
			// V8's isWordLike: a status outside ICU's "none" range
			// (UBRK_WORD_NONE_LIMIT is 100).
			out = append(out, Segment{start, end - start, status >= 100})
		}
		return out, nil
	}
	r := rules.get()
	lookAhead := make([]int, r.lookAheads)
	for pos := 0; pos < len(t); {
		end, _, _ := r.next(t, pos, lookAhead)
		out = append(out, Segment{pos, end - pos, false})
		pos = end
	}
	return out, nil
}

// wordIteration walks the word boundaries of one text as ICU's
// RuleBasedBreakIterator does going forward: the rules give a segment;
// one that holds dictionary characters is split further by the break
// engines (BreakCache::populateFollowing and DictionaryCache), every piece
// taking the rule status of the segment's end.
type wordIteration struct {
	rules     *ruleSet
	text      utext
	pos       int
	pending   []int // dictionary boundaries still to return
	status    int
	lookAhead []int
	stack     []breakEngine
	unhandled *unhandledEngine
}

func (it *wordIteration) next() (end, status int) {
	if len(it.pending) > 0 {
		end, it.pending = it.pending[0], it.pending[1:]
		it.pos = end
		return end, it.status
	}
	if it.lookAhead == nil {
		it.lookAhead = make([]int, it.rules.lookAheads)
	}
	start := it.pos
	end, statusIndex, dictChars := it.rules.next(it.text, start, it.lookAhead)
	status = it.rules.ruleStatus(statusIndex)
	if dictChars > 0 && end-start > 1 {
		if breaks := it.dictionaryBreaks(start, end); len(breaks) > 0 {
			if breaks[0] > start {
				breaks = append([]int{start}, breaks...)
			}
			if breaks[len(breaks)-1] < end {
				breaks = append(breaks, end)
			}
			it.pending, it.status = breaks[2:], status
			it.pos = breaks[1]
			return breaks[1], status
		}
	}
	it.pos = end
	return end, status
}

// dictionaryBreaks is DictionaryCache::populateDictionary: each run of
// dictionary characters in [start, end) goes to the engine for its first
// character, which takes as much of the run as it handles.
func (it *wordIteration) dictionaryBreaks(start, end int) []int {
	var breaks []int
	found := 0
	p := start
	for {
		var c rune
		for p < end {
			var n int
			c, n = it.text.at(p)
			if it.rules.isDictionary(c) {
				break
			}
			p += n
		}
		if p >= end {
			break
		}
		e := it.engineFor(c)
		q := p
		for q < end {
			c, n := it.text.at(q)
			if !e.handles(c) {
				break
			}
			q += n
		}
		if q == p { // an engine that takes nothing: step over the character
			_, n := it.text.at(p)
			p += n
			continue
		}
		var k int
		breaks, k = e.divide(it.text, p, q, breaks)
		found += k
		p = q
	}
	if found <= 0 {
		return nil
	}
	return breaks
}

func utf16Runes(u []uint16) []rune { return utf16.Decode(u) }

func utf16Encode(r []rune) []uint16 { return utf16.Encode(r) }

func utf16Len(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}
