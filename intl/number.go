package intl

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Part is one piece of formatToParts' output.
type Part struct {
	Type, Value string
}

// JoinParts is the string the parts make.
func JoinParts(parts []Part) string { return joinParts(parts) }

func joinParts(parts []Part) string {
	var sb strings.Builder
	for _, p := range parts {
		sb.WriteString(p.Value)
	}
	return sb.String()
}

// NumberFormat is Intl.NumberFormat's resolved options.
type NumberFormat struct {
	Locale          Locale
	Style           string // decimal, percent, currency, unit
	Currency        string // upper case ISO 4217 code
	CurrencyDisplay string // symbol, narrowSymbol, code, name
	CurrencySign    string // standard, accounting
	Unit            string
	UnitDisplay     string // short, long, narrow
	Notation        string // standard, compact
	CompactDisplay  string // short, long
	SignDisplay     string // auto, never, always, exceptZero, negative
	UseGrouping     string // auto, always, min2, "" (false)
	Digits          Digits

	cur   *currencyData // the currency's names, decoded at first use
	curOK bool
}

// CurrencyDigits is ISO 4217's number of minor-unit digits, as CLDR
// gives it (2 when CLDR does not list the currency).
func CurrencyDigits(code string) int {
	n, ok := suppFractions.value(code)
	if !ok {
		n = suppFractions.str("DEFAULT")
	}
	d, _ := strconv.Atoi(n)
	return d
}

// IsSanctionedUnit reports whether unit is one ECMA-402 accepts: a
// simple unit or one simple unit per another.
func IsSanctionedUnit(unit string) bool {
	units := data("en").unitTables()["short"].Units
	if _, ok := units[unit]; ok && !strings.Contains(unit, "-per-") {
		return true
	}
	num, den, ok := strings.Cut(unit, "-per-")
	if !ok {
		return false
	}
	_, a := units[num]
	_, b := units[den]
	return a && b && !strings.Contains(num, "-per-") && !strings.Contains(den, "-per-")
}

// pattern is a parsed CLDR number pattern.
type pattern struct {
	prefix, suffix       []Part // types: literal, currency, percentSign, minusSign, compact
	negPrefix, negSuffix []Part // nil: the minus sign goes before the prefix
	primary, secondary   int    // grouping sizes, 0 for none
}

// parseAffix reads a pattern's prefix or suffix; in a compact pattern,
// text other than spaces is the compact part.
func parseAffix(s string, compact bool) []Part {
	var parts []Part
	add := func(typ, v string) {
		if n := len(parts); n > 0 && parts[n-1].Type == typ && typ != "currency" {
			parts[n-1].Value += v
			return
		}
		parts = append(parts, Part{typ, v})
	}
	textType := func(r rune) string {
		if compact && !unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' {
			return "compact"
		}
		return "literal"
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '\'':
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				end = len(s) - i - 1
			}
			lit := s[i+1 : i+1+end]
			if lit == "" {
				lit = "'"
			}
			for _, r := range lit {
				add(textType(r), string(r))
			}
			i += end + 2
			continue
		case '¤':
			add("currency", "")
		case '%':
			add("percentSign", "")
		case '-':
			add("minusSign", "")
		default:
			add(textType(r), string(r))
		}
		i += size
	}
	return parts
}

func isNumberChar(c byte) bool {
	return c == '#' || c == '0' || c == ',' || c == '.' || c >= '1' && c <= '9' || c == '@'
}

// parsePattern parses "prefix#,##0.00suffix[;negative]".
func parsePattern(s string, compact bool) pattern {
	var p pattern
	pos, neg, hasNeg := strings.Cut(s, ";")
	split := func(s string) (string, string, string) {
		start := -1
		inQuote := false
		for i := 0; i < len(s); i++ {
			if s[i] == '\'' {
				inQuote = !inQuote
			}
			if !inQuote && isNumberChar(s[i]) {
				start = i
				break
			}
		}
		if start < 0 {
			return s, "", ""
		}
		end := start
		for end < len(s) && isNumberChar(s[end]) {
			end++
		}
		return s[:start], s[start:end], s[end:]
	}
	pre, num, suf := split(pos)
	p.prefix, p.suffix = parseAffix(pre, compact), parseAffix(suf, compact)
	if hasNeg {
		npre, _, nsuf := split(neg)
		p.negPrefix, p.negSuffix = parseAffix(npre, compact), parseAffix(nsuf, compact)
	}
	intPart, _, _ := strings.Cut(num, ".")
	if i := strings.LastIndexByte(intPart, ','); i >= 0 {
		p.primary = len(intPart) - i - 1
		if j := strings.LastIndexByte(intPart[:i], ','); j >= 0 {
			p.secondary = i - j - 1
		} else {
			p.secondary = p.primary
		}
	}
	return p
}

