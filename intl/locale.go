package intl

import (
	"strings"

	"golang.org/x/text/language"
)

// Locale is the outcome of locale negotiation: the tag resolvedOptions()
// reports and the data that formats it.
type Locale struct {
	// Tag is the BCP 47 tag reported, without Unicode extensions (none is
	// honoured).
	Tag string
	// Language and Region: Region is the tag's region, or the language's
	// likely region when the tag has none.
	Language, Region string
	data             string
}

// DefaultLocale is what V8 reports in the runner's environment (LANG=C).
const DefaultLocale = "en-US"

// ErrInvalidTag is returned for a tag that is not well-formed BCP 47.
var ErrInvalidTag error = invalidTag{}

type invalidTag struct{}

func (invalidTag) Error() string { return "Incorrect locale information provided" }

// supported gives, per language, the one region formatted exactly (the
// likely region) and the data locale. A switch, not a map: nothing is
// built at start-up.
func supported(lang string) (region, data string, ok bool) {
	switch lang {
	case "en":
		return "US", "en", true
	case "de":
		return "DE", "de", true
	case "fr":
		return "FR", "fr", true
	case "es":
		return "ES", "es", true
	case "pt":
		return "BR", "pt", true
	case "ja":
		return "JP", "ja", true
	case "zh":
		return "CN", "zh", true
	}
	return "", "", false
}

// Canonicalize returns the canonical form of a BCP 47 tag, as
// Intl.getCanonicalLocales does, or ErrInvalidTag.
func Canonicalize(tag string) (string, error) {
	if tag == "" || strings.ContainsAny(tag, "_ ") {
		return "", ErrInvalidTag
	}
	t, err := language.Parse(tag)
	if err != nil {
		return "", ErrInvalidTag
	}
	return t.String(), nil
}

// Supported reports the locale a canonical tag formats as, if its
// language is one of those whose data is embedded.
func Supported(tag string) (Locale, bool) {
	base, _, _ := strings.Cut(tag, "-u-")
	base, _, _ = strings.Cut(base, "-x-")
	parts := strings.Split(base, "-")
	lang := parts[0]
	sRegion, sData, ok := supported(lang)
	if !ok {
		return Locale{}, false
	}
	s := struct{ region, data string }{sRegion, sData}
	script, region := "", ""
	for _, p := range parts[1:] {
		switch {
		case len(p) == 4 && script == "" && region == "":
			script = p
		case (len(p) == 2 || len(p) == 3 && p[0] >= '0' && p[0] <= '9') && region == "":
			region = p
		}
	}
	if lang == "zh" && (script == "Hant" || script == "" && (region == "TW" || region == "HK" || region == "MO")) {
		// Traditional Chinese is not simplified Chinese with another
		// region; nothing here formats it.
		return Locale{}, false
	}
	if script != "" && !(lang == "zh" && script == "Hans") {
		return Locale{}, false
	}
	l := Locale{Tag: lang, Language: lang, Region: s.region, data: s.data}
	switch {
	case region == "":
	case region == s.region:
		l.Tag = lang + "-" + region
	case lang == "en" && region == "GB":
		l.Tag, l.Region, l.data = "en-GB", "GB", "en-GB"
	}
	if lang == "zh" && script == "Hans" && l.Tag != "zh" {
		l.Tag = "zh-Hans-CN"
	}
	return l, true
}

// Resolve negotiates a list of canonical tags: the first whose language
// is supported gives the locale (a region this package has no data for
// formats as the language alone, and says so); with none, DefaultLocale.
func Resolve(requested []string) Locale {
	for _, tag := range requested {
		if l, ok := Supported(tag); ok {
			return l
		}
	}
	l, _ := Supported(DefaultLocale)
	return l
}

func (l Locale) tables() *localeData {
	if l.data == "" {
		l = Resolve(nil)
	}
	return data(l.data)
}

func (l Locale) plurals(kind string) map[string]string {
	return supplement().Plurals[l.Language][kind]
}
