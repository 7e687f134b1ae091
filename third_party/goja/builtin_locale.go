package goja

// The locale-sensitive methods without Intl: Number and BigInt
// toLocaleString, Date toLocaleString/toLocaleDateString/
// toLocaleTimeString and String localeCompare.
//
// Upstream ignored locales and options: (1234567.891).toLocaleString()
// was "1234567.891" (V8: "1,234,567.891"), Number's took its first
// argument as a radix ("en-US" threw a RangeError), dates came out in an
// en-GB layout, and localeCompare ignored {numeric: true}. Each wrong
// answer was given with no sign of trouble. These methods now give
// exactly what V8 (Node 20, full ICU) gives for the en-US locale and the
// options below, and throw a RangeError that says so for any other
// locale or option, never a different answer. A real Intl can replace
// them later.

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/dop251/goja/unistring"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// checkLocales accepts what formats as en-US: undefined, an empty list,
// or "en"/"en-US" (in any case) first in the list.
func (r *Runtime) checkLocales(method string, locales Value) {
	if locales == _undefined {
		return
	}
	first := locales
	if obj, ok := locales.(*Object); ok {
		if toLength(obj.self.getStr("length", nil)) == 0 {
			return
		}
		first = nilSafe(obj.self.getIdx(valueInt(0), nil))
	}
	if _, ok := first.(String); ok {
		switch strings.ToLower(first.String()) {
		case "en", "en-us":
			return
		}
	}
	panic(r.newErrorf(r.getRangeError(), "%s: locale %s is not supported by this runner (it has no Intl; only en-US is)", method, first.String()))
}

// optionUnsupported throws for an option this runner cannot honour.
func (r *Runtime) optionUnsupported(method, name string, value Value) {
	panic(r.newErrorf(r.getRangeError(), "%s: option %s: %s is not supported by this runner (it has no Intl)", method, name, value.String()))
}

// numberFormat is the subset of Intl.NumberFormat's options honoured.
type numberFormat struct {
	percent          bool
	minInt           int
	minFrac, maxFrac int
	grouping         string // "always" or "min2" or "" for none
}

var numberFormatOptions = []string{"localeMatcher", "numberingSystem", "style", "currency", "currencyDisplay",
	"currencySign", "unit", "unitDisplay", "notation", "compactDisplay", "signDisplay", "minimumIntegerDigits",
	"minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits", "maximumSignificantDigits",
	"useGrouping", "roundingMode", "roundingPriority", "roundingIncrement", "trailingZeroDisplay"}

func (r *Runtime) numberFormatFromOptions(method string, options Value) numberFormat {
	f := numberFormat{minInt: 1, maxFrac: 3, grouping: "always"}
	if options == _undefined {
		return f
	}
	opts := r.toObject(options)
	get := func(name string) Value { return nilSafe(opts.self.getStr(unistring.NewFromString(name), nil)) }
	digits := func(name string, min, max int64) (int, bool) {
		v := get(name)
		if v == _undefined {
			return 0, false
		}
		n := v.ToFloat()
		if math.IsNaN(n) || n < float64(min) || n > float64(max) {
			panic(r.newErrorf(r.getRangeError(), "%s value is out of range.", name))
		}
		return int(math.Floor(n)), true
	}
	for _, name := range numberFormatOptions {
		v := get(name)
		if v == _undefined {
			continue
		}
		switch name {
		case "localeMatcher":
			switch v.String() {
			case "lookup", "best fit":
			default:
				panic(r.newErrorf(r.getRangeError(), "Value %s out of range for Intl.NumberFormat options property localeMatcher", v.String()))
			}
		case "style":
			switch v.String() {
			case "decimal":
			case "percent":
				f.percent = true
				f.maxFrac = 0
			default:
				r.optionUnsupported(method, name, v)
			}
		case "useGrouping":
			switch v {
			case valueTrue:
			case valueFalse:
				f.grouping = ""
			default:
				switch v.String() {
				case "always", "auto", "true", "false":
					// Strings other than "min2" are truthy: grouping as usual.
				case "min2":
					f.grouping = "min2"
				default:
					panic(r.newErrorf(r.getRangeError(), "Value %s out of range for Intl.NumberFormat options property useGrouping", v.String()))
				}
			}
		case "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits":
			// Read below, in the specification's order.
		default:
			r.optionUnsupported(method, name, v)
		}
	}
	if n, ok := digits("minimumIntegerDigits", 1, 21); ok {
		f.minInt = n
	}
	minFrac, hasMin := digits("minimumFractionDigits", 0, 20)
	maxFrac, hasMax := digits("maximumFractionDigits", 0, 20)
	switch {
	case hasMin && hasMax:
		if minFrac > maxFrac {
			panic(r.newError(r.getRangeError(), "maximumFractionDigits value is out of range."))
		}
		f.minFrac, f.maxFrac = minFrac, maxFrac
	case hasMin:
		f.minFrac = minFrac
		f.maxFrac = max(minFrac, f.maxFrac)
	case hasMax:
		f.maxFrac = maxFrac
		f.minFrac = min(f.minFrac, maxFrac)
	}
	return f
}