// Format formats a float64.
func (f *NumberFormat) Format(x float64) string { return joinParts(f.FormatToParts(x)) }

// FormatToParts formats a float64 into parts.
func (f *NumberFormat) FormatToParts(x float64) []Part { return f.formatDecimal(decimalOf(x)) }

// FormatIntegerToParts formats a BigInt given as its decimal string.
func (f *NumberFormat) FormatIntegerToParts(s string) []Part {
	return f.formatDecimal(decimalOfInteger(s))
}

// FormatStringToParts formats a decimal literal ("1234.5678901234567890",
// "-1e3") exactly, as ECMA-402 does a string.
// V8 makes a string of infinite Number value ∞ and fails one whose
// exponent ICU cannot hold (decimalOfString); a result longer than V8's
// longest string is V8's RangeError.
func (f *NumberFormat) FormatStringToParts(s string) ([]Part, error) {
	d, err := decimalOfString(s)
	if err != nil {
		return nil, err
	}
	if err := f.checkLength(d); err != nil {
		return nil, err
	}
	return f.formatDecimal(d), nil
}

// v8MaxStringLength is V8's String::kMaxLength on 64-bit hosts.
const v8MaxStringLength = 1<<29 - 24

// checkLength fails a value whose digits, rounded and written out in the
// standard notation, would pass V8's longest string: 1e-600000000 with
// significant digits has 600 million zeros. Where V8 runs out of string, the runner
// would otherwise build one of any size.
func (f *NumberFormat) checkLength(d decimal) error {
	if d.special != "" || d.digits == "" || f.Notation == "scientific" || f.Notation == "engineering" {
		return nil
	}
	if r := f.Digits.round(d, 0); r.digits != "" && -r.magnitude() > v8MaxStringLength {
		return &Error{"RangeError", "Invalid string length"}
	}
	return nil
}

// FormatInteger formats a BigInt given as its decimal string.
func (f *NumberFormat) FormatInteger(s string) string {
	return joinParts(f.FormatIntegerToParts(s))
}

// symbols are the locale's number symbols: its default numbering
// system's, or latn's when another is asked for (ICU's fallback); with
// a currency's own separators for a currency.
func (f *NumberFormat) symbols() numberSymbols {
	n := &f.Locale.tables().Number
	s := n.Symbols
	if f.Locale.nu != "" && f.Locale.nu != n.NumberingSystem {
		// Another numbering system's symbols: the locale's latn ones, or
		// und's for the system (ICU's fallback).
		l := n.LatnSymbols
		if f.Locale.nu != "latn" || l == nil {
			l = suppNuSymbols.get()[f.Locale.nu]
		}
		if l != nil {
			s.Decimal, s.Group, s.Percent, s.Plus, s.Minus = l.Decimal, l.Group, l.Percent, l.Plus, l.Minus
		}
	}
	if f.Style == "currency" {
		if s.CurrencyGroup != "" {
			s.Group = s.CurrencyGroup
		}
		if s.CurrencyDecimal != "" {
			s.Decimal = s.CurrencyDecimal
		}
		// The separators of the currency of the tag's region (pt-CV's
		// escudo, 1234$50 for any currency), and before them the
		// formatted currency's own (kea's escudo).
		if region := explicitRegion(f.Locale.Tag); region != "" {
			if own, ok := f.Locale.tables().currency(suppRegionCurrencies.str(region)); ok {
				if own.Decimal != "" {
					s.Decimal = own.Decimal
				}
				if own.Group != "" {
					s.Group = own.Group
				}
			}
		}
		f.currencySymbol("other")
		if f.curOK && f.cur.Decimal != "" {
			s.Decimal = f.cur.Decimal
		}
		if f.curOK && f.cur.Group != "" {
			s.Group = f.cur.Group
		}
	}
	return s
}

