package fdlibm

import "math"

const (
	two54 = 1.80143985094819840000e+16 // 0x43500000 00000000
	// Lg1..Lg7 approximate (log(1+s)-log(1-s)-2s)/s on [0, 0.1716].
	lg1 = 6.666666666666735130e-01 // 3FE55555 55555593
	lg2 = 3.999999999940941908e-01 // 3FD99999 9997FA04
	lg3 = 2.857142874366239149e-01 // 3FD24924 94229359
	lg4 = 2.222219843214978396e-01 // 3FCC71C5 1D8E78AF
	lg5 = 1.818357216161805012e-01 // 3FC74664 96CB03DE
	lg6 = 1.531383769920937332e-01 // 3FC39A09 D078C69F
	lg7 = 1.479819860511658591e-01 // 3FC2F112 DF3E5244
)

// Log is V8's Math.log.
func Log(x float64) float64 {
	hx := high(x)
	lx := low(x)
	var k int32
	if hx < 0x00100000 { // x < 2^-1022
		if (hx&0x7FFFFFFF)|int32(lx) == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= two54 // subnormal: scale up
		hx = high(x)
	}
	if hx >= 0x7FF00000 {
		return x + x
	}
	k += (hx >> 20) - 1023
	hx &= 0x000FFFFF
	i := (hx + 0x95F64) & 0x100000
	x = withHigh(x, hx|(i^0x3FF00000)) // normalize x or x/2
	k += i >> 20
	f := x - 1.0
	if (0x000FFFFF & (2 + hx)) < 3 { // -2^-20 ≤ f < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			dk := float64(k)
			return float64(dk*ln2Hi) + float64(dk*ln2Lo)
		}
		R := float64(float64(f*f) * (0.5 - float64(0.33333333333333333*f)))
		if k == 0 {
			return f - R
		}
		dk := float64(k)
		return float64(dk*ln2Hi) - ((R - float64(dk*ln2Lo)) - f)
	}
	s := f / (2.0 + f)
	dk := float64(k)
	z := float64(s * s)
	i = hx - 0x6147A
	w := float64(z * z)
	j := 0x6B851 - hx
	t1 := float64(w * (lg2 + float64(w*(lg4+float64(w*lg6)))))
	t2 := float64(z * (lg1 + float64(w*(lg3+float64(w*(lg5+float64(w*lg7)))))))
	i |= j
	R := t2 + t1
	if i > 0 {
		hfsq := float64(0.5 * f * f)
		if k == 0 {
			return f - (hfsq - float64(s*(hfsq+R)))
		}
		return float64(dk*ln2Hi) - ((hfsq - (float64(s*(hfsq+R)) + float64(dk*ln2Lo))) - f)
	}
	if k == 0 {
		return f - float64(s*(f-R))
	}
	return float64(dk*ln2Hi) - ((float64(s*(f-R)) - float64(dk*ln2Lo)) - f)
}

// Log1p is V8's Math.log1p.
func Log1p(x float64) float64 {
	hx := high(x)
	ax := hx & 0x7FFFFFFF
	k := int32(1)
	var f, c float64
	var hu int32
	if hx < 0x3FDA827A { // 1+x < √2
		if ax >= 0x3FF00000 { // x ≤ -1
			if x == -1 {
				return math.Inf(-1)
			}
			return math.NaN()
		}
		if ax < 0x3E200000 { // |x| < 2^-29
			if ax < 0x3C900000 { // |x| < 2^-54
				return x
			}
			return x - float64(x*x*0.5)
		}
		if hx > 0 || hx <= int32(-0x402D413C) { // -0.2929 < x < 0.41422: f = x
			k = 0
			f = x
			hu = 1
		}
	}
	if hx >= 0x7FF00000 {
		return x + x
	}
	if k != 0 {
		var u float64
		if hx < 0x43400000 {
			u = 1.0 + x
			hu = high(u)
			k = (hu >> 20) - 1023
			if k > 0 {
				c = 1.0 - (u - x)
			} else {
				c = x - (u - 1.0)
			}
			c /= u
		} else {
			u = x
			hu = high(u)
			k = (hu >> 20) - 1023
			c = 0
		}
		hu &= 0x000FFFFF
		if hu < 0x6A09E { // u < √2
			u = withHigh(u, hu|0x3FF00000)
		} else {
			k++
			u = withHigh(u, hu|0x3FE00000) // u/2
			hu = (0x00100000 - hu) >> 2
		}
		f = u - 1.0
	}
	hfsq := float64(0.5 * f * f)
	dk := float64(k)
	if hu == 0 { // |f| < 2^-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float64(dk * ln2Lo)
			return float64(dk*ln2Hi) + c
		}
		R := float64(hfsq * (1.0 - float64(0.66666666666666666*f)))
		if k == 0 {
			return f - R
		}
		return float64(dk*ln2Hi) - ((R - (float64(dk*ln2Lo) + c)) - f)
	}
	s := f / (2.0 + f)
	z := float64(s * s)
	R := float64(z * (lg1 + float64(z*(lg2+float64(z*(lg3+float64(z*(lg4+float64(z*(lg5+float64(z*(lg6+float64(z*lg7)))))))))))))
	if k == 0 {
		return f - (hfsq - float64(s*(hfsq+R)))
	}
	return float64(dk*ln2Hi) - ((hfsq - (float64(s*(hfsq+R)) + (float64(dk*ln2Lo) + c))) - f)
}

