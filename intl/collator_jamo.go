package intl

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// Korean's searchjl collation (ko-u-co-searchjl, or the collation option
// "searchjl") is ICU's root search collation with rules for the conjoining
// jamo, so that a string of initial consonants finds the words they
// begin (ㄱㄴ sorts with 가나): in a syllable, in NFD an initial, a vowel
// and perhaps a final consonant, only the initial weighs at the primary
// level. The 21 vowels (U+1161 to U+1175) and 27 final consonants
// (U+11A8 to U+11C2) weigh as accents, in that order, after every other
// accent; a double initial (ᄁ, ᄄ, ᄈ, ᄊ, ᄍ), and a ᄀ, ᄃ, ᄇ, ᄉ or ᄌ
// right after the same one, weighs as its single initial with the lowest
// accent, U+0332's (까 before 가); the compatibility letters ㄲ, ㄸ, ㅃ, ㅆ and
// ㅉ as ㄱ, ㄷ, ㅂ, ㅅ and ㅈ with that accent. The other jamo (the
// compatibility and halfwidth letters, the archaic ones) weigh as in the
// root. Checked against Node's order of every syllable and jamo and
// random strings under each option (collator-special.json.gz).

// jamoSecondary is the secondary weight of the first vowel, U+1161: above
// every weight of x/text's tables (levels shifts them by 12 bits).
const jamoSecondary = 1 << 16

// jamoAccent is the place of a vowel or final consonant among the jamo
// searchjl weighs as accents, -1 for the other runes.
func jamoAccent(r rune) int {
	switch {
	case r >= 0x1161 && r <= 0x1175:
		return int(r - 0x1161)
	case r >= 0x11a8 && r <= 0x11c2:
		return 21 + int(r-0x11a8)
	}
	return -1
}

// hasJamoAccent reports whether s holds a vowel or final consonant
// searchjl weighs as an accent.
func hasJamoAccent(s string) bool {
	return strings.IndexByte(s, 0xe1) >= 0 && strings.ContainsFunc(s, func(r rune) bool { return jamoAccent(r) >= 0 })
}

// dropJamoAccents removes the vowels and final consonants, which weigh
// nothing below the secondary level (flatten).
func dropJamoAccents(s string) string {
	if !hasJamoAccent(s) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if jamoAccent(r) >= 0 {
			return -1
		}
		return r
	}, s)
}

// doubleInitial is the single consonant of a double one searchjl weighs
// as it and an accent: the conjoining initials and the compatibility
// letters.
func doubleInitial(r rune) (rune, bool) {
	switch r {
	case 'ᄁ', 'ᄄ', 'ᄈ', 'ᄊ', 'ᄍ':
		// U+1101, U+1104, U+1108, U+110A, U+110D: one after their
		// single ones.
		return r - 1, true
	case 'ㄲ', 'ㄸ', 'ㅃ', 'ㅆ', 'ㅉ':
		return r - 1, true
	}
	return 0, false
}

// jamoForms writes the double initials of s (in NFD) as searchjl weighs
// them: the single initial and U+0332, the accent whose weight ICU's rules
// give them.
func jamoForms(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return r >= 0x1100 && r <= 0x110d || r >= 0x3131 && r <= 0x3149 }) {
		return s
	}
	var b strings.Builder
	prev := rune(-1)
	for _, r := range s {
		switch single, ok := doubleInitial(r); {
		case ok:
			b.WriteRune(single)
			b.WriteRune(0x0332)
		case r == prev && (r == 'ᄀ' || r == 'ᄃ' || r == 'ᄇ' || r == 'ᄉ' || r == 'ᄌ'):
			b.WriteRune(0x0332)
		default:
			b.WriteRune(r)
		}
		prev = r
	}
	return b.String()
}

// Korean's search collation (usage "search") is the root's search
// collation with rules that make each jamo a cluster stands for the
// cluster itself: a final consonant the initial one (ᆨ as ᄀ, so 각 sorts
// as 가 followed by ᄀ, before 가가), a double or complex consonant or vowel
// its letters (ᄁ and ᆩ as ᄀᄀ, ᆭ as ᄂᄒ, ᅢ as ᅡᅵ, ᅯ as ᅮᅥ).
// collator_kojamo.go lists them, read from Node's ICU; each is an
// expansion there, so writing the sequence in the jamo's place is exact.

// koSearchMap is koSearchJamo by jamo, read at the first use.
var koSearchMap = sync.OnceValue(newKoSearchMap)

func newKoSearchMap() map[rune]string {
	m := map[rune]string{}
	for _, e := range strings.Split(strings.TrimSuffix(koSearchJamo, ";"), ";") {
		r, n := utf8.DecodeRuneInString(e)
		m[r] = e[n:]
	}
	return m
}

// koSearchForms writes each jamo of s (in NFD) that Korean's search
// collation weighs as a sequence as that sequence.
func koSearchForms(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool {
		return r >= 0x1100 && r <= 0x11ff || r >= 0xa960 && r <= 0xa97c || r >= 0xd7b0 && r <= 0xd7fb
	}) {
		return s
	}
	m := koSearchMap()
	var b strings.Builder
	for _, r := range s {
		if seq, ok := m[r]; ok {
			b.WriteString(seq)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