// compactPattern picks the compact pattern for a magnitude: the pattern
// string ("" for none) and its exponent shift.
func (f *NumberFormat) compactPatterns() map[string]map[string]string {
	n := &f.Locale.tables().Number
	switch {
	case f.Style == "currency" && f.CurrencyDisplay != "name":
		return n.CurrencyShort
	case f.CompactDisplay == "long" && f.Style != "currency":
		return n.Long
	}
	return n.Short
}

func compactFor(patterns map[string]map[string]string, mag int) (map[string]string, int) {
	if mag < 3 {
		return nil, 0
	}
	key := "1" + strings.Repeat("0", mag)
	for ; len(key) >= 4; key = key[:len(key)-1] {
		if p, ok := patterns[key]; ok {
			// The positive subpattern's zeros: sw writes the negative one
			// too ("elfu 0;elfu -0").
			other, _, _ := strings.Cut(p["other"], ";")
			zeros := strings.Count(other, "0")
			if strings.Trim(other, "0") == "" {
				// "0": no compact form at this magnitude.
				return nil, 0
			}
			return p, len(key) - 1 - (zeros - 1)
		}
	}
	return nil, 0
}

func (f *NumberFormat) formatDecimal(d decimal) []Part { return f.layers(d, false).flat() }

// numberLayers is a formatted number as ICU builds it: the digits, and
// around them, from the inside out, the modifiers that formatRange
// compares and may write once for both ends.
type numberLayers struct {
	num    []Part
	inner  [2][]Part // the scientific exponent, after the digits
	middle [2][]Part // the sign and the pattern's affixes: currency, percent, compact
	outer  [2][]Part // a unit's or a currency name's pattern
	// longName: outer comes from a unit or currency-name pattern picked
	// by plural category (ICU's LongNameHandler), which a range resolves
	// with CLDR's plural ranges.
	longName bool
	count    string
	rounded  decimal
	// outerFor re-does outer for another plural category.
	outerFor func(count string) [2][]Part
	// prefixSpacing is the space a currency symbol ending in a letter
	// puts before the digits ("USD 3.00"), which ICU inserts as currency
	// spacing and leaves out of the prefix's length (numberrange.go).
	prefixSpacing int
}

func (l numberLayers) flat() []Part {
	var out []Part
	for _, p := range [][]Part{l.outer[0], l.middle[0], l.inner[0], l.num, l.inner[1], l.middle[1], l.outer[1]} {
		out = append(out, p...)
	}
	return splitBidiMarks(out)
}

// splitBidiMarks gives the bidi marks of a sign, percent, exponent sign,
// compact or currency symbol (ar's U+061C before its minus, he's U+200F
// after K, ar's after د.ك.)
// parts of their own, literal, as ICU's fields leave them out; literal
// text next to literal text is one part, as V8 makes every gap between
// ICU's fields one literal.
func splitBidiMarks(parts []Part) []Part {
	isMark := func(r rune) bool { return r == '\u061c' || r == '\u200e' || r == '\u200f' }
	marked := func(p Part) bool {
		switch p.Type {
		case "minusSign", "plusSign", "percentSign", "exponentMinusSign", "compact", "currency":
			return strings.IndexFunc(p.Value, isMark) >= 0
		}
		return false
	}
	var out []Part
	add := func(p Part) {
		if n := len(out); n > 0 && p.Type == "literal" && out[n-1].Type == "literal" {
			out[n-1].Value += p.Value
			return
		}
		out = append(out, p)
	}
	split := false
	for _, p := range parts {
		if marked(p) {
			split = true
		}
	}
	if !split {
		return parts
	}
	for _, p := range parts {
		if !marked(p) {
			add(p)
			continue
		}
		core := strings.TrimFunc(p.Value, isMark)
		if core == "" {
			add(Part{"literal", p.Value})
			continue
		}
		lead := p.Value[:strings.Index(p.Value, core)]
		trail := p.Value[len(lead)+len(core):]
		if lead != "" {
			add(Part{"literal", lead})
		}
		add(Part{p.Type, core})
		if trail != "" {
			add(Part{"literal", trail})
		}
	}
	return out
}

// marker stands for the number in a pattern applied to find what goes
// before and after it.
var marker = []Part{{"\x00", ""}}

func splitAtMarker(parts []Part) [2][]Part {
	for i, p := range parts {
		if p.Type == "\x00" {
			return [2][]Part{parts[:i:i], parts[i+1:]}
		}
	}
	return [2][]Part{parts, nil}
}

