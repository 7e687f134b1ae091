package fdlibm

import "math"

const (
	pio2Hi = 1.57079632679489655800e+00 // 0x3FF921FB 54442D18
	pio2Lo = 6.12323399573676603587e-17 // 0x3C91A626 33145C07
	pio4Hi = 7.85398163397448278999e-01 // 0x3FE921FB 54442D18
	pi     = 3.14159265358979311600e+00 // 0x400921FB 54442D18
	// pS0..pS5 and qS1..qS4: R(x²) = p/q approximates (asin(x)-x)/x³.
	pS0 = 1.66666666666666657415e-01  // 0x3FC55555 55555555
	pS1 = -3.25565818622400915405e-01 // 0xBFD4D612 03EB6F7D
	pS2 = 2.01212532134862925881e-01  // 0x3FC9C155 0E884455
	pS3 = -4.00555345006794114027e-02 // 0xBFA48228 B5688F3B
	pS4 = 7.91534994289814532176e-04  // 0x3F49EFE0 7501B288
	pS5 = 3.47933107596021167570e-05  // 0x3F023DE1 0DFDF709
	qS1 = -2.40339491173441421878e+00 // 0xC0033A27 1C8A2D4B
	qS2 = 2.02094576023350569471e+00  // 0x40002AE5 9C598AC8
	qS3 = -6.88283971605453293030e-01 // 0xBFE6066C 1B8D0159
	qS4 = 7.70381505559019352791e-02  // 0x3FB3B8C5 B12E9282
)

// asinPQ evaluates the numerator and denominator of R(t).
func asinPQ(t float64) (p, q float64) {
	p = float64(t * (pS0 + float64(t*(pS1+float64(t*(pS2+float64(t*(pS3+float64(t*(pS4+float64(t*pS5)))))))))))
	q = 1 + float64(t*(qS1+float64(t*(qS2+float64(t*(qS3+float64(t*qS4)))))))
	return p, q
}

// Asin is V8's Math.asin.
func Asin(x float64) float64 {
	hx := high(x)
	ix := hx & 0x7FFFFFFF
	if ix >= 0x3FF00000 { // |x| ≥ 1
		if (ix-0x3FF00000)|int32(low(x)) == 0 {
			return float64(x*pio2Hi) + float64(x*pio2Lo)
		}
		return math.NaN()
	}
	if ix < 0x3FE00000 { // |x| < 0.5
		if ix < 0x3E400000 { // |x| < 2^-27
			return x
		}
		t := float64(x * x)
		p, q := asinPQ(t)
		w := p / q
		return x + float64(x*w)
	}
	w := 1 - math.Abs(x)
	t := float64(w * 0.5)
	p, q := asinPQ(t)
	s := math.Sqrt(t)
	if ix >= 0x3FEF3333 { // |x| > 0.975
		w = p / q
		t = pio2Hi - (2.0*(s+float64(s*w)) - pio2Lo)
	} else {
		w = withLow(s, 0)
		c := (t - float64(w*w)) / (s + w)
		r := p / q
		p = float64(2.0*s*r) - (pio2Lo - 2.0*c)
		q = pio4Hi - 2.0*w
		t = pio4Hi - (p - q)
	}
	if hx > 0 {
		return t
	}
	return -t
}

// Acos is V8's Math.acos.
func Acos(x float64) float64 {
	hx := high(x)
	ix := hx & 0x7FFFFFFF
	if ix >= 0x3FF00000 { // |x| ≥ 1
		if (ix-0x3FF00000)|int32(low(x)) == 0 {
			if hx > 0 {
				return 0
			}
			return piV + 2.0*pio2LoV
		}
		return math.NaN()
	}
	if ix < 0x3FE00000 { // |x| < 0.5
		if ix <= 0x3C600000 { // |x| < 2^-57
			return pio2HiV + pio2Lo
		}
		z := float64(x * x)
		p, q := asinPQ(z)
		r := p / q
		return pio2Hi - (x - (pio2Lo - float64(x*r)))
	}
	if hx < 0 { // x < -0.5
		z := float64((1 + x) * 0.5)
		p, q := asinPQ(z)
		s := math.Sqrt(z)
		r := p / q
		w := float64(r*s) - pio2Lo
		return pi - 2.0*(s+w)
	}
	z := float64((1 - x) * 0.5) // x > 0.5
	s := math.Sqrt(z)
	df := withLow(s, 0)
	c := (z - float64(df*df)) / (s + df)
	p, q := asinPQ(z)
	r := p / q
	w := float64(r*s) + c
	return 2.0 * (df + w)
}