// formatDecimal formats a number given as decimal digits (no leading
// zeros unless the number is zero) times 10^exp, as ICU does: round half
// away from zero to maxFrac fraction digits, keep at least minFrac, pad
// the integer to minInt digits, group thousands with commas.
func (f numberFormat) formatDecimal(neg bool, digits string, exp int) string {
	if f.percent {
		exp += 2
	}
	// intDigits: how many of digits are before the decimal point.
	intDigits := len(digits) + exp
	// Round to maxFrac fraction digits.
	keep := intDigits + f.maxFrac
	if keep < len(digits) {
		roundUp := keep >= 0 && digits[keep] >= '5'
		if keep < 0 {
			keep = 0
		}
		digits = digits[:keep]
		if roundUp {
			b := []byte(digits)
			i := len(b) - 1
			for ; i >= 0 && b[i] == '9'; i-- {
				b[i] = '0'
			}
			if i >= 0 {
				b[i]++
				digits = string(b)
			} else {
				digits = "1" + string(b)
				intDigits++
			}
		}
	}
	var intPart, fracPart string
	switch {
	case intDigits <= 0:
		intPart = ""
		fracPart = strings.Repeat("0", -intDigits) + digits
	case intDigits >= len(digits):
		intPart = digits + strings.Repeat("0", intDigits-len(digits))
	default:
		intPart, fracPart = digits[:intDigits], digits[intDigits:]
	}
	fracPart = strings.TrimRight(fracPart, "0")
	if len(fracPart) < f.minFrac {
		fracPart += strings.Repeat("0", f.minFrac-len(fracPart))
	}
	intPart = strings.TrimLeft(intPart, "0")
	if len(intPart) < f.minInt {
		intPart = strings.Repeat("0", f.minInt-len(intPart)) + intPart
	}
	if f.grouping == "always" && len(intPart) > 3 || f.grouping == "min2" && len(intPart) > 4 {
		var sb strings.Builder
		head := len(intPart) % 3
		if head > 0 {
			sb.WriteString(intPart[:head])
		}
		for i := head; i < len(intPart); i += 3 {
			if sb.Len() > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(intPart[i : i+3])
		}
		intPart = sb.String()
	}
	var sb strings.Builder
	if neg {
		sb.WriteByte('-')
	}
	sb.WriteString(intPart)
	if fracPart != "" {
		sb.WriteByte('.')
		sb.WriteString(fracPart)
	}
	if f.percent {
		sb.WriteByte('%')
	}
	return sb.String()
}