// scientificMultiplier is ICU's ScientificHandler::getMultiplier: the
// power of ten that brings a number of magnitude mag to its mantissa.
func (f *NumberFormat) scientificMultiplier(mag int) int {
	shown := 1
	if f.Notation == "engineering" {
		shown = (mag%3+3)%3 + 1
	}
	return shown - mag - 1
}

// layers formats d; approx puts the approximately sign where the sign goes
// (formatRange's two ends that format alike).
func (f *NumberFormat) layers(d decimal, approx bool) numberLayers {
	if f.Notation == "compact" && f.Style == "percent" {
		// ICU formats a compact percentage as the unit percent.
		g := *f
		g.Style, g.Unit, g.UnitDisplay = "unit", "percent", "short"
		return g.layers(d.scale(2), approx)
	}
	if f.Style == "unit" && f.Unit == "percent" && f.Notation != "compact" && f.UnitDisplay != "long" {
		// ICU formats the unit percent, short or narrow, with the locale's
		// percent pattern (a no-break space in de), calling the sign a
		// unit; long, it is a unit like any other ("5 Prozent").
		g := *f
		g.Style = "percent"
		l := g.layers(d.scale(-2), approx)
		for _, side := range l.middle {
			for i := range side {
				if side[i].Type == "percentSign" {
					side[i].Type = "unit"
				}
			}
		}
		return l
	}
	sym := f.symbols()
	if f.Style == "percent" {
		d = d.scale(2)
	}
	var (
		compact  map[string]string
		shift    int
		minFrac  int
		rounded  decimal
		exponent int
		sci      = f.Notation == "scientific" || f.Notation == "engineering"
		original = d
	)
	switch {
	case f.Notation == "compact" && d.special == "":
		patterns := f.compactPatterns()
		mag := d.magnitude()
		for range 3 {
			compact, shift = compactFor(patterns, mag)
			rounded, minFrac = f.Digits.roundFull(original.scale(-shift))
			if rounded.isZero() || rounded.magnitude()+shift <= mag {
				break
			}
			// Rounding carried into the next magnitude (999999 is 1M).
			mag = rounded.magnitude() + shift
		}
	case sci && d.special == "" && !d.isZero():
		// As ICU's chooseMultiplierAndApply: round the mantissa, and if
		// that carried into the next magnitude (9.9996 to 10.000), take
		// that magnitude's exponent and round again.
		mag := d.magnitude()
		mult := f.scientificMultiplier(mag)
		rounded, minFrac = f.Digits.roundFull(d.scale(mult))
		if !rounded.isZero() && rounded.magnitude() != mag+mult {
			if m2 := f.scientificMultiplier(mag + 1); m2 != mult {
				mult = m2
				rounded, minFrac = f.Digits.roundFull(d.scale(mult))
			}
		}
		exponent = -mult
	default:
		rounded, minFrac = f.Digits.roundFull(d)
	}
	rounded.neg = d.neg

	l := numberLayers{count: "other"}
	// The number's own parts.
	switch rounded.special {
	case "nan":
		l.num = []Part{{"nan", sym.NaN}}
	case "inf":
		l.num = []Part{{"infinity", sym.Infinity}}
	default:
		l.num = f.digitParts(rounded, minFrac)
		if sci {
			exp := []Part{{"exponentSeparator", sym.Exponential}}
			if exponent < 0 {
				exp = append(exp, Part{"exponentMinusSign", sym.Minus})
			}
			l.inner[1] = append(exp, Part{"exponentInteger", localizeDigits(itoa(abs(exponent)), f.Locale.digits())})
		}
	}

	// The sign.
	negative := rounded.neg
	zero := rounded.isZero()
	sign := ""
	switch f.SignDisplay {
	case "never":
	case "always":
		sign = "+"
		if negative {
			sign = "-"
		}
	case "exceptZero":
		switch {
		case zero || rounded.special == "nan":
		case negative:
			sign = "-"
		default:
			sign = "+"
		}
	case "negative":
		if negative && !zero {
			sign = "-"
		}
	default: // auto
		if negative && rounded.special != "nan" {
			sign = "-"
		}
	}

	plainStr := "0"
	if rounded.special == "" {
		i, fr := rounded.parts(minFrac)
		plainStr = i
		if fr != "" {
			plainStr += "." + fr
		}
	}
	count := "other"
	if rounded.special == "" {
		count = selectPlural(f.Locale.plurals("cardinal"), plainStr, shift+exponent)
	}
	l.count, l.rounded = count, rounded

	// The pattern.
	n := &f.Locale.tables().Number
	src := n.Decimal
	switch f.Style {
	case "percent":
		src = n.Percent
	case "currency":
		if f.CurrencyDisplay == "name" {
			break
		}
		if f.CurrencySign == "accounting" {
			src = n.Accounting
		} else {
			src = n.Currency
		}
	}
	p := parsePattern(src, false)
	if compact != nil {
		cp, ok := compact[count]
		if !ok {
			cp = compact["other"]
		}
		if rounded.special == "" && rounded.exp >= 0 && (rounded.digits == "" || rounded.digits == "1" && rounded.exp == 0) {
			// CLDR's explicit "=0" and "=1" forms come first, as in ICU's
			// CompactData::getPattern (fr's "mille" for 1000, not "1 millier").
			if p, ok := compact[map[bool]string{true: "0", false: "1"}[rounded.digits == ""]]; ok {
				cp = p
			}
		}
		if !strings.Contains(cp, "0") {
			// "mille": the pattern is the whole text, without the digits.
			l.num = nil
		}
		c := parsePattern(cp, true)
		// A compact pattern replaces the number; the style's own affixes
		// (a currency pattern's ¤) come from it, not from the standard one.
		p.prefix, p.suffix, p.negPrefix, p.negSuffix = c.prefix, c.suffix, c.negPrefix, c.negSuffix
	}
	symbol := f.currencySymbol(count)
	if f.Style == "currency" && f.CurrencyDisplay != "name" && compact == nil && rounded.special == "" {
		// A symbol that ends (or begins) in a letter next to the number
		// takes the alphaNextToNumber pattern, with a space between.
		alpha := n.CurrencyAlpha
		if f.CurrencySign == "accounting" {
			alpha = n.AccountingAlpha
		}
		if pa := parsePattern(alpha, false); currencyTouchesLetter(p, symbol) {
			if n := len(p.prefix); n > 0 && p.prefix[n-1].Type == "currency" {
				l.prefixSpacing = 1
			}
			p = pa
		}
		// Currency spacing: a symbol whose letter touches the digits gets
		// the locale's space between (agq's "1 235 FCFA", af's "R 1 234,50").
		if currencyNeedsSpace(p, symbol) {
			insert := Part{"literal", n.CurrencyInsert}
			for _, pre := range []*[]Part{&p.prefix, &p.negPrefix} {
				if k := len(*pre); k > 0 && (*pre)[k-1].Type == "currency" {
					*pre = append((*pre)[:k:k], insert)
					if pre == &p.prefix {
						l.prefixSpacing = 1
					}
				}
			}
			for _, suf := range []*[]Part{&p.suffix, &p.negSuffix} {
				if len(*suf) > 0 && (*suf)[0].Type == "currency" {
					*suf = append([]Part{insert}, *suf...)
				}
			}
		}
	}
	prefix, suffix := p.prefix, p.suffix
	inPrefix, plusForMinus := false, false
	// A negative subpattern places the minus sign (sw's compact "elfu
	// -0"), and a plus sign where it has one, as ICU's
	// plusReplacesMinusSign; one without a minus ("(¤0.00)") is for
	// negative numbers only.
	if p.negPrefix != nil && (sign == "-" || sign == "+" && hasMinusSign(p.negPrefix, p.negSuffix)) {
		prefix, suffix = p.negPrefix, p.negSuffix
		plusForMinus = sign == "+"
		sign, inPrefix = "", true
	}
	approxPart := Part{"approximatelySign", sym.Approximately}
	fill := func(affix []Part) []Part {
		out := make([]Part, 0, len(affix))
		for _, a := range affix {
			switch a.Type {
			case "currency":
				a.Value = symbol
			case "percentSign":
				a.Value = sym.Percent
			case "minusSign":
				if approx && inPrefix {
					out = append(out, approxPart)
				}
				a.Value = sym.Minus
				if plusForMinus {
					a = Part{"plusSign", sym.Plus}
				}
			}
			out = append(out, a)
		}
		return out
	}
	var pre []Part
	if approx && !inPrefix {
		pre = append(pre, approxPart)
	}
	switch sign {
	case "-":
		pre = append(pre, Part{"minusSign", sym.Minus})
	case "+":
		pre = append(pre, Part{"plusSign", sym.Plus})
	}
	l.middle = [2][]Part{append(pre, fill(prefix)...), fill(suffix)}
	switch {
	case f.Style == "currency" && f.CurrencyDisplay == "name":
		l.longName = true
		l.outerFor = func(count string) [2][]Part {
			pat := n.CurrencyUnitPattern[count]
			if pat == "" {
				pat = n.CurrencyUnitPattern["other"]
			}
			return splitAtMarker(applyUnitPattern(pat, marker, "currency", f.currencySymbol(count)))
		}
	case f.Style == "unit":
		l.longName = true
		l.outerFor = func(count string) [2][]Part { return splitAtMarker(f.applyUnit(marker, count)) }
	}
	if l.outerFor != nil {
		l.outer = l.outerFor(count)
		if l.outer[1] == nil {
			// The pattern has no place for the number (splitAtMarker).
			l.num, l.middle = nil, [2][]Part{}
		}
	}
	return l
}