var (
	atanHi = [...]float64{
		4.63647609000806093515e-01, // atan(0.5) hi 0x3FDDAC67 0561BB4F
		7.85398163397448278999e-01, // atan(1.0) hi 0x3FE921FB 54442D18
		9.82793723247329054082e-01, // atan(1.5) hi 0x3FEF730B D281F69B
		1.57079632679489655800e+00, // atan(inf) hi 0x3FF921FB 54442D18
	}
	atanLo = [...]float64{
		2.26987774529616870924e-17, // atan(0.5) lo 0x3C7A2B7F 222F65E2
		3.06161699786838301793e-17, // atan(1.0) lo 0x3C81A626 33145C07
		1.39033110312309984516e-17, // atan(1.5) lo 0x3C700788 7AF0CBBD
		6.12323399573676603587e-17, // atan(inf) lo 0x3C91A626 33145C07
	}
	atanT = [...]float64{
		3.33333333333329318027e-01,  // 0x3FD55555 5555550D
		-1.99999999998764832476e-01, // 0xBFC99999 9998EBC4
		1.42857142725034663711e-01,  // 0x3FC24924 920083FF
		-1.11111104054623557880e-01, // 0xBFBC71C6 FE231671
		9.09088713343650656196e-02,  // 0x3FB745CD C54C206E
		-7.69187620504482999495e-02, // 0xBFB3B0F2 AF749A6D
		6.66107313738753120669e-02,  // 0x3FB10D66 A0D03D51
		-5.83357013379057348645e-02, // 0xBFADDE2D 52DEFD9A
		4.97687799461593236017e-02,  // 0x3FA97B4B 24760DEB
		-3.65315727442169155270e-02, // 0xBFA2B444 2C6A6C2F
		1.62858201153657823623e-02,  // 0x3F90AD3A E322DA11
	}
)

// Atan is V8's Math.atan.
func Atan(x float64) float64 {
	hx := high(x)
	ix := hx & 0x7FFFFFFF
	if ix >= 0x44100000 { // |x| ≥ 2^66
		if ix > 0x7FF00000 || (ix == 0x7FF00000 && low(x) != 0) {
			return x + x // NaN
		}
		if hx > 0 {
			return atanHi[3] + atanLo[3]
		}
		return -atanHi[3] - atanLo[3]
	}
	id := -1
	if ix < 0x3FDC0000 { // |x| < 0.4375
		if ix < 0x3E400000 { // |x| < 2^-27
			return x
		}
	} else {
		x = math.Abs(x)
		if ix < 0x3FF30000 { // |x| < 1.1875
			if ix < 0x3FE60000 { // 7/16 ≤ |x| < 11/16
				id = 0
				x = (2.0*x - 1) / (2.0 + x)
			} else { // 11/16 ≤ |x| < 19/16
				id = 1
				x = (x - 1) / (x + 1)
			}
		} else {
			if ix < 0x40038000 { // |x| < 2.4375
				id = 2
				x = (x - 1.5) / (1 + float64(1.5*x))
			} else { // 2.4375 ≤ |x| < 2^66
				id = 3
				x = -1.0 / x
			}
		}
	}
	T := &atanT
	z := float64(x * x)
	w := float64(z * z)
	s1 := float64(z * (T[0] + float64(w*(T[2]+float64(w*(T[4]+float64(w*(T[6]+float64(w*(T[8]+float64(w*T[10])))))))))))
	s2 := float64(w * (T[1] + float64(w*(T[3]+float64(w*(T[5]+float64(w*(T[7]+float64(w*T[9])))))))))
	if id < 0 {
		return x - float64(x*(s1+s2))
	}
	z = atanHi[id] - ((float64(x*(s1+s2)) - atanLo[id]) - x)
	if hx < 0 {
		return -z
	}
	return z
}

// Atan2 is V8's Math.atan2.
func Atan2(y, x float64) float64 {
	const (
		piO4 = 7.8539816339744827900e-01 // 0x3FE921FB 54442D18
		piO2 = 1.5707963267948965580e+00 // 0x3FF921FB 54442D18
		piLo = 1.2246467991473531772e-16 // 0x3CA1A626 33145C07
	)
	piO2V, piO4V, piLoV := float64(piO2), float64(piO4), float64(piLo)
	if math.IsNaN(x) || math.IsNaN(y) {
		return x + y
	}
	hx, lx := high(x), low(x)
	hy, ly := high(y), low(y)
	ix := hx & 0x7FFFFFFF
	iy := hy & 0x7FFFFFFF
	if (hx-0x3FF00000)|int32(lx) == 0 { // x = 1
		return Atan(y)
	}
	m := ((hy >> 31) & 1) | ((hx >> 30) & 2) // 2·sign(x) + sign(y)
	if iy|int32(ly) == 0 {                   // y = ±0
		switch m {
		case 0, 1:
			return y
		case 2:
			return piV + tiny
		default:
			return -piV - tiny
		}
	}
	if ix|int32(lx) == 0 { // x = ±0
		if hy < 0 {
			return -piO2V - tiny
		}
		return piO2V + tiny
	}
	if ix == 0x7FF00000 { // x = ±Inf
		if iy == 0x7FF00000 {
			switch m {
			case 0:
				return piO4V + tiny
			case 1:
				return -piO4V - tiny
			case 2:
				return 3.0*piO4V + tiny
			default:
				return -3.0*piO4V - tiny
			}
		}
		switch m {
		case 0:
			return 0
		case 1:
			return math.Copysign(0, -1)
		case 2:
			return piV + tiny
		default:
			return -piV - tiny
		}
	}
	if iy == 0x7FF00000 { // y = ±Inf
		if hy < 0 {
			return -piO2V - tiny
		}
		return piO2V + tiny
	}
	var z float64
	k := (iy - ix) >> 20
	if k > 60 { // |y/x| > 2^60
		z = piO2V + 0.5*piLoV
		m &= 1
	} else if hx < 0 && k < -60 { // 0 > |y|/x > -2^-60
		z = 0
	} else {
		z = Atan(math.Abs(y / x))
	}
	switch m {
	case 0:
		return z
	case 1:
		return -z
	case 2:
		return pi - (z - piLo)
	default:
		return (z - piLo) - pi
	}
}

