package intl

import (
	"fmt"
	"math"
	"strings"
)

// Options are a constructor's options as the engine read them from the
// guest's object, in the specification's order: strings, numbers
// (float64) and booleans; an option the guest left undefined is absent.
type Options map[string]any

// Error is an error the constructor throws: Kind is "RangeError" or
// "TypeError".
type Error struct {
	Kind, Message string
}

func (e *Error) Error() string { return e.Kind + ": " + e.Message }

func rangeErrorf(format string, args ...any) *Error {
	return &Error{"RangeError", fmt.Sprintf(format, args...)}
}

// Unsupported is the error for an option value V8 accepts that this
// package cannot honour: it throws rather than give another answer.
func unsupported(ctor, name string, v any) *Error {
	return rangeErrorf("%s: option %s: %v is not supported by this runner", ctor, name, v)
}

// ServiceKey is the Options key under which a locale-sensitive built-in
// (Number.prototype.toLocaleString, ...) that makes a formatter gives its
// own name, which V8's errors then name in place of the constructor's. No
// option of ECMA-402 has a name of this form.
const ServiceKey = "(service)"

// service is the name errors give: the built-in's, if one made this
// formatter, else the constructor's.
func (o Options) service(ctor string) string {
	if s, ok := o[ServiceKey].(string); ok {
		return s
	}
	return ctor
}

func (o Options) str(ctor, name string, allowed []string, def string) (string, error) {
	v, ok := o[name]
	if !ok {
		return def, nil
	}
	s := fmt.Sprint(v)
	if allowed == nil {
		return s, nil
	}
	for _, a := range allowed {
		if a == s {
			return s, nil
		}
	}
	return "", rangeErrorf("Value %s out of range for %s options property %s", s, ctor, name)
}

// num is ECMA-402's GetNumberOption/DefaultNumberOption: NaN or out of
// range is a RangeError; the value is floored.
func (o Options) num(name string, lo, hi int) (int, bool, error) {
	v, ok := o[name]
	if !ok {
		return 0, false, nil
	}
	f, _ := v.(float64)
	if math.IsNaN(f) || f < float64(lo) || f > float64(hi) {
		return 0, false, rangeErrorf("%s value is out of range.", name)
	}
	return int(math.Floor(f)), true, nil
}

// digitOptions is ECMA-402's SetNumberFormatDigitOptions.
func (o Options) digitOptions(ctor string, mnfdDefault, mxfdDefault int, compact, v3 bool) (Digits, error) {
	var g Digits
	var err error
	mnid, ok, err := o.num("minimumIntegerDigits", 1, 21)
	if err != nil {
		return g, err
	}
	g.MinInt = 1
	if ok {
		g.MinInt = mnid
	}
	// V8 11 (Node 20) reads the v3 rounding options for NumberFormat
	// only: PluralRules ignores roundingMode, roundingIncrement and
	// trailingZeroDisplay, and so does this.
	if v3 {
		inc, ok, err := o.num("roundingIncrement", 1, 5000)
		if err != nil {
			return g, err
		}
		g.RoundingIncrement = 1
		if ok {
			switch inc {
			case 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000:
				g.RoundingIncrement = inc
			default:
				return g, rangeErrorf("roundingIncrement value is out of range.")
			}
		}
		if g.RoundingMode, err = o.str(ctor, "roundingMode", []string{"ceil", "floor", "expand", "trunc",
			"halfCeil", "halfFloor", "halfExpand", "halfTrunc", "halfEven"}, "halfExpand"); err != nil {
			return g, err
		}
	}
	priority, err := o.str("SetNumberFormatDigitOptions", "roundingPriority", []string{"auto", "morePrecision", "lessPrecision"}, "auto")
	if err != nil {
		return g, err
	}
	if v3 {
		tzd, err := o.str(ctor, "trailingZeroDisplay", []string{"auto", "stripIfInteger"}, "auto")
		if err != nil {
			return g, err
		}
		g.StripIfInteger = tzd == "stripIfInteger"
		if g.RoundingIncrement != 1 {
			mxfdDefault = mnfdDefault
		}
	}
	_, hasMnsd := o["minimumSignificantDigits"]
	_, hasMxsd := o["maximumSignificantDigits"]
	_, hasMnfd := o["minimumFractionDigits"]
	_, hasMxfd := o["maximumFractionDigits"]
	hasSd, hasFd := hasMnsd || hasMxsd, hasMnfd || hasMxfd
	needSd, needFd := true, true
	if priority == "auto" {
		needSd = hasSd
		if needSd || !hasFd && compact {
			needFd = false
		}
	}
	if needSd {
		if hasSd {
			mn, ok, err := o.num("minimumSignificantDigits", 1, 21)
			if err != nil {
				return g, err
			}
			if !ok {
				mn = 1
			}
			mx, ok, err := o.num("maximumSignificantDigits", mn, 21)
			if err != nil {
				return g, err
			}
			if !ok {
				mx = 21
			}
			g.MinSig, g.MaxSig = mn, mx
		} else {
			g.MinSig, g.MaxSig = 1, 21
		}
	}
	if needFd {
		if hasFd {
			mn, okMn, err := o.num("minimumFractionDigits", 0, 100)
			if err != nil {
				return g, err
			}
			mx, okMx, err := o.num("maximumFractionDigits", 0, 100)
			if err != nil {
				return g, err
			}
			switch {
			case !okMn:
				mn = min(mnfdDefault, mx)
			case !okMx:
				mx = max(mxfdDefault, mn)
			case mn > mx:
				return g, rangeErrorf("maximumFractionDigits value is out of range.")
			}
			g.MinFrac, g.MaxFrac = mn, mx
		} else {
			g.MinFrac, g.MaxFrac = mnfdDefault, mxfdDefault
		}
	}
	switch {
	case !needSd && !needFd:
		g.MinFrac, g.MaxFrac, g.MinSig, g.MaxSig = 0, 0, 1, 2
		g.RoundingType = "morePrecision"
	case priority == "auto" && needSd:
		g.RoundingType = "significantDigits"
	case priority == "auto":
		g.RoundingType = "fractionDigits"
	default:
		g.RoundingType = priority
	}
	if g.RoundingIncrement > 1 {
		if g.RoundingType != "fractionDigits" {
			return g, &Error{"TypeError", "RoundingType is not fractionDigits"}
		}
		if g.MaxFrac != g.MinFrac {
			return g, rangeErrorf("maximumFractionDigits not equal to minimumFractionDigits")
		}
	}
	return g, nil
}