// hasMinusSign reports whether a subpattern's affixes write the minus
// sign.
func hasMinusSign(affixes ...[]Part) bool {
	for _, affix := range affixes {
		for _, a := range affix {
			if a.Type == "minusSign" {
				return true
			}
		}
	}
	return false
}

// currencyNeedsSpace is ICU's currency spacing test: the symbol's edge
// next to the digits is neither a symbol nor a separator (a letter, or
// the dot of "Nu.").
func currencyNeedsSpace(p pattern, symbol string) bool {
	spaced := func(r rune) bool { return r != utf8.RuneError && !unicode.In(r, unicode.S, unicode.Z) }
	if n := len(p.prefix); n > 0 && p.prefix[n-1].Type == "currency" {
		r, _ := utf8.DecodeLastRuneInString(symbol)
		return spaced(r)
	}
	if len(p.suffix) > 0 && p.suffix[0].Type == "currency" {
		r, _ := utf8.DecodeRuneInString(symbol)
		return spaced(r)
	}
	return false
}

func currencyTouchesLetter(p pattern, symbol string) bool {
	if n := len(p.prefix); n > 0 && p.prefix[n-1].Type == "currency" {
		r, _ := utf8.DecodeLastRuneInString(symbol)
		return unicode.IsLetter(r)
	}
	if len(p.suffix) > 0 && p.suffix[0].Type == "currency" {
		r, _ := utf8.DecodeRuneInString(symbol)
		return unicode.IsLetter(r)
	}
	return false
}

