package intl

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// TestCollatorSpecialAgainstNode compares the special characters with
// Node 20's ICU (testdata/collator-special.json.gz, written by
// scripts/cldr/collator-cases.mjs), each class over its own letters under
// each option, with resolvedOptions: Korean's searchjl collation (every
// syllable and jamo next to its neighbours in Node's order, and random
// strings), the Arabic presentation forms under usage "search", the
// Japanese iteration and long vowel marks where they follow no kana, and
// lone surrogates in every kind of collation.
func TestCollatorSpecialAgainstNode(t *testing.T) {
	var doc struct {
		Sets []struct {
			Locale   string         `json:"locale"`
			Options  map[string]any `json:"options"`
			Resolved map[string]any `json:"resolved"`
			Pairs    [][2]jsString  `json:"pairs"`
			Out      []int          `json:"out"`
		} `json:"sets"`
	}
	readNodeCases(t, "collator-special", &doc)
	if len(doc.Sets) < 60 {
		t.Fatalf("%d sets", len(doc.Sets))
	}
	var tally collatorTally
	surrogates := 0
	for _, set := range doc.Sets {
		pairs := make([][2]string, len(set.Pairs))
		for i, p := range set.Pairs {
			pairs[i] = [2]string{string(p[0]), string(p[1])}
			if hasSurrogate(pairs[i][0]) || hasSurrogate(pairs[i][1]) {
				surrogates++
			}
		}
		if bad := tally.check(t, set.Locale, set.Options, set.Resolved, pairs, set.Out, 2, func(*Collator, string, string) bool { return false }); bad > 0 {
			t.Errorf("%s %v: %d of %d differ", set.Locale, set.Options, bad, len(pairs))
		}
	}
	if surrogates < 10000 {
		t.Errorf("%d comparisons with a lone surrogate", surrogates)
	}
	tally.log(t)
}

// jsString is a JSON string as JavaScript reads it: a \u escape of a lone
// surrogate (JSON.stringify writes one so) is kept in WTF-8, as the
// engine passes it to Compare, where encoding/json would make it U+FFFD.
type jsString string

func (s *jsString) UnmarshalJSON(b []byte) error {
	q := string(b)
	if len(q) < 2 || q[0] != '"' || q[len(q)-1] != '"' {
		return &json.UnmarshalTypeError{Value: q, Type: nil}
	}
	q = q[1 : len(q)-1]
	var units []uint16
	for i := 0; i < len(q); {
		if q[i] != '\\' {
			r, n := utf8.DecodeRuneInString(q[i:])
			units = utf16.AppendRune(units, r)
			i += n
			continue
		}
		switch e := q[i+1]; e {
		case 'u':
			u, err := strconv.ParseUint(q[i+2:i+6], 16, 16)
			if err != nil {
				return err
			}
			units = append(units, uint16(u))
			i += 6
		default:
			units = append(units, uint16(map[byte]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}[e]))
			i += 2
		}
	}
	*s = jsString(wtf8(units))
	return nil
}

// wtf8 is UTF-16 as the engine writes it for Compare: pairs as their code
// point, lone surrogates in WTF-8.
func wtf8(units []uint16) string {
	var b strings.Builder
	for i := 0; i < len(units); i++ {
		u := units[i]
		switch {
		case u >= 0xd800 && u < 0xdc00 && i+1 < len(units) && units[i+1] >= 0xdc00 && units[i+1] < 0xe000:
			b.WriteRune(utf16.DecodeRune(rune(u), rune(units[i+1])))
			i++
		case u >= 0xd800 && u < 0xe000:
			b.Write([]byte{0xed, 0x80 | byte(u>>6&0x3f), 0x80 | byte(u&0x3f)})
		default:
			b.WriteRune(rune(u))
		}
	}
	return b.String()
}

