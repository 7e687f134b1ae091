package intl

import (
	"strings"
	"unicode"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// Collator is Intl.Collator, on x/text's CLDR collation (the root order
// and the locales' tailorings, such as Spanish ñ).
type Collator struct {
	Locale            Locale
	Usage             string // sort, search
	Sensitivity       string // base, accent, case, variant
	IgnorePunctuation bool
	Numeric           bool
	CaseFirst         string // upper, lower, false
	c                 *collate.Collator
	// noCase compares the primary and secondary levels only; with
	// caseFirst "upper", strings equal there are compared again with their
	// case swapped (Compare).
	noCase *collate.Collator
}

// NewCollator is InitializeCollator.
func NewCollator(locales []string, o Options) (*Collator, error) {
	const ctor = "Intl.Collator"
	c := &Collator{Locale: resolveCollation(locales), CaseFirst: "false"}
	// ICU's collation locales are languages, but for en-US (and zh-CN,
	// refused below); V8 reports the one it used.
	if c.Locale.Tag != "en-US" {
		c.Locale.Tag = c.Locale.Language
	}
	var err error
	if c.Usage, err = o.str(ctor, "usage", []string{"sort", "search"}, "sort"); err != nil {
		return nil, err
	}
	if c.Usage == "search" {
		return nil, unsupported(ctor, "usage", c.Usage)
	}
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	if v, ok := o["collation"]; ok && v != "default" {
		return nil, unsupported(ctor, "collation", v)
	}
	c.Numeric, _ = o["numeric"].(bool)
	// Danish sorts uppercase first unless told otherwise (CLDR's
	// [caseFirst upper]).
	cfDefault := "false"
	if c.Locale.Language == "da" {
		cfDefault = "upper"
	}
	cf, err := o.str(ctor, "caseFirst", []string{"upper", "lower", "false"}, cfDefault)
	if err != nil {
		return nil, err
	}
	c.CaseFirst = cf
	if c.Sensitivity, err = o.str(ctor, "sensitivity", []string{"base", "accent", "case", "variant"}, "variant"); err != nil {
		return nil, err
	}
	c.IgnorePunctuation, _ = o["ignorePunctuation"].(bool)
	c.applyExtension(locales, o)
	var opts []collate.Option
	if c.Numeric {
		opts = append(opts, collate.Numeric)
	}
	switch c.Sensitivity {
	case "base", "case":
		opts = append(opts, collate.IgnoreCase, collate.IgnoreDiacritics)
	case "accent":
		opts = append(opts, collate.IgnoreCase)
	}
	if c.Locale.Language == "zh" {
		// ICU's pinyin order puts Han before Latin ([reorder Hani Bopo]),
		// which x/text's Chinese collation does not do.
		return nil, unsupported(ctor, "locale", c.Locale.Tag+" (collation)")
	}
	tag := "und"
	if l := c.Locale.Language; l == "es" || l == "ja" || collationOnly(l) {
		tag = l
	}
	t := language.Make(tag)
	c.c = collate.New(t, opts...)
	if c.CaseFirst == "upper" && c.Sensitivity == "variant" {
		c.noCase = collate.New(t, append(opts, collate.IgnoreCase)...)
	}
	return c, nil
}

// collationOnly are the languages whose collation x/text's CLDR
// tailoring gives exactly as ICU does (seeded random strings over their
// letters compared with Node, scripts/cldr/collator-cases.mjs), beyond
// the languages the package formats: a Collator for them sorts as the
// language does, where the other formatters fall back to en-US. Russian,
// Greek, Korean, Thai and Norwegian are not among them: ICU reorders
// their scripts before Latin, or tailors them otherwise.
func collationOnly(lang string) bool {
	switch lang {
	case "da", "sv", "fi", "pl", "cs", "tr", "hu", "nl", "ro", "it":
		return true
	}
	return false
}

// resolveCollation is Resolve for Collator, which also knows the
// collationOnly languages (reported by their language alone, as ICU's
// collation locales are).
func resolveCollation(requested []string) Locale {
	for _, tag := range requested {
		if l, ok := Supported(tag); ok {
			return l
		}
		base, _, _ := strings.Cut(tag, "-")
		if collationOnly(base) {
			return Locale{Tag: base, Language: base}
		}
	}
	return Resolve(nil)
}

// Compare is compare(x, y): -1, 0 or 1.
//
// caseFirst "lower" orders as "false" does: CLDR's root order already puts
// lowercase first, and ICU's lower-first differs from it only for case
// variants that also differ in another tertiary way (a superscript and a
// capital), which the comparison tests against Node did not meet.
// caseFirst "upper" reverses the case order at the tertiary level only:
// strings that differ in letters or accents order as before; strings that
// differ only in case or width are compared with each letter's case
// swapped, which puts A before a as ICU's upper-first does.
func (c *Collator) Compare(x, y string) int {
	x, y = norm.NFD.String(x), norm.NFD.String(y)
	if c.IgnorePunctuation {
		x, y = dropPunctuation(x), dropPunctuation(y)
	}
	r := c.c.CompareString(x, y)
	if c.Sensitivity == "case" && r == 0 {
		return compareCase(x, y, c.CaseFirst == "upper")
	}
	if r == 0 || c.noCase == nil {
		return r
	}
	if p := c.noCase.CompareString(x, y); p != 0 {
		return p
	}
	return c.c.CompareString(swapCase(x), swapCase(y))
}

// swapCase makes each uppercase letter lowercase and each lowercase one
// uppercase, when the mapping is one to one.
func swapCase(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case unicode.IsUpper(r):
			if l := unicode.ToLower(r); unicode.ToUpper(l) == r {
				return l
			}
		case unicode.IsLower(r):
			if u := unicode.ToUpper(r); unicode.ToLower(u) == r {
				return u
			}
		}
		return r
	}, s)
}