func (f *NumberFormat) currencySymbol(count string) string {
	if f.Style != "currency" {
		return ""
	}
	if f.cur == nil {
		c, ok := f.Locale.tables().currency(f.Currency)
		if f.CurrencyDisplay == "name" {
			c, ok = f.Locale.tables().currencyWithNames(f.Currency)
		}
		f.cur, f.curOK = &c, ok
	}
	c, ok := *f.cur, f.curOK
	switch f.CurrencyDisplay {
	case "code":
		return f.Currency
	case "name":
		if !ok {
			return f.Currency
		}
		if s := c.Names[count]; s != "" {
			return s
		}
		if s := c.Names["other"]; s != "" {
			return s
		}
		if c.Name != "" {
			return c.Name
		}
		// A locale without a name for the currency writes its code.
		return f.Currency
	case "narrowSymbol":
		if ok && c.Narrow != "" {
			return c.Narrow
		}
	}
	if ok && c.Symbol != "" {
		return c.Symbol
	}
	return f.Currency
}

// digitParts writes the integer, group, decimal and fraction parts.
func (f *NumberFormat) digitParts(d decimal, minFrac int) []Part {
	sym := f.symbols()
	intPart, frac := d.parts(minFrac)
	if len(intPart) < f.Digits.MinInt {
		intPart = strings.Repeat("0", f.Digits.MinInt-len(intPart)) + intPart
	}
	var out []Part
	// The grouping is the style's pattern's (mr groups a percent or a
	// currency by thousands and a plain number by lakhs).
	grouping := f.Locale.tables().Number.Decimal
	switch {
	case f.Style == "percent":
		grouping = f.Locale.tables().Number.Percent
	case f.Style == "currency" && f.CurrencyDisplay != "name":
		grouping = f.Locale.tables().Number.Currency
	}
	p := parsePattern(grouping, false)
	minGroup := f.Locale.tables().Number.MinimumGroupingDigits
	switch f.UseGrouping {
	case "always":
		minGroup = 1
	case "min2":
		minGroup = max(minGroup, 2)
	}
	if f.UseGrouping != "" && p.primary > 0 && len(intPart) >= p.primary+minGroup {
		var groups []string
		rest := intPart
		size := p.primary
		for len(rest) > size {
			groups = append([]string{rest[len(rest)-size:]}, groups...)
			rest = rest[:len(rest)-size]
			size = p.secondary
		}
		groups = append([]string{rest}, groups...)
		for i, g := range groups {
			if i > 0 {
				out = append(out, Part{"group", sym.Group})
			}
			out = append(out, Part{"integer", g})
		}
	} else {
		out = append(out, Part{"integer", intPart})
	}
	if frac != "" {
		out = append(out, Part{"decimal", sym.Decimal}, Part{"fraction", frac})
	}
	if digits := f.Locale.digits(); digits != "" {
		for i := range out {
			out[i].Value = localizeDigits(out[i].Value, digits)
		}
	}
	return out
}