// formatFloat starts from the shortest decimal that reads back as x, as
// ICU does (so 1.0005 rounds to 1.001, where toFixed(3) says 1.000).
func (f numberFormat) formatFloat(x float64) string {
	switch {
	case math.IsNaN(x):
		if f.percent {
			return "NaN%"
		}
		return "NaN"
	case math.IsInf(x, 0):
		s := "∞"
		if x < 0 {
			s = "-∞"
		}
		if f.percent {
			s += "%"
		}
		return s
	}
	neg := math.Signbit(x)
	if x == 0 {
		return f.formatDecimal(neg, "0", 0)
	}
	e := strconv.FormatFloat(math.Abs(x), 'e', -1, 64) // d.ddddde±xx
	mant, expStr, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expStr)
	digits := strings.Replace(mant, ".", "", 1)
	return f.formatDecimal(neg, digits, exp-(len(digits)-1))
}

func (r *Runtime) thisNumber(v Value, method string) float64 {
	switch t := v.(type) {
	case valueFloat, valueInt:
		return t.ToFloat()
	case *Object:
		if p, ok := t.self.(*primitiveValueObject); ok {
			if n, ok := p.pValue.(valueFloat); ok {
				return float64(n)
			}
			if n, ok := p.pValue.(valueInt); ok {
				return float64(n)
			}
		}
	}
	panic(r.NewTypeError("%s requires that 'this' be a Number", method))
}

func (r *Runtime) numberproto_toLocaleString(call FunctionCall) Value {
	const method = "Number.prototype.toLocaleString"
	x := r.thisNumber(call.This, method)
	if r.localeDelegate != nil {
		if v, ok := r.localeDelegate(method, floatToValue(x), call.Arguments); ok {
			return v
		}
	}
	r.checkLocales(method, call.Argument(0))
	return newStringValue(r.numberFormatFromOptions(method, call.Argument(1)).formatFloat(x))
}

func (r *Runtime) bigintproto_toLocaleString(call FunctionCall) Value {
	const method = "BigInt.prototype.toLocaleString"
	x := (*big.Int)(r.thisBigIntValue(call.This, "BigInt.prototype.toLocaleString").(*valueBigInt))
	if r.localeDelegate != nil {
		if v, ok := r.localeDelegate(method, (*valueBigInt)(x), call.Arguments); ok {
			return v
		}
	}
	r.checkLocales(method, call.Argument(0))
	f := r.numberFormatFromOptions(method, call.Argument(1))
	digits := new(big.Int).Abs(x).String()
	return newStringValue(f.formatDecimal(x.Sign() < 0, digits, 0))
}

// Dates: the en-US defaults are M/D/YYYY and h:mm:ss AM/PM, in local time.

var dateTimeFormatOptions = []string{"localeMatcher", "calendar", "numberingSystem", "hour12", "hourCycle",
	"timeZone", "weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second",
	"fractionalSecondDigits", "timeZoneName", "formatMatcher", "dateStyle", "timeStyle"}

// dateFormatLocation reads the options: only timeZone, and only UTC, is
// honoured; it returns the location to format in.
func (r *Runtime) dateFormatLocation(method string, options Value, local *time.Location) *time.Location {
	if options == _undefined {
		return local
	}
	opts := r.toObject(options)
	loc := local
	for _, name := range dateTimeFormatOptions {
		v := nilSafe(opts.self.getStr(unistring.NewFromString(name), nil))
		if v == _undefined {
			continue
		}
		if name == "timeZone" {
			switch strings.ToUpper(v.String()) {
			case "UTC", "ETC/UTC", "GMT", "ETC/GMT":
				loc = time.UTC
				continue
			}
		}
		r.optionUnsupported(method, name, v)
	}
	return loc
}

func formatDateEnUS(t time.Time) string {
	year := t.Year()
	if year <= 0 {
		year = 1 - year // ICU writes the year of the era, without the era
	}
	return strconv.Itoa(int(t.Month())) + "/" + strconv.Itoa(t.Day()) + "/" + strconv.Itoa(year)
}

func formatTimeEnUS(t time.Time) string {
	h := t.Hour() % 12
	if h == 0 {
		h = 12
	}
	ampm := "AM"
	if t.Hour() >= 12 {
		ampm = "PM"
	}
	return strconv.Itoa(h) + t.Format(":04:05 ") + ampm
}