// Resolved is resolvedOptions().
func (c *Collator) Resolved() []KV {
	return []KV{{"locale", c.Locale.Tag}, {"usage", c.Usage}, {"sensitivity", c.Sensitivity},
		{"ignorePunctuation", c.IgnorePunctuation}, {"collation", "default"}, {"numeric", c.Numeric},
		{"caseFirst", c.CaseFirst}}
}

// dropPunctuation removes what ICU's ignorePunctuation ignores. V8 sets
// the shifted alternate handling, with CLDR's variable top at the end of
// the punctuation group, and compares at tertiary strength: the space and
// punctuation groups then weigh nothing at all, and a combining mark
// after one of them neither. Those groups are the characters of the
// general categories P and Z and the white space controls, but for two
// Mongolian and Vedic marks ICU sorts elsewhere; a check of every BMP
// character against Node agreed. (x/text's own shifted handling cannot
// be used: its root table makes every character variable.)
func dropPunctuation(s string) string {
	variable := func(r rune) bool {
		return (unicode.In(r, unicode.P, unicode.Z) || unicode.IsSpace(r)) && r != '\u180a' && r != '\u1cd3'
	}
	if strings.IndexFunc(s, variable) < 0 {
		return s
	}
	var b strings.Builder
	dropping := false
	for _, r := range s {
		switch {
		case variable(r):
			if !dropping {
				// A completely ignorable control in its place keeps the
				// digits on either side two numbers for numeric, as in
				// ICU, where the ignored characters still end a number.
				b.WriteByte(1)
			}
			dropping = true
		case dropping && unicode.Is(unicode.M, r):
		default:
			dropping = false
			b.WriteRune(r)
		}
	}
	return b.String()
}

// compareCase is ICU's case level, which sensitivity "case" adds to the
// primary one: strings equal in their letters compare by the case of
// each letter in turn, lowercase first (uppercase first for caseFirst
// "upper"); accents and marks weigh nothing.
func compareCase(x, y string, upperFirst bool) int {
	key := func(s string) []bool {
		var k []bool
		for _, r := range s {
			if unicode.Is(unicode.M, r) || !unicode.In(r, unicode.L, unicode.N, unicode.S) {
				continue
			}
			k = append(k, (unicode.IsUpper(r) || unicode.IsTitle(r)) != upperFirst)
		}
		return k
	}
	kx, ky := key(x), key(y)
	for i := 0; i < len(kx) && i < len(ky); i++ {
		if kx[i] != ky[i] {
			if ky[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}
