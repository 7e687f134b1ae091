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
// It reports false for any other language, whose mappings are the root's
// (String.prototype.toLowerCase/toUpperCase).
func CaseMap(s, tag string, upper bool) (string, bool) {
	lang, _, _ := strings.Cut(tag, "-")
	switch lang {
	case "tr", "az", "lt", "el":
	default:
		return "", false
	}
	t := language.Make(lang)
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
