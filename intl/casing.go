package intl

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// CaseMap is toLocaleLowerCase/toLocaleUpperCase for a canonical tag
// whose language has its own case mappings, as V8 hands them to ICU:
// Turkish and Azerbaijani dotted and dotless i, Lithuanian's dot above
// kept on lowercase i under accents, Greek's accents dropped in capitals.
// Any other language maps as the root does.
//
// The root mappings are Unicode's full ones (SpecialCasing): İ lowercases
// to i with a combining dot, ß uppercases to SS, a final sigma is ς.
func CaseMap(s, tag string, upper bool) (string, bool) {
	lang, _, _ := strings.Cut(tag, "-")
	switch lang {
	case "tr", "az", "lt", "el":
	default:
		if upper {
			return cases.Upper(language.Und).String(s), true
		}
		return cases.Lower(language.Und).String(s), true
	}
	t := language.Make(lang)
	if !upper && lang == "lt" {
		return lithuanianLower(s), true
	}
	if upper && lang == "el" {
		return greekUpper(cases.Upper(t).String(s)), true
	}
	if upper {
		return cases.Upper(t).String(s), true
	}
	return cases.Lower(t).String(s), true
}

// greekUpper drops the accents x/text leaves on Greek capitals (the tonos
// of a letter that also has a dialytika, ΰ → Ϋ), as ICU's Greek upper
// casing does; a dialytika stays.
func greekUpper(s string) string {
	var sb strings.Builder
	greek := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case r == '\u0301' || r == '\u0300' || r == '\u0342' || r == '\u0313' || r == '\u0314' || r == '\u0345':
			if greek {
				continue
			}
		case r >= '\u0300' && r <= '\u036f':
		default:
			greek = r >= '\u0370' && r <= '\u03ff' || r >= '\u1f00' && r <= '\u1fff'
		}
		sb.WriteRune(r)
	}
	return norm.NFC.String(sb.String())
}

// lithuanianLower is Unicode's SpecialCasing for lt: I, J and Į keep a
// dot above, right after the letter, when an accent above follows (with
// no other mark of class 0 or 230 between); Ì, Í and Ĩ are i, a dot and
// the accent; the rest as the root lowercases it. (x/text puts the dot
// after the marks below, where ICU puts it first.)
func lithuanianLower(s string) string {
	var sb strings.Builder
	root := cases.Lower(language.Und)
	start := 0
	// A run between special letters is lowered with a letter on either
	// side standing for them, so that a sigma's form (final or not) sees
	// its neighbours.
	flush := func(end int) {
		pre, post := "", ""
		if start > 0 {
			pre = "i"
		}
		if end < len(s) {
			post = "a"
		}
		low := root.String(pre + s[start:end] + post)
		sb.WriteString(low[len(pre) : len(low)-len(post)])
	}
	for i, r := range s {
		var out string
		switch r {
		case 'I', 'J', '\u012E':
			if moreAbove(s[i+utf8.RuneLen(r):]) {
				out = map[rune]string{'I': "i\u0307", 'J': "j\u0307", '\u012E': "\u012F\u0307"}[r]
			}
		case '\u00CC':
			out = "i\u0307\u0300"
		case '\u00CD':
			out = "i\u0307\u0301"
		case '\u0128':
			out = "i\u0307\u0303"
		}
		if out != "" {
			flush(i)
			sb.WriteString(out)
			start = i + utf8.RuneLen(r)
		}
	}
	flush(len(s))
	return sb.String()
}

// moreAbove reports whether s starts with marks the last of which, before
// any of class 0 or 230, is of class 230 (Unicode's More_Above).
func moreAbove(s string) bool {
	for len(s) > 0 {
		p := norm.NFD.PropertiesString(s)
		switch p.CCC() {
		case 230:
			return true
		case 0:
			return false
		}
		s = s[p.Size():]
	}
	return false
}
