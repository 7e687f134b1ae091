package intl

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// decimal is an exact decimal number: digits × 10^exp, digits without
// leading or trailing zeros ("" for zero), or a special value.
type decimal struct {
	neg     bool
	digits  string
	exp     int
	special string // "", "nan" or "inf"
}

// decimalOf starts from the shortest decimal that reads back as x, as
// ICU does (so 1.0005 rounds to 1.001, where toFixed(3) says 1.000).
func decimalOf(x float64) decimal {
	switch {
	case math.IsNaN(x):
		return decimal{special: "nan"}
	case math.IsInf(x, 0):
		return decimal{special: "inf", neg: x < 0}
	}
	d := decimal{neg: math.Signbit(x)}
	if x == 0 {
		return d
	}
	e := strconv.FormatFloat(math.Abs(x), 'e', -1, 64)
	mant, expStr, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expStr)
	digits := strings.Replace(mant, ".", "", 1)
	d.digits = digits
	d.exp = exp - (len(digits) - 1)
	return d.normalize()
}

// DecimalString makes a decimal of an integer's digits (a BigInt's), with
// an optional leading minus.
func decimalOfInteger(s string) decimal {
	d := decimal{}
	if strings.HasPrefix(s, "-") {
		d.neg, s = true, s[1:]
	}
	d.digits = strings.TrimLeft(s, "0")
	return d.normalize()
}

// icuExponentLimit is the largest exponent, in magnitude, of the decimal
// numbers ICU holds (decNumber's 999,999,999). V8 fails a string beyond
// it with errICU: a non-zero value whose leading digit is below
// 10^-999999999, or a zero written with an exponent above 999,999,999.
const icuExponentLimit = 999_999_999

// errICU is V8's error when ICU refuses a decimal string.
var errICU = &Error{"TypeError", "Internal error. Icu error."}

