package intl

import (
	"sort"
	"strings"
)

// applyExtension gives a Collator what the requested locale's -u-
// extension asks for, as V8 11 (Node 20) does: kn (numeric) and kf
// (caseFirst) where the options do not say, reported in the resolved
// locale whatever the options said (en-u-kn with numeric: false resolves
// to en-u-kn, numeric false); and Thai's default ignorePunctuation, true
// (CLDR's th collation is alternate=shifted).
func (c *Collator) applyExtension(locales []string, o Options) {
	if _, ok := o["ignorePunctuation"]; !ok && c.Locale.Language == "th" {
		c.IgnorePunctuation = true
	}
	var requested string
	for _, tag := range locales {
		base, _, _ := strings.Cut(tag, "-")
		if _, ok := Supported(tag); ok || collationOnly(base) {
			requested = tag
			break
		}
	}
	l, ok := parseLocaleID(requested)
	if requested == "" || !ok {
		return
	}
	var kws []string
	for _, kw := range l.keywords {
		switch kw[0] {
		case "kn":
			switch kw[1] {
			case "", "true":
				if _, ok := o["numeric"]; !ok {
					c.Numeric = true
				}
				kws = append(kws, "kn")
			case "false":
				if _, ok := o["numeric"]; !ok {
					c.Numeric = false
				}
				kws = append(kws, "kn-false")
			}
		case "kf":
			switch kw[1] {
			case "upper", "lower", "false":
				if _, ok := o["caseFirst"]; !ok {
					c.CaseFirst = kw[1]
				}
				kws = append(kws, "kf-"+kw[1])
			}
		}
	}
	if len(kws) > 0 {
		sort.Strings(kws)
		c.Locale.Tag += "-u-" + strings.Join(kws, "-")
	}
}
