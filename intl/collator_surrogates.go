package intl

import (
	"strings"
	"unicode/utf8"
)

// A JavaScript string may hold a lone surrogate (half of a pair, alone),
// which a Go string can only hold in WTF-8: its three bytes of generalized
// UTF-8 (ED A0 80 to ED BF BF). The engine passes a guest's string to
// Compare that way. ICU weighs a lone surrogate by its code unit, as an
// unassigned code point: after U+D7FF and before the private use
// characters (U+E000), each at a primary weight of its own, below U+FFFD
// (which CLDR's root puts after every other character).

// surrogateAt reports whether s starts with a lone surrogate in WTF-8, and
// which.
func surrogateAt(s string) (uint16, bool) {
	if len(s) >= 3 && s[0] == 0xed && s[1] >= 0xa0 && s[1] <= 0xbf && s[2] >= 0x80 && s[2] <= 0xbf {
		return 0xd000 | uint16(s[1]&0x3f)<<6 | uint16(s[2]&0x3f), true
	}
	return 0, false
}

// hasSurrogate reports whether s holds a lone surrogate in WTF-8.
func hasSurrogate(s string) bool {
	for i := strings.IndexByte(s, 0xed); i >= 0; {
		if _, ok := surrogateAt(s[i:]); ok {
			return true
		}
		j := strings.IndexByte(s[i+1:], 0xed)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// surrogateAnchor is the code point a lone surrogate follows in ICU's
// order: the last unassigned one before the surrogates, which x/text
// weighs by its code point as ICU does.
const surrogateAnchor = 0xd7ff

// compareSurrogates is Compare of strings of which one holds a lone
// surrogate: the primary and secondary levels with each surrogate weighed
// by its code unit after surrogateAnchor and the text between compared as
// usual, then, for strings equal there (their surrogates alike and in the
// same places), the other levels with each surrogate as U+FFFD.
func (c *Collator) compareSurrogates(x, y string) int {
	px, sx := c.surrogateLevels(x)
	py, sy := c.surrogateLevels(y)
	if r := compareInts(px, py); r != 0 {
		return r
	}
	if c.Sensitivity != "base" && c.Sensitivity != "case" {
		if c.backwards {
			sx, sy = reversed(sx), reversed(sy)
		}
		if r := compareInts(sx, sy); r != 0 {
			return r
		}
	}
	return c.compareText(surrogatesAsFFFD(x), surrogatesAsFFFD(y))
}

// surrogatesAsFFFD writes each lone surrogate of s as U+FFFD.
func surrogatesAsFFFD(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if _, ok := surrogateAt(s[i:]); ok {
			b.WriteRune(utf8.RuneError)
			i += 3
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

func reversed(s []int) []int {
	r := make([]int, len(s))
	for i, v := range s {
		r[len(s)-1-i] = v
	}
	return r
}

// surrogateLevels are the primary and secondary weights of s (levels),
// its lone surrogates weighed apart and the runs between them prepared
// as compareText prepares a string.
func (c *Collator) surrogateLevels(s string) (p, sec []int) {
	anchor, _ := c.anchorWeights(surrogateAnchor)
	run := func(t string) {
		if t == "" {
			return
		}
		t = c.prepare(t)
		han := c.han
		if han == nil && mayHoldHan(t) {
			han = rootHanOrder()
		}
		rp, rs := c.levels(t, han, hasNewer(t))
		p, sec = append(p, rp...), append(sec, rs...)
	}
	start := 0
	for i := 0; i < len(s); {
		u, ok := surrogateAt(s[i:])
		if !ok {
			_, n := utf8.DecodeRuneInString(s[i:])
			i += n
			continue
		}
		run(s[start:i])
		p = append(p, c.remap(anchor)<<newerRankBits+1+int(u-0xd800))
		sec = append(sec, commonSecondary<<12)
		i += 3
		start = i
	}
	run(s[start:])
	return p, sec
}

// specialPrimary is the primary weight CLDR's root gives U+FFFE (the
// lowest of all, below every other character's), U+FFFD and U+FFFF (the
// highest: U+FFFD after every other character, U+FFFF after it), where
// x/text weighs U+FFFD as a symbol and the others as unassigned.
func specialPrimary(r rune) (int, bool) {
	switch r {
	case 0xfffe:
		return 1, true
	case 0xfffd:
		return 1 << 40, true
	case 0xffff:
		return 1<<40 + 1, true
	}
	return 0, false
}

// hasSpecial reports whether s holds U+FFFD, U+FFFE or U+FFFF.
func hasSpecial(s string) bool {
	for i := strings.Index(s, "\xef\xbf"); i >= 0; {
		if i+2 < len(s) && s[i+2] >= 0xbd && s[i+2] <= 0xbf {
			return true
		}
		j := strings.Index(s[i+1:], "\xef\xbf")
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}
