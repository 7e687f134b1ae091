package intl

import (
	"sort"
	"strconv"
	"strings"
)

// operands are CLDR's plural operands of a formatted decimal number.
type operands struct {
	n    float64 // absolute value
	i    int64   // integer digits
	v, w int     // visible fraction digits, with and without trailing zeros
	f, t int64   // visible fraction digits as an integer, with and without trailing zeros
	e    int     // compact exponent
}

// operandsOf reads the operands from a plain decimal string such as
// "1.50" (no sign, no grouping) and a compact exponent.
func operandsOf(s string, e int) operands {
	var o operands
	intPart, frac, _ := strings.Cut(s, ".")
	if len(intPart) > 18 {
		// ICU's operand i of a number past 18 integer digits is its last
		// 18 (DecimalQuantity::toLong truncating): 1e21 is "one" in fr.
		intPart = intPart[len(intPart)-18:]
	}
	o.i, _ = strconv.ParseInt(intPart, 10, 64)
	o.n, _ = strconv.ParseFloat(s, 64)
	o.v = len(frac)
	if frac != "" {
		o.f, _ = strconv.ParseInt(frac, 10, 64)
	}
	trimmed := strings.TrimRight(frac, "0")
	o.w = len(trimmed)
	if trimmed != "" {
		o.t, _ = strconv.ParseInt(trimmed, 10, 64)
	}
	// ICU's operands of a compact number are those of the number shown
	// ("1" of "1 Million"), with e the compact exponent.
	o.e = e
	return o
}

func (o operands) get(c byte) float64 {
	switch c {
	case 'n':
		return o.n
	case 'i':
		return float64(o.i)
	case 'v':
		return float64(o.v)
	case 'w':
		return float64(o.w)
	case 'f':
		return float64(o.f)
	case 't':
		return float64(o.t)
	case 'e', 'c':
		return float64(o.e)
	}
	return 0
}

// matchRule evaluates a CLDR plural rule ("i = 1 and v = 0", "n % 10 =
// 2..4 and n % 100 != 12..14 or ..."): or binds looser than and.
func matchRule(rule string, o operands) bool {
	if rule == "" {
		return true
	}
	for _, alt := range strings.Split(rule, " or ") {
		all := true
		for _, rel := range strings.Split(alt, " and ") {
			if !matchRelation(strings.TrimSpace(rel), o) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

func matchRelation(rel string, o operands) bool {
	neg := false
	lhs, rhs, ok := strings.Cut(rel, " != ")
	if ok {
		neg = true
	} else {
		lhs, rhs, _ = strings.Cut(rel, " = ")
	}
	lhs = strings.TrimSpace(lhs)
	x := o.get(lhs[0])
	if name, mod, ok := strings.Cut(lhs, "%"); ok {
		m, _ := strconv.ParseFloat(strings.TrimSpace(mod), 64)
		x = o.get(strings.TrimSpace(name)[0])
		x -= m * float64(int64(x/m))
	}
	in := false
	for _, r := range strings.Split(strings.TrimSpace(rhs), ",") {
		lo, hi, isRange := strings.Cut(r, "..")
		a, _ := strconv.ParseFloat(lo, 64)
		if isRange {
			b, _ := strconv.ParseFloat(hi, 64)
			if x == float64(int64(x)) && x >= a && x <= b {
				in = true
			}
		} else if x == a {
			in = true
		}
	}
	return in != neg
}

// pluralOrder is the order CLDR and resolvedOptions list categories in.
var pluralOrder = []string{"zero", "one", "two", "few", "many", "other"}

// selectPlural returns the category of a formatted decimal.
func selectPlural(rules map[string]string, s string, e int) string {
	o := operandsOf(s, e)
	for _, c := range pluralOrder {
		if rule, ok := rules[c]; ok && c != "other" && matchRule(rule, o) {
			return c
		}
	}
	return "other"
}

// PluralRules is Intl.PluralRules.
type PluralRules struct {
	Locale Locale
	Type   string // "cardinal" or "ordinal"
	Digits Digits
}

// Select returns the category of x formatted with the rules' digits.
func (p *PluralRules) Select(x float64) string {
	d := decimalOf(x)
	if d.special != "" {
		return "other"
	}
	r, minFrac := p.Digits.roundFull(d)
	i, f := r.parts(minFrac)
	if len(i) < p.Digits.MinInt {
		i = strings.Repeat("0", p.Digits.MinInt-len(i)) + i
	}
	if f != "" {
		i += "." + f
	}
	return selectPlural(p.Locale.plurals(p.Type), i, 0)
}

// Categories lists the categories of the rules in ICU's order, which V8
// reports: alphabetical, with "other" last.
func (p *PluralRules) Categories() []string {
	rules := p.Locale.plurals(p.Type)
	var out []string
	for c := range rules {
		if c != "other" {
			out = append(out, c)
		}
	}
	sort.Strings(out)
	return append(out, "other")
}

// SelectRange is Intl.PluralRules.prototype.selectRange: the category
// CLDR's plural ranges give the categories of the two ends, "other" where
// the language has none listed (as ICU resolves them, for ordinal rules
// too).
func (p *PluralRules) SelectRange(x, y float64) string {
	var ranges map[string]string
	byLanguage("pluralRanges", p.Locale.pluralLocale(), &ranges)
	if c, ok := ranges[p.Select(x)+"+"+p.Select(y)]; ok {
		return c
	}
	return "other"
}