// decimalOfString reads a decimal literal: sign, digits, optional point
// and fraction, optional exponent. As V8 does, a literal whose Number is
// infinite is that infinity ("1e400" formats as ∞), and one whose
// exponent ICU cannot hold is errICU; anything else is kept exact. The
// exponent saturates as it is read, so no literal overflows an int, and
// the work is linear in the literal's length; a string that is no
// literal is NaN.
func decimalOfString(s string) (decimal, error) {
	d := decimal{}
	switch {
	case strings.HasPrefix(s, "-"):
		d.neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	nan := decimal{special: "nan"}
	mant, expStr, hasExp := strings.Cut(strings.ToLower(s), "e")
	var exp int64
	if hasExp {
		neg := false
		switch {
		case strings.HasPrefix(expStr, "-"):
			neg, expStr = true, expStr[1:]
		case strings.HasPrefix(expStr, "+"):
			expStr = expStr[1:]
		}
		if expStr == "" {
			return nan, nil
		}
		for i := 0; i < len(expStr); i++ {
			c := expStr[i]
			if c < '0' || c > '9' {
				return nan, nil
			}
			if exp < 1<<40 { // beyond every limit; stays far from overflow
				exp = exp*10 + int64(c-'0')
			}
		}
		if neg {
			exp = -exp
		}
	}
	intPart, frac, _ := strings.Cut(mant, ".")
	if intPart == "" && frac == "" {
		return nan, nil
	}
	for _, part := range []string{intPart, frac} {
		for i := 0; i < len(part); i++ {
			if part[i] < '0' || part[i] > '9' {
				return nan, nil
			}
		}
	}
	digits := strings.TrimLeft(intPart+frac, "0")
	e := exp - int64(len(frac))
	if digits == "" {
		if e > icuExponentLimit {
			return decimal{}, errICU
		}
		return d, nil
	}
	t := strings.TrimRight(digits, "0")
	e += int64(len(digits) - len(t))
	mag := int64(len(t)) - 1 + e
	switch {
	case mag > 308:
		return decimal{special: "inf", neg: d.neg}, nil
	case mag == 308:
		if x, _ := strconv.ParseFloat(t+"e"+strconv.FormatInt(e, 10), 64); math.IsInf(x, 0) {
			return decimal{special: "inf", neg: d.neg}, nil
		}
	case mag < -icuExponentLimit:
		return decimal{}, errICU
	}
	d.digits, d.exp = t, int(e)
	return d, nil
}

func (d decimal) normalize() decimal {
	t := strings.TrimRight(d.digits, "0")
	d.exp += len(d.digits) - len(t)
	d.digits = t
	if t == "" {
		d.exp = 0
	}
	return d
}

func (d decimal) isZero() bool { return d.special == "" && d.digits == "" }

// magnitude is the power of ten of the leading digit (0 for zero).
func (d decimal) magnitude() int {
	if d.digits == "" {
		return 0
	}
	return len(d.digits) - 1 + d.exp
}

// roundAt rounds half away from zero (ICU's halfExpand) to a multiple of
// 10^mag.
func (d decimal) roundAt(mag int) decimal { return d.roundMode(mag, "halfExpand") }

// roundsUp decides, for ECMA-402's rounding mode, whether a value whose
// magnitude is cut moves away from zero: cmp is the dropped part against
// half a unit (-1, 0, 1; dropped non-zero), odd whether the kept last
// digit is odd.
func roundsUp(mode string, neg bool, cmp int, odd bool) bool {
	switch mode {
	case "ceil":
		return !neg
	case "floor":
		return neg
	case "expand":
		return true
	case "trunc":
		return false
	}
	if cmp != 0 {
		return cmp > 0
	}
	switch mode {
	case "halfCeil":
		return !neg
	case "halfFloor":
		return neg
	case "halfTrunc":
		return false
	case "halfEven":
		return odd
	}
	return true // halfExpand
}

// roundMode rounds to a multiple of 10^mag in one of ECMA-402's nine
// rounding modes (the sign decides ceil and floor).
func (d decimal) roundMode(mag int, mode string) decimal {
	if d.special != "" || d.digits == "" || d.exp >= mag {
		return d
	}
	// keep: how many leading digits have a position >= mag.
	keep := len(d.digits) - (mag - d.exp)
	digits, dropped := "", d.digits
	if keep > 0 {
		digits, dropped = d.digits[:keep], d.digits[keep:]
	}
	// dropped is non-zero (digits carry no trailing zeros). With keep < 0
	// it starts with -keep zeros, not built: 1e-999999999 would need a
	// billion.
	cmp := 1
	switch {
	case keep < 0 || dropped[0] < '5':
		cmp = -1
	case dropped[0] == '5' && strings.TrimRight(dropped[1:], "0") == "":
		cmp = 0
	}
	odd := digits != "" && (digits[len(digits)-1]-'0')%2 == 1
	if roundsUp(mode, d.neg, cmp, odd) {
		digits = addOne(digits)
	}
	return decimal{neg: d.neg, digits: digits, exp: mag}.normalize()
}

// addOne adds one to a string of decimal digits ("" is zero).
func addOne(digits string) string {
	b := []byte(digits)
	i := len(b) - 1
	for ; i >= 0 && b[i] == '9'; i-- {
		b[i] = '0'
	}
	if i >= 0 {
		b[i]++
		return string(b)
	}
	return "1" + string(b)
}

// roundIncrement rounds to a multiple of inc × 10^mag (roundingIncrement
// with maximumFractionDigits -mag).
func (d decimal) roundIncrement(mag, inc int, mode string) decimal {
	if inc == 1 || d.special != "" || d.digits == "" {
		return d.roundMode(mag, mode)
	}
	// The value over 10^mag, as num / den with integers.
	num, _ := new(big.Int).SetString(d.digits, 10)
	den := big.NewInt(int64(inc))
	if shift := d.exp - mag; shift >= 0 {
		num.Mul(num, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(shift)), nil))
	} else {
		den.Mul(den, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-shift)), nil))
	}
	q, r := new(big.Int).QuoRem(num, den, new(big.Int))
	if r.Sign() != 0 {
		cmp := new(big.Int).Lsh(r, 1).Cmp(den)
		if roundsUp(mode, d.neg, cmp, q.Bit(0) == 1) {
			q.Add(q, big.NewInt(1))
		}
	}
	q.Mul(q, big.NewInt(int64(inc)))
	out := decimal{neg: d.neg, exp: mag}
	if q.Sign() != 0 {
		out.digits = q.String()
	}
	return out.normalize()
}

