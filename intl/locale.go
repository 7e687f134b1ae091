package intl

import (
	"encoding/json"
	"strings"
)

// Locale is the outcome of locale negotiation: the tag resolvedOptions()
// reports and the data that formats it.
type Locale struct {
	// Tag is the BCP 47 tag reported, without the Unicode extensions no
	// formatter honours (NumberingSystem's "nu" is kept where it applies).
	Tag string
	// Language and Region: Region is the tag's region, or the language's
	// likely region when the tag has none.
	Language, Region string
	// data is the CLDR locale whose merged tables format it (de for
	// de-DE, zh-Hant for zh-TW).
	data string
	// nu is the numbering system a -u-nu- extension asks for, if it is
	// one this package knows.
	nu string
}

// DefaultLocale is what V8 reports in the runner's environment (LANG=C).
const DefaultLocale = "en-US"

// ErrInvalidTag is returned for a tag that is not well-formed BCP 47.
var ErrInvalidTag error = invalidTag{}

type invalidTag struct{}

func (invalidTag) Error() string { return "Incorrect locale information provided" }

// lookup is ECMA-402's BestAvailableLocale over the tags Node 20's ICU
// has (supplemental "tags"): the tag, then shorter and shorter prefixes
// (a singleton left last goes with the subtag after it).
func lookup(tag string) (string, bool) {
	for c := tag; c != ""; {
		if _, _, ok := tagOf(c); ok {
			return c, true
		}
		i := strings.LastIndexByte(c, '-')
		if i < 0 {
			break
		}
		c = c[:i]
		if j := strings.LastIndexByte(c, '-'); j >= 0 && j == len(c)-2 {
			c = c[:j]
		}
	}
	return "", false
}

// extensions splits a canonical tag into its base (language, script,
// region, variants) and its -u- extension's keywords.
func extensions(tag string) (base, u string) {
	base, _, _ = strings.Cut(tag, "-x-")
	// A tag's extensions start at its first singleton.
	parts := strings.Split(base, "-")
	for i, p := range parts {
		if i > 0 && len(p) == 1 {
			if p == "u" {
				end := len(parts)
				for j := i + 1; j < len(parts); j++ {
					if len(parts[j]) == 1 {
						end = j
						break
					}
				}
				u = strings.Join(parts[i+1:end], "-")
			}
			return strings.Join(parts[:i], "-"), u
		}
	}
	return base, ""
}

// unicodeKeyword is the value of key in a -u- extension's keywords.
func unicodeKeyword(u, key string) string {
	parts := strings.Split(u, "-")
	for i, p := range parts {
		if p == key && len(p) == 2 {
			var vals []string
			for _, v := range parts[i+1:] {
				if len(v) == 2 {
					break
				}
				vals = append(vals, v)
			}
			return strings.Join(vals, "-")
		}
	}
	return ""
}

// Supported reports the locale a canonical tag formats as: the longest
// prefix of it that Node 20's ICU has, as V8's lookup finds it (de-XX
// formats as de), if there is one.
func Supported(tag string) (Locale, bool) {
	base, u := extensions(tag)
	found, ok := lookup(base)
	if !ok {
		return Locale{}, false
	}
	d, region, _ := tagOf(found)
	l := Locale{Tag: found, data: d, Region: region}
	if l.data == "" {
		l.data = found
	}
	l.Language, _, _ = strings.Cut(found, "-")
	if nu := unicodeKeyword(u, "nu"); nu != "" {
		if _, ok := suppDigits.value(nu); ok {
			l.nu = nu
			l.Tag += "-u-nu-" + nu
		}
	}
	return l, true
}

// Resolve negotiates a list of canonical tags: the first that Supported
// finds gives the locale; with none, DefaultLocale.
func Resolve(requested []string) Locale {
	for _, tag := range requested {
		if l, ok := Supported(tag); ok {
			return l
		}
	}
	l, _ := Supported(DefaultLocale)
	return l
}

// resolveFor is Resolve over the tags a service has data for: the first
// requested locale it has, else DefaultLocale.
func resolveFor(requested []string, has func(Locale) bool) Locale {
	l, _ := resolveMatched(requested, has)
	return l
}