// roundingPriority is what resolvedOptions reports.
func (g Digits) roundingPriority() string {
	switch g.RoundingType {
	case "morePrecision", "lessPrecision":
		return g.RoundingType
	}
	return "auto"
}

// KV is one property of a resolvedOptions() object, in order.
type KV struct {
	Key   string
	Value any // string, int, bool or []string
}

func (g Digits) resolved() []KV {
	out := []KV{{"minimumIntegerDigits", g.MinInt}}
	if g.RoundingType != "fractionDigits" {
		out = append(out, KV{"minimumSignificantDigits", g.MinSig}, KV{"maximumSignificantDigits", g.MaxSig})
	}
	if g.RoundingType != "significantDigits" {
		out = append(out, KV{"minimumFractionDigits", g.MinFrac}, KV{"maximumFractionDigits", g.MaxFrac})
	}
	return out
}

// checkNumberingSystem reads the numberingSystem option onto the locale:
// a malformed one throws; one this package knows (a digit substitution)
// replaces the locale's -u-nu-, which the tag keeps only when the option
// agrees with it; another is ignored, as ICU ignores it.
func checkNumberingSystem(ctor string, o Options, l *Locale) error {
	v, ok := o["numberingSystem"]
	if !ok {
		return nil
	}
	s, _ := v.(string)
	if !wellFormedType(s) {
		return rangeErrorf("Invalid numberingSystem : %s", s)
	}
	if _, known := suppDigits.value(s); !known || s == l.nu {
		return nil
	}
	if l.nu != "" {
		l.Tag = strings.TrimSuffix(l.Tag, "-u-nu-"+l.nu)
	}
	l.nu = s
	return nil
}

// wellFormedType is Unicode's type production: alphanumeric subtags of
// three to eight, joined by hyphens.
func wellFormedType(s string) bool {
	if s == "" {
		return false
	}
	for _, p := range strings.Split(s, "-") {
		if len(p) < 3 || len(p) > 8 {
			return false
		}
		for _, r := range p {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
				return false
			}
		}
	}
	return true
}

