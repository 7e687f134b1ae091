package intl

import (
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"
)

// ListFormat is Intl.ListFormat.
type ListFormat struct {
	Locale Locale
	Type   string // conjunction, disjunction, unit
	Style  string // long, short, narrow
}

// NewListFormat is the Intl.ListFormat constructor's option reading.
func NewListFormat(locales []string, o Options) (*ListFormat, error) {
	const ctor = "Intl.ListFormat"
	l := &ListFormat{Locale: resolveFor(locales, Locale.hasLists)}
	var err error
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	if l.Type, err = o.str(ctor, "type", []string{"conjunction", "disjunction", "unit"}, "conjunction"); err != nil {
		return nil, err
	}
	if l.Style, err = o.str(ctor, "style", []string{"long", "short", "narrow"}, "long"); err != nil {
		return nil, err
	}
	return l, nil
}

// Resolved is resolvedOptions().
func (l *ListFormat) Resolved() []KV {
	return []KV{{"locale", l.Locale.Tag}, {"type", l.Type}, {"style", l.Style}}
}

func (l *ListFormat) patterns() map[string]string {
	key := map[string]string{"conjunction": "standard", "disjunction": "or", "unit": "unit"}[l.Type]
	if l.Style != "long" {
		key += "-" + l.Style
	}
	return l.Locale.tables().Lists[key]
}

// Spanish "y" and "o" change before a sound they would merge with, as
// ICU does: "e" before an i sound, "u" before an o sound.
// They are compiled at the first Spanish list, not at start-up.
var (
	esRulesOnce sync.Once
	esRulesRE   [3]*regexp.Regexp
)

func esRules() [3]*regexp.Regexp {
	esRulesOnce.Do(func() {
		esRulesRE = [3]*regexp.Regexp{
			regexp.MustCompile(`^(?i)(i|hi)`),
			regexp.MustCompile(`^(?i)hi[aeiouáéíóú]`),
			regexp.MustCompile(`^(?i)(o|ho|8|11($|[^0-9]|\d{3}($|[^0-9])))`),
		}
	})
	return esRulesRE
}

func (l *ListFormat) adjust(pattern, next string) string {
	if l.Locale.Language == "he" {
		// ICU's Hebrew "and" takes a hyphen before a word that does not
		// start with a Hebrew letter (a ו-b, 1 ו-2).
		r, _ := utf8.DecodeRuneInString(next)
		if strings.Contains(pattern, " ו{1}") && next != "" && !(r >= '\u05d0' && r <= '\u05ea') {
			return strings.Replace(pattern, " ו{1}", " ו-{1}", 1)
		}
		return pattern
	}
	if l.Locale.Language != "es" {
		return pattern
	}
	r := esRules()
	esBeforeI, esNotI, esBeforeO := r[0], r[1], r[2]
	switch {
	case strings.Contains(pattern, " y ") && esBeforeI.MatchString(next) && !esNotI.MatchString(next):
		return strings.Replace(pattern, " y ", " e ", 1)
	case strings.Contains(pattern, " o ") && esBeforeO.MatchString(next):
		return strings.Replace(pattern, " o ", " u ", 1)
	}
	return pattern
}

// FormatToParts formats a list into element and literal parts.
func (l *ListFormat) FormatToParts(items []string) []Part {
	switch len(items) {
	case 0:
		return nil
	case 1:
		return []Part{{"element", items[0]}}
	}
	p := l.patterns()
	// Build from the end: end joins the last two, middle and start the
	// earlier ones; a pair uses "2".
	apply := func(pattern string, first Part, rest []Part) []Part {
		before, after, _ := strings.Cut(pattern, "{0}")
		mid, tail, _ := strings.Cut(after, "{1}")
		var out []Part
		if before != "" {
			out = append(out, Part{"literal", before})
		}
		out = append(out, first)
		if mid != "" {
			out = append(out, Part{"literal", mid})
		}
		out = append(out, rest...)
		if tail != "" {
			out = append(out, Part{"literal", tail})
		}
		return out
	}
	n := len(items)
	if n == 2 {
		return apply(l.adjust(p["2"], items[1]), Part{"element", items[0]}, []Part{{"element", items[1]}})
	}
	out := apply(l.adjust(p["end"], items[n-1]), Part{"element", items[n-2]}, []Part{{"element", items[n-1]}})
	for i := n - 3; i >= 0; i-- {
		key := "middle"
		if i == 0 {
			key = "start"
		}
		out = apply(l.adjust(p[key], items[i+1]), Part{"element", items[i]}, out)
	}
	return out
}

// Format formats a list.
func (l *ListFormat) Format(items []string) string { return joinParts(l.FormatToParts(items)) }