// Asinh is V8's Math.asinh.
func Asinh(x float64) float64 {
	hx := high(x)
	ix := hx & 0x7FFFFFFF
	if ix >= 0x7FF00000 {
		return x + x
	}
	if ix < 0x3E300000 { // |x| < 2^-28
		return x
	}
	var w float64
	if ix > 0x41B00000 { // |x| > 2^28
		w = Log(math.Abs(x)) + ln2
	} else if ix > 0x40000000 { // 2 < |x| ≤ 2^28
		t := math.Abs(x)
		w = Log(2.0*t + 1/(math.Sqrt(float64(x*x)+1)+t))
	} else { // 2^-28 ≤ |x| ≤ 2
		t := float64(x * x)
		w = Log1p(math.Abs(x) + t/(1+math.Sqrt(1+t)))
	}
	if hx > 0 {
		return w
	}
	return -w
}

// Acosh is V8's Math.acosh.
func Acosh(x float64) float64 {
	hx := high(x)
	switch {
	case hx < 0x3FF00000: // x < 1 (and NaN with the sign bit)
		return math.NaN()
	case hx >= 0x41B00000: // x ≥ 2^28
		if hx >= 0x7FF00000 {
			return x + x
		}
		return Log(x) + ln2
	case (hx-0x3FF00000)|int32(low(x)) == 0:
		return 0
	case hx > 0x40000000: // 2 < x < 2^28
		t := float64(x * x)
		return Log(2.0*x - 1/(x+math.Sqrt(t-1)))
	default: // 1 < x ≤ 2
		t := x - 1
		return Log1p(t + math.Sqrt(2.0*t+float64(t*t)))
	}
}

// Atanh is V8's Math.atanh.
func Atanh(x float64) float64 {
	hx := high(x)
	ix := hx & 0x7FFFFFFF
	if math.IsNaN(x) || ix > 0x3FF00000 || (ix == 0x3FF00000 && low(x) != 0) {
		return math.NaN()
	}
	if ix == 0x3FF00000 {
		if x > 0 {
			return math.Inf(1)
		}
		return math.Inf(-1)
	}
	if ix < 0x3E300000 { // |x| < 2^-28
		return x
	}
	x = withHigh(x, ix)
	var t float64
	if ix < 0x3FE00000 { // |x| < 0.5
		t = x + x
		t = float64(0.5 * Log1p(t+float64(t*x)/(1-x)))
	} else {
		t = float64(0.5 * Log1p((x+x)/(1-x)))
	}
	if hx >= 0 {
		return t
	}
	return -t
}

// Cbrt is V8's Math.cbrt.
func Cbrt(x float64) float64 {
	const (
		B1 = 715094163 // (1023-1023/3-0.03306235651)·2^20
		B2 = 696219795 // (1023-1023/3-54/3-0.03306235651)·2^20
		// P0..P4: |1/cbrt(x) - p(x)| < 2^-23.5 near 1
		P0 = 1.87595182427177009643   // 0x3FFE03E6 0F61E692
		P1 = -1.88497979543377169875  // 0xBFFE28E0 92F02420
		P2 = 1.621429720105354466140  // 0x3FF9F160 4A49D6C2
		P3 = -0.758397934778766047437 // 0xBFE844CB BEE751D9
		P4 = 0.145996192886612446982  // 0x3FC2B000 D4E4EDD7
	)
	hx := uint32(high(x))
	sign := hx & 0x80000000
	hx ^= sign
	if hx >= 0x7FF00000 {
		return x + x
	}
	var t float64
	if hx < 0x00100000 { // zero or subnormal
		if hx|low(x) == 0 {
			return x
		}
		t = float64(words(0x43500000, 0) * x) // x·2^54
		h := uint32(high(t))
		t = words(int32(sign|((h&0x7FFFFFFF)/3+B2)), 0)
	} else {
		t = words(int32(sign|(hx/3+B1)), 0)
	}
	// Polynomial to 23 bits.
	r := float64(float64(t*t) * (t / x))
	t = float64(t * ((P0 + float64(r*(P1+float64(r*P2)))) + float64(float64(float64(r*r)*r)*(P3+float64(r*P4)))))
	// Round away from zero to 23 bits.
	t = math.Float64frombits((math.Float64bits(t) + 0x80000000) & 0xFFFFFFFFC0000000)
	// One Newton step to 53 bits.
	s := float64(t * t)
	r = x / s
	w := t + t
	r = (r - t) / (w + r)
	return t + float64(t*r)
}
