package fdlibm

import "math"

// Pow is V8's Math.pow and ** operator on numbers: fdlibm's pow, with
// ±1 ** ±Infinity and 1 ** NaN giving NaN as ECMAScript requires.
func Pow(x, y float64) float64 {
	const (
		dpH1  = 5.84962487220764160156e-01 // 0x3FE2B803 40000000, log2(1.5) hi
		dpL1  = 1.35003920212974897128e-08 // 0x3E4CFDEB 43CFD006, log2(1.5) lo
		two53 = 9007199254740992.0
		// L1..L6: (3/2)·(log(x) - 2s - 2/3·s³)
		L1     = 5.99999999999994648725e-01  // 0x3FE33333 33333303
		L2     = 4.28571428578550184252e-01  // 0x3FDB6DB6 DB6FABFF
		L3     = 3.33333329818377432918e-01  // 0x3FD55555 518F264D
		L4     = 2.72728123808534006489e-01  // 0x3FD17460 A91D4101
		L5     = 2.30660745775561754067e-01  // 0x3FCD864A 93C9DB65
		L6     = 2.06975017800338417784e-01  // 0x3FCA7E28 4A454EEF
		lg2H   = 6.93147182464599609375e-01  // 0x3FE62E43 00000000
		lg2L   = -1.90465429995776804525e-09 // 0xBE205C61 0CA86C39
		ovt    = 8.0085662595372944372e-17   // -(1024-log2(ovfl+.5ulp))
		cp     = 9.61796693925975554329e-01  // 0x3FEEC709 DC3A03FD, 2/(3·ln2)
		cpH    = 9.61796700954437255859e-01  // 0x3FEEC709 E0000000
		cpL    = -7.02846165095275826516e-09 // 0xBE3E2FE0 145B01F5
		ivln2  = 1.44269504088896338700e+00  // 0x3FF71547 652B82FE
		ivln2H = 1.44269502162933349609e+00  // 0x3FF71547 60000000
		ivln2L = 1.92596299112661746887e-08  // 0x3E54AE0B F85DDF44
	)
	hx, lx := high(x), low(x)
	hy, ly := high(y), low(y)
	ix := hx & 0x7FFFFFFF
	iy := hy & 0x7FFFFFFF

	if iy|int32(ly) == 0 { // x ** ±0 = 1
		return 1
	}
	if ix > 0x7FF00000 || (ix == 0x7FF00000 && lx != 0) ||
		iy > 0x7FF00000 || (iy == 0x7FF00000 && ly != 0) {
		return x + y // NaN
	}

	// yisint: 0 y is not an integer, 1 an odd one, 2 an even one
	// (only worked out when x < 0).
	yisint := int32(0)
	if hx < 0 {
		if iy >= 0x43400000 {
			yisint = 2
		} else if iy >= 0x3FF00000 {
			k := (iy >> 20) - 0x3FF
			if k > 20 {
				j := int32(ly >> uint(52-k))
				if j<<uint(52-k) == int32(ly) {
					yisint = 2 - (j & 1)
				}
			} else if ly == 0 {
				j := iy >> uint(20-k)
				if j<<uint(20-k) == iy {
					yisint = 2 - (j & 1)
				}
			}
		}
	}

	if ly == 0 {
		if iy == 0x7FF00000 { // y = ±Inf
			if (ix-0x3FF00000)|int32(lx) == 0 {
				return y - y // ±1 ** ±Inf is NaN
			} else if ix >= 0x3FF00000 {
				if hy >= 0 {
					return y
				}
				return 0
			}
			if hy < 0 {
				return -y
			}
			return 0
		}
		if iy == 0x3FF00000 { // y = ±1
			if hy < 0 {
				return 1 / x
			}
			return x
		}
		if hy == 0x40000000 { // y = 2
			return x * x
		}
		if hy == 0x3FE00000 && hx >= 0 { // y = 0.5, x ≥ +0
			return math.Sqrt(x)
		}
	}

	ax := math.Abs(x)
	if lx == 0 && (ix == 0x7FF00000 || ix == 0 || ix == 0x3FF00000) { // ±0, ±Inf, ±1
		z := ax
		if hy < 0 {
			z = 1 / z
		}
		if hx < 0 {
			if (ix-0x3FF00000)|yisint == 0 {
				z = math.NaN() // (-1) ** non-integer
			} else if yisint == 1 {
				z = -z
			}
		}
		return z
	}

	n := (hx >> 31) + 1
	if n|yisint == 0 { // (x<0) ** non-integer
		return math.NaN()
	}
	s := 1.0 // sign of the result
	if n|(yisint-1) == 0 {
		s = -1
	}

	var t1, t2 float64
	if iy > 0x41E00000 { // |y| > 2^31
		if iy > 0x43F00000 { // |y| > 2^64: over- or underflow
			if ix <= 0x3FEFFFFF {
				if hy < 0 {
					return hugeV * huge
				}
				return tinyV * tiny
			}
			if ix >= 0x3FF00000 {
				if hy > 0 {
					return hugeV * huge
				}
				return tinyV * tiny
			}
		}
		if ix < 0x3FEFFFFF {
			if hy < 0 {
				return s * hugeV * huge
			}
			return s * tinyV * tiny
		}
		if ix > 0x3FF00000 {
			if hy > 0 {
				return s * hugeV * huge
			}
			return s * tinyV * tiny
		}
		// |1-x| ≤ 2^-20: log(x) by x - x²/2 + x³/3 - x⁴/4
		t := ax - 1
		w := float64(float64(t*t) * (0.5 - float64(t*(0.3333333333333333333333-float64(t*0.25)))))
		u := float64(ivln2H * t)
		v := float64(t*ivln2L) - float64(w*ivln2)
		t1 = withLow(u+v, 0)
		t2 = v - (t1 - u)
	} else {
		n = 0
		if ix < 0x00100000 { // subnormal x
			ax *= two53
			n -= 53
			ix = high(ax)
		}
		n += (ix >> 20) - 0x3FF
		j := ix & 0x000FFFFF
		ix = j | 0x3FF00000 // normalize
		var k int32
		if j <= 0x3988E { // |x| < √(3/2)
			k = 0
		} else if j < 0xBB67A { // |x| < √3
			k = 1
		} else {
			k = 0
			n++
			ix -= 0x00100000
		}
		ax = withHigh(ax, ix)
		bp, dpH, dpL := 1.0, 0.0, 0.0
		if k == 1 {
			bp, dpH, dpL = 1.5, dpH1, dpL1
		}
		// ss = sH+sL = (x-1)/(x+1) or (x-1.5)/(x+1.5)
		u := ax - bp
		v := 1 / (ax + bp)
		ss := float64(u * v)
		sH := withLow(ss, 0)
		tH := words(((ix>>1)|0x20000000)+0x00080000+(k<<18), 0)
		tL := ax - (tH - bp)
		sL := float64(v * ((u - float64(sH*tH)) - float64(sH*tL)))
		// log(ax)
		s2 := float64(ss * ss)
		r := float64(float64(s2*s2) * (L1 + float64(s2*(L2+float64(s2*(L3+float64(s2*(L4+float64(s2*(L5+float64(s2*L6)))))))))))
		r += float64(sL * (sH + ss))
		s2 = float64(sH * sH)
		tH = withLow(3.0+s2+r, 0)
		tL = r - ((tH - 3.0) - s2)
		// u+v = ss·(1+...)
		u = float64(sH * tH)
		v = float64(sL*tH) + float64(tL*ss)
		// 2/(3·ln2)·(ss+...)
		pH := withLow(u+v, 0)
		pL := v - (pH - u)
		zH := float64(cpH * pH)
		zL := float64(cpL*pH) + float64(pL*cp) + dpL
		// log2(ax) = n + dpH + zH + zL
		t := float64(n)
		t1 = withLow(((zH+zL)+dpH)+t, 0)
		t2 = zL - (((t1 - t) - dpH) - zH)
	}

	// (y1+y2)·(t1+t2) with y1 the high part of y
	y1 := withLow(y, 0)
	pL := float64((y-y1)*t1) + float64(y*t2)
	pH := float64(y1 * t1)
	z := pL + pH
	j, i := high(z), low(z)
	if j >= 0x40900000 { // z ≥ 1024
		if (j-0x40900000)|int32(i) != 0 {
			return s * hugeV * huge
		}
		if pL+ovt > z-pH {
			return s * hugeV * huge
		}
	} else if j&0x7FFFFFFF >= 0x4090CC00 { // z ≤ -1075
		if (uint32(j)-0xC090CC00)|i != 0 {
			return s * tinyV * tiny
		}
		if pL <= z-pH {
			return s * tinyV * tiny
		}
	}

	// 2^(pH+pL)
	ii := j & 0x7FFFFFFF
	k := (ii >> 20) - 0x3FF
	n = 0
	if ii > 0x3FE00000 { // |z| > 0.5: n = [z+0.5]
		n = j + (0x00100000 >> uint(k+1))
		k = ((n & 0x7FFFFFFF) >> 20) - 0x3FF
		t := words(n & ^(0x000FFFFF>>uint(k)), 0)
		n = ((n & 0x000FFFFF) | 0x00100000) >> uint(20-k)
		if j < 0 {
			n = -n
		}
		pH -= t
	}
	t := withLow(pL+pH, 0)
	u := float64(t * lg2H)
	v := float64((pL-(t-pH))*ln2) + float64(t*lg2L)
	z = u + v
	w := v - (z - u)
	t = float64(z * z)
	t1 = z - float64(t*(expP1+float64(t*(expP2+float64(t*(expP3+float64(t*(expP4+float64(t*expP5)))))))))
	r := float64(z*t1) / ((t1 - 2) - (w + float64(z*w)))
	z = 1 - (r - z)
	j = high(z)
	j += int32(uint32(n) << 20)
	if j>>20 <= 0 {
		z = math.Ldexp(z, int(n)) // subnormal result
	} else {
		z = withHigh(z, high(z)+int32(uint32(n)<<20))
	}
	return s * z
}