// resolveMatched is resolveFor, and whether a requested locale matched
// (false: the locale is the default).
func resolveMatched(requested []string, has func(Locale) bool) (Locale, bool) {
	for _, tag := range requested {
		// Lookup within the service's locales: ff-Latn's lists are ff's.
		base, _ := extensions(tag)
		for c := base; c != ""; {
			if l, ok := Supported(c); ok && l.Tag == c && has(l) {
				if full, _ := Supported(tag); full.nu != "" {
					l.nu = full.nu
					l.Tag += "-u-nu-" + full.nu
				}
				return l, true
			}
			i := strings.LastIndexByte(c, '-')
			if i < 0 {
				break
			}
			c = c[:i]
		}
	}
	l, _ := Supported(DefaultLocale)
	return l, false
}

// hasLists reports whether ICU has list patterns for the locale.
func (l Locale) hasLists() bool {
	base, _ := extensions(l.Tag)
	_, no := suppNoLists.find(base)
	return !no
}

// hasPlurals reports whether CLDR has plural rules for the locale's
// language.
func (l Locale) hasPlurals() bool { return l.pluralLocale() != "root" }

// chain is the locale's data locale and its CLDR parents, nearest first,
// without und.
func (l Locale) chain() []string {
	var out []string
	for d := l.data; d != "" && d != "und"; d = parentOf(d) {
		out = append(out, d)
	}
	return out
}

func (l Locale) tables() *localeData {
	if l.data == "" {
		l = Resolve(nil)
	}
	return data(l.data)
}

// pluralLocale is the locale of the plural rules: the longest prefix of
// the tag that CLDR gives rules for (pt-PT, kok-Latn; en for en-IN, pt
// for pt-AO), as ICU finds them and V8 reports them; "root" for none.
func (l Locale) pluralLocale() string {
	if l.data == "" {
		l = Resolve(nil)
	}
	base, _ := extensions(l.Tag)
	for c := base; c != ""; {
		if hasPluralRules(c) {
			return c
		}
		i := strings.LastIndexByte(c, '-')
		if i < 0 {
			break
		}
		c = c[:i]
	}
	return "root"
}

func (l Locale) plurals(kind string) map[string]string {
	var both map[string]map[string]string
	byLanguage("plurals", l.pluralLocale(), &both)
	rules := both[kind]
	if rules == nil {
		return map[string]string{"other": ""}
	}
	return rules
}

// digits are the locale's numbering system's digits, "" for latn.
func (l Locale) digits() string {
	ns := l.nu
	if ns == "" {
		ns = l.tables().Number.NumberingSystem
	}
	if ns == "latn" || ns == "" {
		return ""
	}
	return suppDigits.str(ns)
}

// NumberingSystem is the numbering system the locale formats in.
func (l Locale) NumberingSystem() string {
	if l.nu != "" {
		return l.nu
	}
	return l.tables().Number.NumberingSystem
}

// localizeDigits writes ASCII digits in the locale's numbering system.
func localizeDigits(s, digits string) string {
	if digits == "" || strings.IndexFunc(s, func(r rune) bool { return r >= '0' && r <= '9' }) < 0 {
		return s
	}
	ds := []rune(digits)
	var sb strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			sb.WriteRune(ds[r-'0'])
		} else {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// hourCycle is the locale's preferred hour cycle, from CLDR's time data
// for its language and region (fr-CA), its region, or the world (001),
// as ICU looks it up.
func (l Locale) hourCycle() string {
	if l.data == "" {
		l = Resolve(nil)
	}
	td := suppTimeData
	pref, ok := td.value(l.Language + "-" + l.Region)
	if !ok {
		if pref, ok = td.value(l.Region); !ok {
			pref = td.str("001")
		}
	}
	return hourCycleOf(pref)
}

// explicitRegion is the region subtag a tag writes, "" for none.
func explicitRegion(tag string) string {
	base, _ := extensions(tag)
	for _, p := range strings.Split(base, "-")[1:] {
		if len(p) == 2 || len(p) == 3 && p[0] >= '0' && p[0] <= '9' {
			return p
		}
	}
	return ""
}

// hasPluralRules reports whether CLDR has plural rules for a tag.
func hasPluralRules(tag string) bool {
	var v json.RawMessage
	return byLanguage("plurals", tag, &v)
}
