package fdlibm

import "math"

const (
	ln2Hi  = 6.93147180369123816490e-01 // 0x3FE62E42 FEE00000
	ln2Lo  = 1.90821492927058770002e-10 // 0x3DEA39EF 35793C76
	invLn2 = 1.44269504088896338700e+00 // 0x3FF71547 652B82FE
	ln2    = 6.93147180559945286227e-01 // 0x3FE62E42 FEFA39EF
	huge   = 1.0e300
	tiny   = 1.0e-300
	// expP1..expP5 approximate r·(e^r+1)/(e^r-1) on [0, 0.34658].
	expP1 = 1.66666666666666019037e-01  // 0x3FC55555 5555553E
	expP2 = -2.77777777770155933842e-03 // 0xBF66C16C 16BEBD93
	expP3 = 6.61375632143793436117e-05  // 0x3F11566A AF25DE2C
	expP4 = -1.65339022054652515390e-06 // 0xBEBBBD41 C5D26BF1
	expP5 = 4.13813679705723846039e-08  // 0x3E663769 72BEA4D0
)

// Exp is V8's Math.exp.
func Exp(x float64) float64 {
	const (
		oThreshold = 7.09782712893383973096e+02  // 0x40862E42 FEFA39EF
		uThreshold = -7.45133219101941108420e+02 // 0xC0874910 D52D3051
		e          = 2.718281828459045           // 0x4005BF0A 8B145769
		twom1000   = 9.33263618503218878990e-302 // 2^-1000
		two1023    = 8.988465674311579539e307    // 2^1023
	)
	hx := uint32(high(x))
	xsb := int32(hx >> 31)
	hx &= 0x7FFFFFFF
	if hx >= 0x40862E42 { // |x| ≥ 709.78...
		if hx >= 0x7FF00000 {
			if (hx&0xFFFFF)|low(x) != 0 {
				return x + x // NaN
			}
			if xsb == 0 {
				return x
			}
			return 0
		}
		if x > oThreshold {
			return math.Inf(1)
		}
		if x < uThreshold {
			return 0
		}
	}
	var hi, lo float64
	var k int32
	if hx > 0x3FD62E42 { // |x| > ln2/2
		if hx < 0x3FF0A2B2 { // and |x| < 1.5·ln2
			if x == 1 {
				return e
			}
			if xsb == 0 {
				hi, lo, k = x-ln2Hi, ln2Lo, 1
			} else {
				hi, lo, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			h := 0.5
			if xsb != 0 {
				h = -0.5
			}
			k = int32(float64(invLn2*x) + h)
			t := float64(k)
			hi = x - float64(t*ln2Hi) // exact
			lo = float64(t * ln2Lo)
		}
		x = hi - lo
	} else if hx < 0x3E300000 { // |x| < 2^-28
		return 1 + x
	}
	t := float64(x * x)
	var twopk float64
	if k >= -1021 {
		twopk = words(0x3FF00000+int32(uint32(k)<<20), 0)
	} else {
		twopk = words(0x3FF00000+int32(uint32(k+1000)<<20), 0)
	}
	c := x - float64(t*(expP1+float64(t*(expP2+float64(t*(expP3+float64(t*(expP4+float64(t*expP5)))))))))
	if k == 0 {
		return 1 - (float64(x*c)/(c-2.0) - x)
	}
	y := 1 - ((lo - float64(x*c)/(2.0-c)) - hi)
	if k >= -1021 {
		if k == 1024 {
			return y * 2.0 * two1023
		}
		return y * twopk
	}
	return y * twopk * twom1000
}

// Expm1 is V8's Math.expm1.
func Expm1(x float64) float64 {
	const (
		oThreshold = 7.09782712893383973096e+02
		// Q1..Q5 scaled by 2^n, for R(2z) with z = x·x/2.
		Q1 = -3.33333333333331316428e-02 // BFA11111 111110F4
		Q2 = 1.58730158725481460165e-03  // 3F5A01A0 19FE5585
		Q3 = -7.93650757867487942473e-05 // BF14CE19 9EAADBB7
		Q4 = 4.00821782732936239552e-06  // 3ED0CFCA 86E65239
		Q5 = -2.01099218183624371326e-07 // BE8AFDB7 6E09C32D
	)
	hx := uint32(high(x))
	xsb := hx & 0x80000000
	hx &= 0x7FFFFFFF
	if hx >= 0x4043687A { // |x| ≥ 56·ln2
		if hx >= 0x40862E42 { // |x| ≥ 709.78...
			if hx >= 0x7FF00000 {
				if (hx&0xFFFFF)|low(x) != 0 {
					return x + x
				}
				if xsb == 0 {
					return x
				}
				return -1
			}
			if x > oThreshold {
				return math.Inf(1)
			}
		}
		if xsb != 0 && x+tiny < 0 {
			return tinyV - 1
		}
	}
	var hi, lo, c float64
	var k int32
	if hx > 0x3FD62E42 { // |x| > ln2/2
		if hx < 0x3FF0A2B2 {
			if xsb == 0 {
				hi, lo, k = x-ln2Hi, ln2Lo, 1
			} else {
				hi, lo, k = x+ln2Hi, -ln2Lo, -1
			}
		} else {
			h := 0.5
			if xsb != 0 {
				h = -0.5
			}
			k = int32(float64(invLn2*x) + h)
			t := float64(k)
			hi = x - float64(t*ln2Hi)
			lo = float64(t * ln2Lo)
		}
		x = hi - lo
		c = (hi - x) - lo
	} else if hx < 0x3C900000 { // |x| < 2^-54
		return x
	}
	hfx := float64(0.5 * x)
	hxs := float64(x * hfx)
	r1 := 1 + float64(hxs*(Q1+float64(hxs*(Q2+float64(hxs*(Q3+float64(hxs*(Q4+float64(hxs*Q5)))))))))
	t := 3.0 - float64(r1*hfx)
	e := float64(hxs * ((r1 - t) / (6.0 - float64(x*t))))
	if k == 0 {
		return x - (float64(x*e) - hxs)
	}
	twopk := words(0x3FF00000+int32(uint32(k)<<20), 0)
	e = float64(x*(e-c)) - c
	e -= hxs
	if k == -1 {
		return float64(0.5*(x-e)) - 0.5
	}
	if k == 1 {
		if x < -0.25 {
			return -2.0 * (e - (x + 0.5))
		}
		return 1 + float64(2.0*(x-e))
	}
	if k <= -2 || k > 56 {
		y := 1 - (e - x)
		if k == 1024 {
			y = float64(y * 2.0 * 8.98846567431158e+307)
		} else {
			y = float64(y * twopk)
		}
		return y - 1
	}
	var y float64
	if k < 20 {
		t = words(0x3FF00000-(0x200000>>uint(k)), 0) // 1 - 2^-k
		y = t - (e - x)
		y = float64(y * twopk)
	} else {
		t = words((0x3FF-k)<<20, 0) // 2^-k
		y = x - (e + t)
		y += 1
		y = float64(y * twopk)
	}
	return y
}

// Sinh is V8's Math.sinh.
func Sinh(x float64) float64 {
	const (
		overflow = 710.4758600739439
		twoM28   = 3.725290298461914e-9
		logMaxD  = 709.7822265625
		shuge    = 1.0e307
	)
	h := 0.5
	if x < 0 {
		h = -0.5
	}
	ax := math.Abs(x)
	if ax < 22 {
		if ax < twoM28 {
			return x
		}
		t := Expm1(ax)
		if ax < 1 {
			return h * (2*t - float64(t*t)/(t+1))
		}
		return h * (t + t/(t+1))
	}
	if ax < logMaxD {
		return h * Exp(ax)
	}
	if ax <= overflow {
		w := Exp(0.5 * ax)
		t := float64(h * w)
		return t * w
	}
	return x * shuge
}

// Cosh is V8's Math.cosh.
func Cosh(x float64) float64 {
	const overflow = 710.4758600739439
	ix := high(x) & 0x7FFFFFFF
	if ix < 0x3FD62E43 { // |x| < ln2/2
		t := Expm1(math.Abs(x))
		w := 1 + t
		if ix < 0x3C800000 {
			return w
		}
		return 1 + float64(t*t)/(w+w)
	}
	if ix < 0x40360000 { // |x| < 22
		t := Exp(math.Abs(x))
		return float64(0.5*t) + 0.5/t
	}
	if ix < 0x40862E42 {
		return 0.5 * Exp(math.Abs(x))
	}
	if math.Abs(x) <= overflow {
		w := Exp(0.5 * math.Abs(x))
		t := float64(0.5 * w)
		return t * w
	}
	if ix >= 0x7FF00000 {
		return x * x
	}
	return math.Inf(1)
}

// Tanh is V8's Math.tanh.
func Tanh(x float64) float64 {
	jx := high(x)
	ix := jx & 0x7FFFFFFF
	if ix >= 0x7FF00000 {
		if jx >= 0 {
			return 1/x + 1
		}
		return 1/x - 1
	}
	var z float64
	if ix < 0x40360000 { // |x| < 22
		if ix < 0x3E300000 { // |x| < 2^-28
			return x
		}
		if ix >= 0x3FF00000 { // |x| ≥ 1
			t := Expm1(2 * math.Abs(x))
			z = 1 - 2/(t+2)
		} else {
			t := Expm1(-2 * math.Abs(x))
			z = -t / (t + 2)
		}
	} else {
		z = 1 - tinyV
	}
	if jx >= 0 {
		return z
	}
	return -z
}
