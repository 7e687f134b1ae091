package fdlibm

import "math"

// twoOverPi holds the binary digits of 2/π, 24 to an entry, for the
// reduction of large arguments.
var twoOverPi = [...]int32{
	0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C,
	0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649,
	0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44,
	0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B,
	0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D,
	0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
	0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330,
	0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3, 0x91615E, 0xE61B08,
	0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA,
	0x73A8C9, 0x60E27B, 0xC08C6B,
}

// nPio2High holds the high words of n·π/2 for n = 1..32: an argument
// whose high word equals one of them may cancel badly in the quick
// reduction.
var nPio2High = [...]int32{
	0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C,
	0x4025FDBB, 0x402921FB, 0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C,
	0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB, 0x403AB41B, 0x403C463A,
	0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
	0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB,
	0x404858EB, 0x404921FB,
}

const (
	invPio2 = 6.36619772367581382433e-01 // 0x3FE45F30 6DC9C883, 53 bits of 2/π
	pio2_1  = 1.57079632673412561417e+00 // 0x3FF921FB 54400000, first 33 bits of π/2
	pio2_1t = 6.07710050650619224932e-11 // 0x3DD0B461 1A626331, π/2 - pio2_1
	pio2_2  = 6.07710050630396597660e-11 // 0x3DD0B461 1A600000, second 33 bits
	pio2_2t = 2.02226624879595063154e-21 // 0x3BA3198A 2E037073
	pio2_3  = 2.02226624871116645580e-21 // 0x3BA3198A 2E000000, third 33 bits
	pio2_3t = 8.47842766036889956997e-32 // 0x397B839A 252049C1
	two24   = 1.67772160000000000000e+07 // 0x41700000 00000000
	twon24  = 5.96046447753906250000e-08 // 0x3E700000 00000000
)

// remPio2 reduces x to y0+y1 = x - n·π/2 with |y0+y1| ≤ π/4 and returns n.
func remPio2(x float64) (n int32, y0, y1 float64) {
	hx := high(x)
	ix := hx & 0x7FFFFFFF
	if ix <= 0x3FE921FB { // |x| ≤ π/4
		return 0, x, 0
	}
	if ix < 0x4002D97C { // |x| < 3π/4: n = ±1
		if hx > 0 {
			z := x - pio2_1
			if ix != 0x3FF921FB {
				y0 = z - pio2_1t
				y1 = (z - y0) - pio2_1t
			} else { // near π/2: 33+33+53 bits of π
				z -= pio2_2
				y0 = z - pio2_2t
				y1 = (z - y0) - pio2_2t
			}
			return 1, y0, y1
		}
		z := x + pio2_1
		if ix != 0x3FF921FB {
			y0 = z + pio2_1t
			y1 = (z - y0) + pio2_1t
		} else {
			z += pio2_2
			y0 = z + pio2_2t
			y1 = (z - y0) + pio2_2t
		}
		return -1, y0, y1
	}
	if ix <= 0x413921FB { // |x| ≤ 2^19·π/2: medium size
		t := math.Abs(x)
		n = int32(float64(t*invPio2) + 0.5)
		fn := float64(n)
		r := t - float64(fn*pio2_1)
		w := float64(fn * pio2_1t) // first round, good to 85 bits
		if n < 32 && ix != nPio2High[n-1] {
			y0 = r - w
		} else {
			j := ix >> 20
			y0 = r - w
			i := j - ((high(y0) >> 20) & 0x7FF)
			if i > 16 { // second iteration, good to 118 bits
				t = r
				w = float64(fn * pio2_2)
				r = t - w
				w = float64(fn*pio2_2t) - ((t - r) - w)
				y0 = r - w
				i = j - ((high(y0) >> 20) & 0x7FF)
				if i > 49 { // third iteration, 151 bits
					t = r
					w = float64(fn * pio2_3)
					r = t - w
					w = float64(fn*pio2_3t) - ((t - r) - w)
					y0 = r - w
				}
			}
		}
		y1 = (r - y0) - w
		if hx < 0 {
			return -n, -y0, -y1
		}
		return n, y0, y1
	}
	if ix >= 0x7FF00000 { // Inf or NaN
		y0 = x - x
		return 0, y0, y0
	}
	// Large arguments: split |x|·2^-e0 into three 24-bit pieces.
	e0 := (ix >> 20) - 1046
	z := words(ix-int32(uint32(e0)<<20), low(x))
	var tx [3]float64
	for i := 0; i < 2; i++ {
		tx[i] = float64(int32(z))
		z = float64((z - tx[i]) * two24)
	}
	tx[2] = z
	nx := 3
	for tx[nx-1] == 0 {
		nx--
	}
	var y [2]float64
	n = kernelRemPio2(tx[:nx], &y, e0)
	if hx < 0 {
		return -n, -y[0], -y[1]
	}
	return n, y[0], y[1]
}