// NewNumberFormat is InitializeNumberFormat.
func NewNumberFormat(locales []string, o Options) (*NumberFormat, error) {
	ctor := o.service("Intl.NumberFormat")
	f := &NumberFormat{Locale: Resolve(locales)}
	var err error
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	if err = checkNumberingSystem(ctor, o, &f.Locale); err != nil {
		return nil, err
	}
	if f.Style, err = o.str(ctor, "style", []string{"decimal", "percent", "currency", "unit"}, "decimal"); err != nil {
		return nil, err
	}
	if cur, ok := o["currency"]; ok {
		c := fmt.Sprint(cur)
		if len(c) != 3 || strings.IndexFunc(c, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) >= 0 {
			return nil, rangeErrorf("Invalid currency code : %s", c)
		}
		f.Currency = strings.ToUpper(c)
	} else if f.Style == "currency" {
		return nil, &Error{"TypeError", "Currency code is required with currency style."}
	}
	if f.CurrencyDisplay, err = o.str(ctor, "currencyDisplay", []string{"code", "symbol", "narrowSymbol", "name"}, "symbol"); err != nil {
		return nil, err
	}
	if f.CurrencySign, err = o.str(ctor, "currencySign", []string{"standard", "accounting"}, "standard"); err != nil {
		return nil, err
	}
	if u, ok := o["unit"]; ok {
		if !IsSanctionedUnit(fmt.Sprint(u)) {
			return nil, rangeErrorf("Invalid unit argument for %s() '%v'", ctor, u)
		}
		f.Unit = fmt.Sprint(u)
	} else if f.Style == "unit" {
		return nil, &Error{"TypeError", fmt.Sprintf("Invalid unit argument for %s() ''", ctor)}
	}
	if f.UnitDisplay, err = o.str(ctor, "unitDisplay", []string{"short", "narrow", "long"}, "short"); err != nil {
		return nil, err
	}
	if f.Notation, err = o.str(ctor, "notation", []string{"standard", "scientific", "engineering", "compact"}, "standard"); err != nil {
		return nil, err
	}
	mnfd, mxfd := 0, 3
	switch f.Style {
	case "currency":
		d := CurrencyDigits(f.Currency)
		mnfd, mxfd = d, d
	case "percent":
		mnfd, mxfd = 0, 0
	}
	if f.Digits, err = o.digitOptions(ctor, mnfd, mxfd, f.Notation == "compact", true); err != nil {
		return nil, err
	}
	if f.CompactDisplay, err = o.str(ctor, "compactDisplay", []string{"short", "long"}, "short"); err != nil {
		return nil, err
	}
	defGrouping := "auto"
	if f.Notation == "compact" {
		defGrouping = "min2"
	}
	switch v := o["useGrouping"].(type) {
	case nil:
		f.UseGrouping = defGrouping
	case bool:
		f.UseGrouping = ""
		if v {
			f.UseGrouping = "always"
		}
	default:
		s := fmt.Sprint(v)
		switch s {
		case "":
			f.UseGrouping = ""
		case "true", "false":
			f.UseGrouping = defGrouping
		case "min2", "auto", "always":
			f.UseGrouping = s
		default:
			return nil, rangeErrorf("Value %s out of range for %s options property useGrouping", s, ctor)
		}
	}
	if f.SignDisplay, err = o.str(ctor, "signDisplay", []string{"auto", "never", "always", "exceptZero", "negative"}, "auto"); err != nil {
		return nil, err
	}
	return f, nil
}

// Resolved is resolvedOptions().
func (f *NumberFormat) Resolved() []KV {
	out := []KV{{"locale", f.Locale.Tag}, {"numberingSystem", f.Locale.NumberingSystem()}, {"style", f.Style}}
	switch f.Style {
	case "currency":
		out = append(out, KV{"currency", f.Currency}, KV{"currencyDisplay", f.CurrencyDisplay}, KV{"currencySign", f.CurrencySign})
	case "unit":
		out = append(out, KV{"unit", f.Unit}, KV{"unitDisplay", f.UnitDisplay})
	}
	out = append(out, f.Digits.resolved()...)
	var grouping any = f.UseGrouping
	if f.UseGrouping == "" {
		grouping = false
	}
	out = append(out, KV{"useGrouping", grouping}, KV{"notation", f.Notation})
	if f.Notation == "compact" {
		out = append(out, KV{"compactDisplay", f.CompactDisplay})
	}
	tzd := "auto"
	if f.Digits.StripIfInteger {
		tzd = "stripIfInteger"
	}
	// V8 11 reads roundingPriority back from ICU's skeleton, where
	// stripIfInteger's token hides it: it reports "auto", though the
	// numbers are rounded as asked.
	priority := f.Digits.roundingPriority()
	if f.Digits.StripIfInteger {
		priority = "auto"
	}
	return append(out, KV{"signDisplay", f.SignDisplay}, KV{"roundingMode", f.Digits.mode()},
		KV{"roundingIncrement", max(f.Digits.RoundingIncrement, 1)}, KV{"trailingZeroDisplay", tzd},
		KV{"roundingPriority", priority})
}

// NewPluralRules is InitializePluralRules.
func NewPluralRules(locales []string, o Options) (*PluralRules, error) {
	const ctor = "Intl.PluralRules"
	l, matched := resolveMatched(locales, Locale.hasPlurals)
	p := &PluralRules{Locale: l}
	// ICU's plural rules are per language (and pt-PT), and V8 reports
	// the rules' locale; the default locale, when none matched, as it is.
	if matched {
		p.Locale.Tag = p.Locale.pluralLocale()
	}
	var err error
	if _, err = o.str(ctor, "localeMatcher", []string{"lookup", "best fit"}, "best fit"); err != nil {
		return nil, err
	}
	if p.Type, err = o.str(ctor, "type", []string{"cardinal", "ordinal"}, "cardinal"); err != nil {
		return nil, err
	}
	if p.Digits, err = o.digitOptions(ctor, 0, 3, false, false); err != nil {
		return nil, err
	}
	return p, nil
}

// Resolved is resolvedOptions().
func (p *PluralRules) Resolved() []KV {
	out := []KV{{"locale", p.Locale.Tag}, {"type", p.Type}}
	out = append(out, p.Digits.resolved()...)
	return append(out, KV{"pluralCategories", p.Categories()})
}