// kLog1p returns log(1+f) - f + f·f/2 for 1+f in [√2/2, √2], without the
// last terms, which log2 adds in extra precision.
func kLog1p(f float64) float64 {
	s := f / (2.0 + f)
	z := float64(s * s)
	w := float64(z * z)
	t1 := float64(w * (lg2 + float64(w*(lg4+float64(w*lg6)))))
	t2 := float64(z * (lg1 + float64(w*(lg3+float64(w*(lg5+float64(w*lg7)))))))
	R := t2 + t1
	hfsq := float64(0.5 * f * f)
	return s * (hfsq + R)
}

// Log2 is V8's Math.log2.
func Log2(x float64) float64 {
	const (
		ivln2hi = 1.44269504072144627571e+00 // 0x3FF71547 65200000
		ivln2lo = 1.67517131648865118353e-10 // 0x3DE705FC 2EEFA200
	)
	hx := high(x)
	lx := low(x)
	var k int32
	if hx < 0x00100000 {
		if (hx&0x7FFFFFFF)|int32(lx) == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= two54
		hx = high(x)
	}
	if hx >= 0x7FF00000 {
		return x + x
	}
	if hx == 0x3FF00000 && lx == 0 {
		return 0
	}
	k += (hx >> 20) - 1023
	hx &= 0x000FFFFF
	i := (hx + 0x95F64) & 0x100000
	x = withHigh(x, hx|(i^0x3FF00000))
	k += i >> 20
	y := float64(k)
	f := x - 1.0
	hfsq := float64(0.5 * f * f)
	r := kLog1p(f)
	hi := withLow(f-hfsq, 0)
	lo := (f - hi) - hfsq + r
	valHi := float64(hi * ivln2hi)
	valLo := float64((lo+hi)*ivln2lo) + float64(lo*ivln2hi)
	w := y + valHi
	valLo += (y - w) + valHi
	valHi = w
	return valLo + valHi
}

// Log10 is V8's Math.log10.
func Log10(x float64) float64 {
	const (
		ivln10   = 4.34294481903251816668e-01
		log102hi = 3.01029995663611771306e-01 // 0x3FD34413 509F6000
		log102lo = 3.69423907715893078616e-13 // 0x3D59FEF3 11F12B36
	)
	hx := high(x)
	lx := low(x)
	var k int32
	if hx < 0x00100000 {
		if (hx&0x7FFFFFFF)|int32(lx) == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= two54
		hx = high(x)
		lx = low(x)
	}
	if hx >= 0x7FF00000 {
		return x + x
	}
	if hx == 0x3FF00000 && lx == 0 {
		return 0
	}
	k += (hx >> 20) - 1023
	i := int32(uint32(k) >> 31)
	hx = (hx & 0x000FFFFF) | ((0x3FF - i) << 20)
	y := float64(k + i)
	x = words(hx, lx)
	z := float64(y*log102lo) + float64(ivln10*Log(x))
	return z + float64(y*log102hi)
}
