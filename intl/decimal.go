package intl

import (
	"math"
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

// decimalOfString reads a decimal literal: sign, digits, optional point
// and fraction, optional exponent.
func decimalOfString(s string) decimal {
	d := decimal{}
	switch {
	case strings.HasPrefix(s, "-"):
		d.neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	mant, expStr, hasExp := strings.Cut(strings.ToLower(s), "e")
	exp := 0
	if hasExp {
		e, err := strconv.Atoi(expStr)
		if err != nil {
			return decimalOf(math.NaN())
		}
		exp = e
	}
	intPart, frac, _ := strings.Cut(mant, ".")
	d.digits = strings.TrimLeft(intPart+frac, "0")
	d.exp = exp - len(frac)
	return d.normalize()
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
func (d decimal) roundAt(mag int) decimal {
	if d.special != "" || d.digits == "" || d.exp >= mag {
		return d
	}
	// keep: how many leading digits have a position >= mag.
	keep := len(d.digits) - (mag - d.exp)
	if keep < 0 {
		return decimal{neg: d.neg}
	}
	up := d.digits[keep] >= '5'
	digits := d.digits[:keep]
	if up {
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
		}
	}
	return decimal{neg: d.neg, digits: digits, exp: mag}.normalize()
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
}

// round rounds d (already scaled by a compact exponent) and says how
// many fraction digits to show at least.
func (g Digits) roundFull(d decimal) (decimal, int) {
	if d.special != "" {
		return d, 0
	}
	sig := func() (decimal, int, int) {
		mag := d.magnitude() - g.MaxSig + 1
		r := d.roundAt(mag)
		minFrac := g.MinSig - 1 - r.magnitude()
		return r, max(minFrac, 0), mag
	}
	frac := func() (decimal, int, int) {
		return d.roundAt(-g.MaxFrac), g.MinFrac, -g.MaxFrac
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
