package ftoa

import (
	"math"
)

const (
	digits = "0123456789abcdefghijklmnopqrstuvwxyz"
)

// FToBaseStr formats a finite num in radix 2..36 the way V8 does
// (Number.prototype.toString(radix), V8's DoubleToRadixCString), so that
// the guest sees Node's digits, not merely digits that read back as num.
//
// The fraction gets digits only while they still say something about num:
// delta is half the gap to the next double, scaled with each digit, and
// the last digit is rounded half to even, carrying into the digits before
// it and into the integer part when it must. The integer part is exact
// while it fits 53 bits; above that V8 writes zeros for the low digits
// that the double cannot hold, dividing by the radix in floating point,
// and so do we: an exact big-integer rendering prints digits V8 rounds
// away (issue 19).
func FToBaseStr(num float64, radix int) string {
	negative := num < 0
	if negative {
		num = -num
	}
	r := float64(radix)

	integer := math.Floor(num)
	fraction := num - integer
	delta := 0.5 * (math.Nextafter(num, math.Inf(1)) - num)
	if smallest := math.SmallestNonzeroFloat64; delta < smallest {
		delta = smallest
	}

	// frac holds the digits after the point, as indices into digits.
	var frac []byte
	if fraction >= delta {
		for {
			fraction *= r
			delta *= r
			digit := int(fraction)
			frac = append(frac, byte(digit))
			fraction -= float64(digit)
			if fraction > 0.5 || (fraction == 0.5 && digit&1 == 1) {
				if fraction+delta > 1 {
					// Round up: the last digits that are radix-1 become
					// zeros and drop off the end; the digit before them
					// goes up by one, or the integer part does.
					for {
						last := len(frac) - 1
						if last < 0 {
							integer++
							break
						}
						if d := frac[last] + 1; int(d) < radix {
							frac[last] = d
							break
						}
						frac = frac[:last]
					}
					break
				}
			}
			if fraction < delta {
				break
			}
		}
	}

	// The integer digits, last first. While integer/radix is 2^53 or more
	// its last digit is below the double's precision: V8 writes a zero
	// and divides in floating point.
	var intRev []byte
	for integer/r >= 1<<53 {
		integer /= r
		intRev = append(intRev, '0')
	}
	for {
		rem := math.Mod(integer, r)
		intRev = append(intRev, digits[int(rem)])
		integer = (integer - rem) / r
		if integer <= 0 {
			break
		}
	}

	buf := make([]byte, 0, len(intRev)+len(frac)+2)
	if negative {
		buf = append(buf, '-')
	}
	for i := len(intRev) - 1; i >= 0; i-- {
		buf = append(buf, intRev[i])
	}
	if len(frac) > 0 {
		buf = append(buf, '.')
		for _, d := range frac {
			buf = append(buf, digits[d])
		}
	}
	return string(buf)
}