// pio2Chunks is π/2 cut into 24-bit pieces.
var pio2Chunks = [...]float64{
	1.57079625129699707031e+00, // 0x3FF921FB 40000000
	7.54978941586159635335e-08, // 0x3E74442D 00000000
	5.39030252995776476554e-15, // 0x3CF84698 80000000
	3.28200341580791294123e-22, // 0x3B78CC51 60000000
	1.27065575308067607349e-29, // 0x39F01B83 80000000
	1.22933308981111328932e-36, // 0x387A2520 40000000
	2.73370053816464559624e-44, // 0x36E38222 80000000
	2.16741683877804819444e-51, // 0x3569F31D 00000000
}

// kernelRemPio2 is fdlibm's __kernel_rem_pio2 at the precision V8 asks
// for (prec 2, jk = 4): x holds the 24-bit pieces of the argument scaled
// by 2^-e0; the remainder goes to y[0]+y[1]; it returns n mod 8.
func kernelRemPio2(x []float64, y *[2]float64, e0 int32) int32 {
	const jk = 4
	const jp = jk
	var (
		iq         [20]int32
		f, fq, q   [20]float64
		z, fw      float64
		n, ih, jz  int32
		jx         = int32(len(x) - 1)
		jv         = (e0 - 3) / 24
		q0         int32
		i, j, k, m int32
	)
	if jv < 0 {
		jv = 0
	}
	q0 = e0 - 24*(jv+1)

	// f[0..jx+jk] = twoOverPi[jv-jx .. jv+jk]
	j = jv - jx
	m = jx + jk
	for i = 0; i <= m; i, j = i+1, j+1 {
		if j < 0 {
			f[i] = 0
		} else {
			f[i] = float64(twoOverPi[j])
		}
	}
	for i = 0; i <= jk; i++ {
		fw = 0
		for j = 0; j <= jx; j++ {
			fw += float64(x[j] * f[jx+i-j])
		}
		q[i] = fw
	}
	jz = jk

recompute:
	// Distill q[] into iq[], in reverse.
	z = q[jz]
	for i, j = 0, jz; j > 0; i, j = i+1, j-1 {
		fw = float64(int32(float64(twon24 * z)))
		iq[i] = int32(z - float64(two24*fw))
		z = q[j-1] + fw
	}
	// n
	z = math.Ldexp(z, int(q0))
	z -= float64(8.0 * math.Floor(z*0.125))
	n = int32(z)
	z -= float64(n)
	ih = 0
	if q0 > 0 { // iq[jz-1] is needed to find n
		i = iq[jz-1] >> uint(24-q0)
		n += i
		iq[jz-1] -= i << uint(24-q0)
		ih = iq[jz-1] >> uint(23-q0)
	} else if q0 == 0 {
		ih = iq[jz-1] >> 23
	} else if z >= 0.5 {
		ih = 2
	}

	if ih > 0 { // q > 0.5
		n++
		carry := int32(0)
		for i = 0; i < jz; i++ { // 1 - q
			j = iq[i]
			if carry == 0 {
				if j != 0 {
					carry = 1
					iq[i] = 0x1000000 - j
				}
			} else {
				iq[i] = 0xFFFFFF - j
			}
		}
		if q0 > 0 {
			switch q0 {
			case 1:
				iq[jz-1] &= 0x7FFFFF
			case 2:
				iq[jz-1] &= 0x3FFFFF
			}
		}
		if ih == 2 {
			z = 1 - z
			if carry != 0 {
				z -= math.Ldexp(1, int(q0))
			}
		}
	}

	// Recompute with more terms of 2/π when everything cancelled.
	if z == 0 {
		j = 0
		for i = jz - 1; i >= jk; i-- {
			j |= iq[i]
		}
		if j == 0 {
			for k = 1; jk >= k && iq[jk-k] == 0; k++ {
			}
			for i = jz + 1; i <= jz+k; i++ {
				f[jx+i] = float64(twoOverPi[jv+i])
				fw = 0
				for j = 0; j <= jx; j++ {
					fw += float64(x[j] * f[jx+i-j])
				}
				q[i] = fw
			}
			jz += k
			goto recompute
		}
	}

	// Chop off zero terms.
	if z == 0 {
		jz--
		q0 -= 24
		for iq[jz] == 0 {
			jz--
			q0 -= 24
		}
	} else { // break z into 24-bit pieces if needed
		z = math.Ldexp(z, -int(q0))
		if z >= two24 {
			fw = float64(int32(float64(twon24 * z)))
			iq[jz] = int32(z - float64(two24*fw))
			jz++
			q0 += 24
			iq[jz] = int32(fw)
		} else {
			iq[jz] = int32(z)
		}
	}

	// Integer chunks to floating point.
	fw = math.Ldexp(1, int(q0))
	for i = jz; i >= 0; i-- {
		q[i] = fw * float64(iq[i])
		fw *= twon24
	}

	// fq = pio2Chunks[0..jp] · q[jz..0]
	for i = jz; i >= 0; i-- {
		fw = 0
		for k = 0; k <= jp && k <= jz-i; k++ {
			fw += float64(pio2Chunks[k] * q[i+k])
		}
		fq[jz-i] = fw
	}

	// Compress fq into y (precision 2).
	fw = 0
	for i = jz; i >= 0; i-- {
		fw += fq[i]
	}
	if ih == 0 {
		y[0] = fw
	} else {
		y[0] = -fw
	}
	fw = fq[0] - fw
	for i = 1; i <= jz; i++ {
		fw += fq[i]
	}
	if ih == 0 {
		y[1] = fw
	} else {
		y[1] = -fw
	}
	return n & 7
}