func (r *Runtime) dateLocaleString(call FunctionCall, method string, date, tm bool) Value {
	d, ok := selfOf(call.This).(*dateObject)
	if !ok {
		panic(r.incompatibleReceiver(method, call.This))
	}
	if r.localeDelegate != nil {
		var tv Value = _NaN
		if d.isSet() {
			tv = intToValue(d.msec)
		}
		if v, ok := r.localeDelegate(method, tv, call.Arguments); ok {
			return v
		}
	}
	r.checkLocales(method, call.Argument(0))
	if !d.isSet() {
		// V8 checks the options even for an invalid date.
		r.dateFormatLocation(method, call.Argument(1), time.Local)
		return stringInvalidDate
	}
	t := d.time()
	t = t.In(r.dateFormatLocation(method, call.Argument(1), t.Location()))
	switch {
	case date && tm:
		return asciiString(formatDateEnUS(t) + ", " + formatTimeEnUS(t))
	case date:
		return asciiString(formatDateEnUS(t))
	default:
		return asciiString(formatTimeEnUS(t))
	}
}

func (r *Runtime) dateproto_toLocaleString(call FunctionCall) Value {
	return r.dateLocaleString(call, "Date.prototype.toLocaleString", true, true)
}

func (r *Runtime) dateproto_toLocaleDateString(call FunctionCall) Value {
	return r.dateLocaleString(call, "Date.prototype.toLocaleDateString", true, false)
}

func (r *Runtime) dateproto_toLocaleTimeString(call FunctionCall) Value {
	return r.dateLocaleString(call, "Date.prototype.toLocaleTimeString", false, true)
}

var collatorOptions = []string{"usage", "localeMatcher", "collation", "numeric", "caseFirst", "sensitivity", "ignorePunctuation"}

func (r *Runtime) stringproto_localeCompare(call FunctionCall) Value {
	const method = "String.prototype.localeCompare"
	r.thisCoercible(call.This, method)
	if r.localeDelegate != nil {
		this, that := stringOf(call.This), stringOf(call.Argument(0))
		if v, ok := r.localeDelegate(method, this, append([]Value{that}, call.Arguments[min(len(call.Arguments), 1):]...)); ok {
			return v
		}
	}
	this := norm.NFD.String(stringOf(call.This).String())
	that := norm.NFD.String(stringOf(call.Argument(0)).String())
	r.checkLocales(method, call.Argument(1))
	collator := r.collator()
	if options := call.Argument(2); options != _undefined {
		// numeric and sensitivity "base", "accent" and "variant" map onto
		// x/text's root collation exactly as ICU's (checked against Node
		// for every pair of a list of cased, accented, ligature and width
		// variants); sensitivity "case" does not, and is refused.
		var collateOptions []collate.Option
		opts := r.toObject(options)
		for _, name := range collatorOptions {
			v := nilSafe(opts.self.getStr(unistring.NewFromString(name), nil))
			if v == _undefined {
				continue
			}
			switch {
			case name == "usage" && v.String() == "sort":
			case name == "localeMatcher" && (v.String() == "lookup" || v.String() == "best fit"):
			case name == "numeric":
				if v.ToBoolean() {
					collateOptions = append(collateOptions, collate.Numeric)
				}
			case name == "sensitivity" && v.String() == "base":
				collateOptions = append(collateOptions, collate.IgnoreCase, collate.IgnoreDiacritics)
			case name == "sensitivity" && v.String() == "accent":
				collateOptions = append(collateOptions, collate.IgnoreCase)
			case name == "sensitivity" && v.String() == "variant":
			default:
				r.optionUnsupported(method, name, v)
			}
		}
		if len(collateOptions) > 0 {
			collator = collate.New(language.Und, collateOptions...)
		}
	}
	return intToValue(int64(collator.CompareString(this, that)))
}
