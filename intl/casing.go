package intl

import (
	"strings"

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
	if !upper && lang == "lt" && strings.ContainsRune(s, '\u0130') {
		// İ is i with its dot as in the root (x/text's Lithuanian adds a
		// second dot above).
		parts := strings.Split(s, "\u0130")
		for i := range parts {
			parts[i] = cases.Lower(t).String(parts[i])
		}
		return strings.Join(parts, "i\u0307"), true
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