// kernelSin is sin on [-π/4, π/4]; y is the tail of x, iy 0 when y is 0.
func kernelSin(x, y float64, iy int) float64 {
	const (
		S1 = -1.66666666666666324348e-01 // 0xBFC55555 55555549
		S2 = 8.33333333332248946124e-03  // 0x3F811111 1110F8A6
		S3 = -1.98412698298579493134e-04 // 0xBF2A01A0 19C161D5
		S4 = 2.75573137070700676789e-06  // 0x3EC71DE3 57B1FE7D
		S5 = -2.50507602534068634195e-08 // 0xBE5AE5E6 8A2B9CEB
		S6 = 1.58969099521155010221e-10  // 0x3DE5D93A 5ACFD57C
	)
	ix := high(x) & 0x7FFFFFFF
	if ix < 0x3E400000 && int32(x) == 0 { // |x| < 2^-27
		return x
	}
	z := float64(x * x)
	v := float64(z * x)
	r := S2 + float64(z*(S3+float64(z*(S4+float64(z*(S5+float64(z*S6)))))))
	if iy == 0 {
		return x + float64(v*(S1+float64(z*r)))
	}
	return x - ((float64(z*(float64(0.5*y)-float64(v*r))) - y) - float64(v*S1))
}

// kernelCos is cos on [-π/4, π/4]; y is the tail of x.
func kernelCos(x, y float64) float64 {
	const (
		C1 = 4.16666666666666019037e-02  // 0x3FA55555 5555554C
		C2 = -1.38888888888741095749e-03 // 0xBF56C16C 16C15177
		C3 = 2.48015872894767294178e-05  // 0x3EFA01A0 19CB1590
		C4 = -2.75573143513906633035e-07 // 0xBE927E4F 809C52AD
		C5 = 2.08757232129817482790e-09  // 0x3E21EE9E BDB4B1C4
		C6 = -1.13596475577881948265e-11 // 0xBDA8FAE9 BE8838D4
	)
	ix := high(x) & 0x7FFFFFFF
	if ix < 0x3E400000 && int32(x) == 0 { // |x| < 2^-27
		return 1
	}
	z := float64(x * x)
	r := float64(z * (C1 + float64(z*(C2+float64(z*(C3+float64(z*(C4+float64(z*(C5+float64(z*C6)))))))))))
	if ix < 0x3FD33333 { // |x| < 0.3
		return 1 - (float64(0.5*z) - (float64(z*r) - float64(x*y)))
	}
	var qx float64
	if ix > 0x3FE90000 { // |x| > 0.78125
		qx = 0.28125
	} else {
		qx = words(ix-0x00200000, 0) // |x|/4
	}
	iz := float64(0.5*z) - qx
	a := 1 - qx
	return a - (iz - (float64(z*r) - float64(x*y)))
}

