package intl

import (
	"unicode"

	"github.com/rivo/uniseg"
)

// Segmenter is Intl.Segmenter. Graphemes and words follow rivo/uniseg's
// UAX #29 rules (Unicode 15.0; ICU 78 has 17.0, whose additions are new
// characters, not new rules for the common ones); sentences follow this
// package's (sentence.go, Unicode 17.0), since uniseg's break differently
// from ICU's around terminators.
type Segmenter struct {
	Locale      Locale
	Granularity string // grapheme, word, sentence
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
	return s, nil
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

// dictionaryScript reports text that ICU splits into words with a
// dictionary (Chinese, Japanese, Thai, ...), which UAX #29 does not do.
func dictionaryScript(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai, unicode.Lao,
		unicode.Khmer, unicode.Myanmar)
}

// Segments splits text; word segmentation of text in a script ICU splits
// with a dictionary is refused rather than answered differently.
func (s *Segmenter) Segments(text string) ([]Segment, error) {
	var out []Segment
	index := 0
	state := -1
	if s.Granularity == "sentence" {
		start := 0
		for _, end := range sentenceBoundaries(text) {
			n := 0
			for _, r := range text[start:end] {
				n += utf16Len(r)
			}
			out = append(out, Segment{index, n, false})
			index += n
			start = end
		}
		return out, nil
	}
	rest := text
	for rest != "" {
		var seg string
		switch s.Granularity {
		case "word":
			seg, rest, state = uniseg.FirstWordInString(rest, state)
		default:
			seg, rest, _, state = uniseg.FirstGraphemeClusterInString(rest, state)
		}
		n := 0
		wordLike := false
		for _, r := range seg {
			n += utf16Len(r)
			if s.Granularity == "word" {
				if dictionaryScript(r) {
					return nil, unsupported("Intl.Segmenter", "granularity", "word for Chinese, Japanese, Thai and other text ICU splits with a dictionary")
				}
				if unicode.IsLetter(r) || unicode.IsNumber(r) {
					wordLike = true
				}
			}
		}
		out = append(out, Segment{index, n, wordLike})
		index += n
	}
	return out, nil
}

func utf16Len(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}
