package intl

import (
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
	CaseFirst         string // "false" only
	c                 *collate.Collator
}

// NewCollator is InitializeCollator.
func NewCollator(locales []string, o Options) (*Collator, error) {
	const ctor = "Intl.Collator"
	c := &Collator{Locale: Resolve(locales), CaseFirst: "false"}
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
	cf, err := o.str(ctor, "caseFirst", []string{"upper", "lower", "false"}, "false")
	if err != nil {
		return nil, err
	}
	if cf != "false" {
		// x/text's collation has no case-first ordering.
		return nil, unsupported(ctor, "caseFirst", cf)
	}
	if c.Sensitivity, err = o.str(ctor, "sensitivity", []string{"base", "accent", "case", "variant"}, "variant"); err != nil {
		return nil, err
	}
	if c.Sensitivity == "case" {
		// A case-level comparison that ignores accents is not one x/text
		// makes as ICU does.
		return nil, unsupported(ctor, "sensitivity", c.Sensitivity)
	}
	if c.IgnorePunctuation, _ = o["ignorePunctuation"].(bool); c.IgnorePunctuation {
		// x/text's shifted alternate handling does not compare as ICU's.
		return nil, unsupported(ctor, "ignorePunctuation", true)
	}
	var opts []collate.Option
	if c.Numeric {
		opts = append(opts, collate.Numeric)
	}
	switch c.Sensitivity {
	case "base":
		opts = append(opts, collate.IgnoreCase, collate.IgnoreDiacritics)
	case "accent":
		opts = append(opts, collate.IgnoreCase)
	}
	if c.Locale.Language == "zh" {
		// ICU's pinyin order puts Han before Latin ([reorder Hani Bopo]),
		// which x/text's Chinese collation does not do.
		return nil, unsupported(ctor, "locale", c.Locale.Tag+" (collation)")
	}
	tag := language.Und
	switch c.Locale.Language {
	case "es", "ja":
		tag = language.Make(c.Locale.Language)
	}
	c.c = collate.New(tag, opts...)
	return c, nil
}

// Compare is compare(x, y): -1, 0 or 1.
func (c *Collator) Compare(x, y string) int {
	return c.c.CompareString(norm.NFD.String(x), norm.NFD.String(y))
}

// Resolved is resolvedOptions().
func (c *Collator) Resolved() []KV {
	return []KV{{"locale", c.Locale.Tag}, {"usage", c.Usage}, {"sensitivity", c.Sensitivity},
		{"ignorePunctuation", c.IgnorePunctuation}, {"collation", "default"}, {"numeric", c.Numeric},
		{"caseFirst", c.CaseFirst}}
}