// TestCollatorUnimplementedCollations: a collation Node's ICU has for the
// language and the package does not implement is a RangeError, never the
// default order under another name; one ICU lacks there is ignored, as
// in V8 (Node: new Intl.Collator(tag).resolvedOptions().collation).
func TestCollatorUnimplementedCollations(t *testing.T) {
	for _, tag := range []string{"en-u-co-emoji", "fr-CA-u-co-eor", "zh-Hant-u-co-emoji", "sv-u-co-trad", "fi-u-co-trad", "vi-u-co-trad", "si-u-co-dict", "ln-u-co-phonetic", "ar-u-co-compat"} {
		if _, err := NewCollator([]string{tag}, Options{}); err == nil || !strings.Contains(err.Error(), "not supported by this runner") {
			t.Errorf("%s: %v, want a RangeError", tag, err)
		}
	}
	if _, err := NewCollator([]string{"en"}, Options{"collation": "emoji"}); err == nil {
		t.Error("en with collation emoji: no error")
	}
	// Node resolves each to "default".
	for _, tag := range []string{"yue-u-co-emoji", "gsw-u-co-eor", "en-u-co-trad", "de-u-co-dict", "ja-u-co-compat", "ko-u-co-stroke", "en-u-co-searchjl"} {
		c, err := NewCollator([]string{tag}, Options{})
		if err != nil {
			t.Errorf("%s: %v", tag, err)
			continue
		}
		if c.Collation != "default" {
			t.Errorf("%s: collation %q", tag, c.Collation)
		}
	}
}

// TestCollatorSpecialOrderIsConsistent: over random strings of the
// special characters (lone surrogates, U+FFFD, jamo, Arabic presentation
// forms, iteration marks) every collation compares each pair as the
// reverse of its swap and each string equal to itself, and a sorted list
// stays in order pairwise, so that sort gets an order to work with.
func TestCollatorSpecialOrderIsConsistent(t *testing.T) {
	letters := []string{"\xed\xa0\x80", "\xed\xb0\x80", "\xed\xbf\xbf", "\ufffd", "\uffff", "\ufffe", "\ud7ff", "\ue000", "a", "A", "é", "1", "-", " ",
		"가", "각", "ᄀ", "ᄁ", "ㄲ", "ᅡ", "ᆨ", "\u0332", "ﺃ", "أ", "ا", "ة", "ﺓ", "ゝ", "ー", "あ", "中", "😀", "\u0301"}
	seed := uint32(7)
	next := func(n int) int {
		seed = seed*1103515245 + 12345
		return int(seed>>8) % n
	}
	var words []string
	for range 60 {
		var b strings.Builder
		for range 1 + next(4) {
			b.WriteString(letters[next(len(letters))])
		}
		words = append(words, b.String())
	}
	for _, tc := range []struct {
		locale string
		o      Options
	}{{"en", nil}, {"ko-u-co-searchjl", nil}, {"ko", Options{"usage": "search"}}, {"ar", Options{"usage": "search"}}, {"ja", nil},
		{"zh", nil}, {"fr-CA", nil}, {"en", Options{"caseFirst": "upper"}}, {"en", Options{"sensitivity": "case"}}, {"en", Options{"numeric": true, "ignorePunctuation": true}}} {
		c, err := NewCollator([]string{tc.locale}, tc.o)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range words {
			if r := c.Compare(x, x); r != 0 {
				t.Errorf("%s %v: compare(%q, itself) = %d", tc.locale, tc.o, x, r)
			}
			for _, y := range words {
				if r, s := c.Compare(x, y), c.Compare(y, x); r != -s {
					t.Errorf("%s %v: compare(%q, %q) = %d, swapped %d", tc.locale, tc.o, x, y, r, s)
				}
			}
		}
		sorted := slices.Clone(words)
		slices.SortStableFunc(sorted, c.Compare)
		for i := range sorted {
			for j := i + 1; j < len(sorted); j++ {
				if c.Compare(sorted[i], sorted[j]) > 0 {
					t.Errorf("%s %v: %q sorted before %q, which compares below it", tc.locale, tc.o, sorted[i], sorted[j])
				}
			}
		}
	}
}
