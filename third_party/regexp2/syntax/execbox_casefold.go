package syntax

// ECMAScript's case-insensitive matching (execbox patch, PATCHES.md).
//
// With the i flag, ECMAScript matches two characters when Canonicalize
// gives the same value for both (ECMA-262 22.2.2.7.3): without the u or v
// flag, the code unit's uppercase form, kept as it is when that form is
// several characters or when it is ASCII and the character is not; with u
// or v, simple case folding. Canonicalize partitions the characters into
// classes, and the tables in execbox_casefold_tables.go hold those classes
// as Node 20 (V8, Unicode 17) matches them, recorded from Node by
// scripts/casefold/record.mjs. Upstream regexp2 folds by lowercasing and by
// Go's case orbits (Unicode 15), which join characters ECMAScript keeps
// apart without u (the Kelvin sign and k, the long s and s) and miss
// Unicode 16's and 17's case pairs.

import "sort"

// ecmaFoldNext is the next member of r's class in the table, and whether r
// is in a class of two or more.
func ecmaFoldNext(r rune, unicodeMode bool) (rune, bool) {
	if unicodeMode {
		t := ecmaFoldUnicode[:]
		i := sort.Search(len(t), func(i int) bool { return rune(t[i]>>21) >= r })
		if i < len(t) && rune(t[i]>>21) == r {
			return rune(t[i] & (1<<21 - 1)), true
		}
		return r, false
	}
	if r > 0xFFFF {
		return r, false
	}
	t := ecmaFoldNonUnicode[:]
	i := sort.Search(len(t), func(i int) bool { return rune(t[i]>>16) >= r })
	if i < len(t) && rune(t[i]>>16) == r {
		return rune(t[i] & 0xFFFF), true
	}
	return r, false
}

// EcmaFoldEqual tells whether a and b match each other case-insensitively
// in an ECMAScript pattern, with the u or v flag (unicodeMode) or without.
func EcmaFoldEqual(a, b rune, unicodeMode bool) bool {
	if a == b {
		return true
	}
	if a < 0x80 && b < 0x80 {
		return a|0x20 == b|0x20 && a|0x20 >= 'a' && a|0x20 <= 'z'
	}
	for next, ok := ecmaFoldNext(a, unicodeMode); ok && next != a; next, _ = ecmaFoldNext(next, unicodeMode) {
		if next == b {
			return true
		}
	}
	return false
}

// EcmaFoldHasClass tells whether r matches some other character
// case-insensitively.
func EcmaFoldHasClass(r rune, unicodeMode bool) bool {
	_, ok := ecmaFoldNext(r, unicodeMode)
	return ok
}

// EcmaFoldClose adds to a set of characters, given as sorted [lo, hi]
// pairs, every character that matches one of its members
// case-insensitively; it returns the added characters as [c, c] pairs
// (unsorted, possibly repeated), nil when there are none.
func EcmaFoldClose(ranges []rune, unicodeMode bool) []rune {
	var added []rune
	inSet := func(c rune) bool {
		i := sort.Search(len(ranges)/2, func(i int) bool { return ranges[2*i+1] >= c })
		return i < len(ranges)/2 && ranges[2*i] <= c
	}
	for i := 0; i+1 < len(ranges); i += 2 {
		lo, hi := ranges[i], ranges[i+1]
		if unicodeMode {
			t := ecmaFoldUnicode[:]
			j := sort.Search(len(t), func(j int) bool { return rune(t[j]>>21) >= lo })
			for ; j < len(t) && rune(t[j]>>21) <= hi; j++ {
				start := rune(t[j] >> 21)
				for next := rune(t[j] & (1<<21 - 1)); next != start; next, _ = ecmaFoldNext(next, true) {
					if !inSet(next) {
						added = append(added, next, next)
					}
				}
			}
			continue
		}
		if lo > 0xFFFF {
			continue
		}
		t := ecmaFoldNonUnicode[:]
		j := sort.Search(len(t), func(j int) bool { return rune(t[j]>>16) >= lo })
		for ; j < len(t) && rune(t[j]>>16) <= hi; j++ {
			start := rune(t[j] >> 16)
			for next := rune(t[j] & 0xFFFF); next != start; next, _ = ecmaFoldNext(next, false) {
				if !inSet(next) {
					added = append(added, next, next)
				}
			}
		}
	}
	return added
}

// addEcmaCaseEquivalences is addCaseEquivalences by ECMAScript's rule.
func (c *CharSet) addEcmaCaseEquivalences(unicodeMode bool) {
	if c.anything {
		return
	}
	ranges := make([]rune, 0, 2*len(c.ranges))
	for _, r := range c.ranges {
		ranges = append(ranges, r.First, r.Last)
	}
	added := EcmaFoldClose(ranges, unicodeMode)
	if len(added) == 0 {
		return
	}
	for i := 0; i < len(added); i += 2 {
		c.ranges = append(c.ranges, SingleRange{First: added[i], Last: added[i]})
	}
	c.canonicalize()
}

// ecmaFoldsCase tells whether options ask for ECMAScript's case-insensitive
// matching.
func ecmaFoldsCase(opt RegexOptions) bool {
	return opt&(ECMAScript|IgnoreCase) == ECMAScript|IgnoreCase
}

// ecmaWordIU is ECMAScript's \w with the i and u flags: the ASCII word
// characters and the two characters whose simple case folding is one of
// them, the long s (s) and the Kelvin sign (k) (WordCharacters, ECMA-262
// 22.2.2.9.4). \W is its complement.
var ecmaWordIU = []rune{0x0030, 0x003a, 0x0041, 0x005b, 0x005f, 0x0060, 0x0061, 0x007b, 0x017f, 0x0180, 0x212a, 0x212b}

// ecmaWordClass is \w (or \W, when negate) for a pattern with these options.
func ecmaWordClass(opt RegexOptions, negate bool) *CharSet {
	if ecmaFoldsCase(opt) && opt&Unicode != 0 {
		return getCharSetFromOldString(ecmaWordIU, negate)()
	}
	if negate {
		return NotECMAWordClass()
	}
	return ECMAWordClass()
}