// applyUnitPattern puts formatted number parts into a "{0} unit" pattern:
// the text around {0}, but for its spaces, is of type typ (or the given
// replacement for {1}).
func applyUnitPattern(pat string, num []Part, typ, one string) []Part {
	before, after, hasNumber := strings.Cut(pat, "{0}")
	if !hasNumber {
		// A pattern that spells its number out (ar's "لتر", one liter).
		num = nil
	}
	var out []Part
	text := func(s string) {
		s = strings.ReplaceAll(s, "{1}", one)
		if s == "" {
			return
		}
		// Spaces and bidi marks around the name are literal text, outside
		// ICU's field (fa's "‎ km/h").
		core := strings.TrimFunc(s, func(r rune) bool { return isSpace(r) || r == '\u061c' || r == '\u200e' || r == '\u200f' })
		lead := s[:strings.Index(s, core)]
		if core == "" {
			lead = s
		}
		trail := s[len(lead)+len(core):]
		if lead != "" {
			out = append(out, Part{"literal", lead})
		}
		if core != "" {
			out = append(out, Part{typ, core})
		}
		if trail != "" {
			out = append(out, Part{"literal", trail})
		}
	}
	text(before)
	out = append(out, num...)
	text(after)
	return out
}

func isSpace(r rune) bool { return unicode.IsSpace(r) || r == '\u00a0' || r == '\u202f' }

func (f *NumberFormat) applyUnit(num []Part, count string) []Part {
	width := f.Locale.tables().unitTables()[f.UnitDisplay]
	pick := func(u unitData) string {
		if p := u.Patterns[count]; p != "" {
			return p
		}
		return u.Patterns["other"]
	}
	if u, ok := width.Units[f.Unit]; ok {
		return applyUnitPattern(pick(u), num, "unit", "")
	}
	numer, denom, _ := strings.Cut(f.Unit, "-per-")
	nu, du := width.Units[numer], width.Units[denom]
	if du.Per != "" {
		// "{0}/h": the numerator formatted, then the denominator's form.
		inner := applyUnitPattern(pick(nu), num, "unit", "")
		return wrapUnit(du.Per, inner)
	}
	// "{0}/{1}": the numerator formatted, over the denominator's name in
	// the singular (its "one" pattern without the number).
	inner := applyUnitPattern(pick(nu), num, "unit", "")
	one := du.Patterns["one"]
	if one == "" {
		one = du.Patterns["other"]
	}
	name := strings.TrimFunc(strings.ReplaceAll(one, "{0}", ""), isSpace)
	return wrapUnit(strings.ReplaceAll(width.Per, "{1}", name), inner)
}

// wrapUnit puts already formatted parts into "{0}…" and merges the unit
// text that follows the inner unit part.
func wrapUnit(pat string, inner []Part) []Part {
	out := applyUnitPattern(pat, inner, "unit", "")
	merged := out[:0]
	for _, p := range out {
		if n := len(merged); n > 0 && p.Type == "unit" && merged[n-1].Type == "unit" {
			merged[n-1].Value += p.Value
			continue
		}
		merged = append(merged, p)
	}
	return merged
}

// ResolvedPluralCategories and friends live in plural.go; this formats a
// plain number for callers that need only the text of digits.
func itoa(n int) string { return strconv.Itoa(n) }