// tanCoef are the coefficients of tan's odd polynomial on [0, 0.67434].
var tanCoef = [...]float64{
	3.33333333333334091986e-01,  // 3FD55555 55555563
	1.33333333333201242699e-01,  // 3FC11111 1110FE7A
	5.39682539762260521377e-02,  // 3FABA1BA 1BB341FE
	2.18694882948595424599e-02,  // 3F9664F4 8406D637
	8.86323982359930005737e-03,  // 3F8226E3 E96E8493
	3.59207910759131235356e-03,  // 3F6D6D22 C9560328
	1.45620945432529025516e-03,  // 3F57DBC8 FEE08315
	5.88041240820264096874e-04,  // 3F4344D8 F2F26501
	2.46463134818469906812e-04,  // 3F3026F7 1A8D1068
	7.81794442939557092300e-05,  // 3F147E88 A03792A6
	7.14072491382608190305e-05,  // 3F12B80F 32F0A7E9
	-1.85586374855275456654e-05, // BEF375CB DB605373
	2.59073051863633712884e-05,  // 3EFB2A70 74BF7AD4
}

// kernelTan is tan (iy = 1) or -1/tan (iy = -1) on [-π/4, π/4].
func kernelTan(x, y float64, iy int) float64 {
	const (
		pio4   = 7.85398163397448278999e-01 // 3FE921FB 54442D18
		pio4lo = 3.06161699786838301793e-17 // 3C81A626 33145C07
	)
	T := &tanCoef
	hx := high(x)
	ix := hx & 0x7FFFFFFF
	if ix < 0x3E300000 && int32(x) == 0 { // |x| < 2^-28
		if (uint32(ix)|low(x))|uint32(iy+1) == 0 {
			return 1 / math.Abs(x)
		}
		if iy == 1 {
			return x
		}
		// -1/(x+y), carefully
		w := x + y
		z := withLow(w, 0)
		v := y - (z - x)
		a := -1 / w
		t := withLow(a, 0)
		s := 1 + float64(t*z)
		return t + float64(a*(s+float64(t*v)))
	}
	if ix >= 0x3FE59428 { // |x| ≥ 0.6744
		if hx < 0 {
			x = -x
			y = -y
		}
		z := pio4 - x
		w := pio4lo - y
		x = z + w
		y = 0
	}
	z := float64(x * x)
	w := float64(z * z)
	r := T[1] + float64(w*(T[3]+float64(w*(T[5]+float64(w*(T[7]+float64(w*(T[9]+float64(w*T[11])))))))))
	v := float64(z * (T[2] + float64(w*(T[4]+float64(w*(T[6]+float64(w*(T[8]+float64(w*(T[10]+float64(w*T[12])))))))))))
	s := float64(z * x)
	r = y + float64(z*(float64(s*(r+v))+y))
	r += float64(T[0] * s)
	w = x + r
	if ix >= 0x3FE59428 {
		v = float64(iy)
		return float64(1-((hx>>30)&2)) * (v - 2.0*(x-(float64(w*w)/(w+v)-r)))
	}
	if iy == 1 {
		return w
	}
	// -1/(x+r), accurately
	z = withLow(w, 0)
	v = r - (z - x)
	a := -1 / w
	t := withLow(a, 0)
	s = 1 + float64(t*z)
	return t + float64(a*(s+float64(t*v)))
}

// Sin is V8's Math.sin.
func Sin(x float64) float64 {
	ix := high(x) & 0x7FFFFFFF
	if ix <= 0x3FE921FB {
		return kernelSin(x, 0, 0)
	}
	if ix >= 0x7FF00000 {
		return x - x
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelSin(y0, y1, 1)
	case 1:
		return kernelCos(y0, y1)
	case 2:
		return -kernelSin(y0, y1, 1)
	default:
		return -kernelCos(y0, y1)
	}
}

// Cos is V8's Math.cos.
func Cos(x float64) float64 {
	ix := high(x) & 0x7FFFFFFF
	if ix <= 0x3FE921FB {
		return kernelCos(x, 0)
	}
	if ix >= 0x7FF00000 {
		return x - x
	}
	n, y0, y1 := remPio2(x)
	switch n & 3 {
	case 0:
		return kernelCos(y0, y1)
	case 1:
		return -kernelSin(y0, y1, 1)
	case 2:
		return -kernelCos(y0, y1)
	default:
		return kernelSin(y0, y1, 1)
	}
}

// Tan is V8's Math.tan.
func Tan(x float64) float64 {
	ix := high(x) & 0x7FFFFFFF
	if ix <= 0x3FE921FB {
		return kernelTan(x, 0, 1)
	}
	if ix >= 0x7FF00000 {
		return x - x
	}
	n, y0, y1 := remPio2(x)
	return kernelTan(y0, y1, 1-int((n&1)<<1))
}
