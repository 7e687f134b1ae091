package intl

import (
	"math"
	"strings"
)

// RelativeTimeFormat is Intl.RelativeTimeFormat.
type RelativeTimeFormat struct {
	Locale  Locale
	Style   string // long, short, narrow
	Numeric string // always, auto
	number  *NumberFormat
}

// NewRelativeTimeFormat is the constructor's option reading.
func NewRelativeTimeFormat(locales []string, o Options) (*RelativeTimeFormat, error) {
	const ctor = "Intl.RelativeTimeFormat"
	r := &RelativeTimeFormat{Locale: Resolve(locales)}
	var err error
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	if err = checkNumberingSystem(ctor, o, &r.Locale); err != nil {
		return nil, err
	}
	if r.Style, err = o.str(ctor, "style", []string{"long", "short", "narrow"}, "long"); err != nil {
		return nil, err
	}
	if r.Numeric, err = o.str(ctor, "numeric", []string{"always", "auto"}, "always"); err != nil {
		return nil, err
	}
	r.number, _ = NewNumberFormat([]string{r.Locale.Tag}, nil)
	r.number.Locale = r.Locale
	return r, nil
}

// Resolved is resolvedOptions().
func (r *RelativeTimeFormat) Resolved() []KV {
	return []KV{{"locale", r.Locale.Tag}, {"style", r.Style}, {"numeric", r.Numeric}, {"numberingSystem", r.Locale.NumberingSystem()}}
}

// relativeUnit maps the accepted unit names, singular and plural.
func relativeUnit(unit string) (string, bool) {
	switch u := strings.TrimSuffix(unit, "s"); u {
	case "second", "minute", "hour", "day", "week", "month", "quarter", "year":
		return u, true
	}
	return "", false
}

// RelativePart is a part of formatToParts; the number's parts name their
// unit.
type RelativePart struct {
	Part
	Unit string
}

// FormatToParts is formatToParts(value, unit); value must be finite.
func (r *RelativeTimeFormat) FormatToParts(value float64, unit string) ([]RelativePart, error) {
	u, ok := relativeUnit(unit)
	if !ok {
		return nil, rangeErrorf("Invalid unit argument for format() '%s'", unit)
	}
	if math.IsNaN(value) || math.IsInf(value, 0) {
		return nil, rangeErrorf("Invalid number value")
	}
	key := u
	if r.Style != "long" {
		key += "-" + r.Style
	}
	d := r.Locale.tables().relativeTables()[key]
	if r.Numeric == "auto" && value == math.Trunc(value) && math.Abs(value) <= 2 {
		k := "0"
		if value != 0 {
			k = itoa(int(value))
		}
		if s, ok := d.Relative[k]; ok {
			return []RelativePart{{Part: Part{"literal", s}}}, nil
		}
	}
	past := math.Signbit(value)
	patterns := d.Future
	if past {
		patterns = d.Past
	}
	num := r.number.FormatToParts(math.Abs(value))
	count := "other"
	if plain := decimalOf(math.Abs(value)); plain.special == "" {
		rounded, minFrac := r.number.Digits.roundFull(plain)
		i, f := rounded.parts(minFrac)
		if f != "" {
			i += "." + f
		}
		count = selectPlural(r.Locale.plurals("cardinal"), i, 0)
	}
	pat := patterns[count]
	if pat == "" {
		pat = patterns["other"]
	}
	before, after, hasNumber := strings.Cut(pat, "{0}")
	if !hasNumber {
		// A pattern that spells its number out (ar's "خلال شهر واحد").
		return []RelativePart{{Part: Part{"literal", pat}}}, nil
	}
	var out []RelativePart
	if before != "" {
		out = append(out, RelativePart{Part: Part{"literal", before}})
	}
	for _, p := range num {
		out = append(out, RelativePart{Part: p, Unit: u})
	}
	if after != "" {
		out = append(out, RelativePart{Part: Part{"literal", after}})
	}
	return out, nil
}

// Format is format(value, unit).
func (r *RelativeTimeFormat) Format(value float64, unit string) (string, error) {
	parts, err := r.FormatToParts(value, unit)
	var sb strings.Builder
	for _, p := range parts {
		sb.WriteString(p.Value)
	}
	return sb.String(), err
}