// scale multiplies by 10^n.
func (d decimal) scale(n int) decimal {
	if d.digits != "" {
		d.exp += n
	}
	return d
}

// parts splits the absolute value into integer and fraction digits, the
// fraction padded with zeros to minFrac digits.
func (d decimal) parts(minFrac int) (string, string) {
	var intPart, frac string
	n := len(d.digits) + d.exp // digits before the point
	switch {
	case d.digits == "":
		intPart = "0"
	case n <= 0:
		intPart = "0"
		frac = strings.Repeat("0", -n) + d.digits
	case d.exp >= 0:
		intPart = d.digits + strings.Repeat("0", d.exp)
	default:
		intPart, frac = d.digits[:n], d.digits[n:]
	}
	if len(frac) < minFrac {
		frac += strings.Repeat("0", minFrac-len(frac))
	}
	return intPart, frac
}

// plain is the absolute value as "123.45", for plural operands.
func (d decimal) plain() string {
	i, f := d.parts(0)
	if f == "" {
		return i
	}
	return i + "." + f
}

// Digits are the rounding options of ECMA-402's SetNumberFormatDigitOptions.
type Digits struct {
	MinInt           int
	MinFrac, MaxFrac int
	MinSig, MaxSig   int
	// RoundingType: "fractionDigits", "significantDigits",
	// "morePrecision" or "lessPrecision".
	RoundingType string
	// RoundingMode is one of ECMA-402's nine ("" is halfExpand);
	// RoundingIncrement (0 or 1 for none) applies with fractionDigits.
	RoundingMode      string
	RoundingIncrement int
	// StripIfInteger is trailingZeroDisplay "stripIfInteger": an integer
	// result shows no fraction digits.
	StripIfInteger bool
}

func (g Digits) mode() string {
	if g.RoundingMode == "" {
		return "halfExpand"
	}
	return g.RoundingMode
}

// roundFull rounds d (already scaled by a compact or scientific
// exponent) and says how many fraction digits to show at least.
func (g Digits) roundFull(d decimal) (decimal, int) {
	if d.special != "" {
		return d, 0
	}
	r, minFrac := g.roundDigits(d)
	if g.StripIfInteger && r.exp >= 0 {
		minFrac = 0
	}
	return r, minFrac
}

func (g Digits) roundDigits(d decimal) (decimal, int) {
	mode := g.mode()
	sig := func() (decimal, int, int) {
		mag := d.magnitude() - g.MaxSig + 1
		r := d.roundMode(mag, mode)
		minFrac := g.MinSig - 1 - r.magnitude()
		return r, max(minFrac, 0), mag
	}
	frac := func() (decimal, int, int) {
		return d.roundIncrement(-g.MaxFrac, max(g.RoundingIncrement, 1), mode), g.MinFrac, -g.MaxFrac
	}
	switch g.RoundingType {
	case "significantDigits":
		r, m, _ := sig()
		return r, m
	case "morePrecision", "lessPrecision":
		sr, sm, smag := sig()
		fr, fm, fmag := frac()
		if (g.RoundingType == "morePrecision") == (smag <= fmag) {
			return sr, sm
		}
		return fr, fm
	default:
		r, m, _ := frac()
		return r, m
	}
}

func (g Digits) round(d decimal, _ int) decimal {
	r, _ := g.roundFull(d)
	return r
}
