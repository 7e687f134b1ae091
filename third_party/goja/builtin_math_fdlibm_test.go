package goja

import (
	"testing"

	"github.com/dop251/goja/internal/fdlibm"
)

// TestMathIsV8s checks that Math's functions and ** reach the fdlibm
// package: each value is what Node 20 prints (Go's math gave 7 of them
// otherwise, 3 ** 35 among them through the integer fast path).
func TestMathIsV8s(t *testing.T) {
	for _, c := range []struct{ expr, want string }{
		{"Math.sin(1e300)", "-0.8178819121159085"},
		{"Math.cos(1e22)", "0.523214785395139"},
		{"Math.tan(1.5707963267948966)", "16331239353195370"},
		{"Math.exp(100)", "2.6881171418161356e+43"},
		{"Math.pow(1.1, 30.5)", "18.301087494888428"},
		{"1.1 ** 30.5", "18.301087494888428"},
		{"(() => { let b = 1.1; b **= 30.5; return b })()", "18.301087494888428"},
		{"Math.atan2(1, 3)", "0.3217505543966422"},
		{"Math.cosh(5.5)", "122.34800951782942"},
		{"Math.cbrt(10)", "2.154434690031884"},
		{"3 ** 35", "50031545098999710"},
		{"(-7) ** 19", "-11398895185373144"},
		{"Math.pow(1, Infinity)", "NaN"},
		{"Math.pow(-1, -Infinity)", "NaN"},
		{"Math.pow(1, NaN)", "NaN"},
	} {
		v, err := New().RunString("String(" + c.expr + ")")
		if err != nil {
			t.Fatalf("%s: %v", c.expr, err)
		}
		if got := v.String(); got != c.want {
			t.Errorf("%s = %s, V8 %s", c.expr, got, c.want)
		}
	}
}

// TestIntegerPowMatchesFdlibm checks the integer fast path of pow against
// fdlibm's pow wherever it is taken (results within ±2^53), so that
// 7 ** 3 and 7.5 ** 3 come from the same arithmetic as V8's.
func TestIntegerPowMatchesFdlibm(t *testing.T) {
	for b := int64(-3000); b <= 3000; b++ {
		for e := int64(0); e < 64; e++ {
			ip := ipow(b, e)
			if ip == 0 || ip > maxExactPow || ip < -maxExactPow {
				continue
			}
			if f := fdlibm.Pow(float64(b), float64(e)); f != float64(ip) {
				t.Fatalf("%d ** %d: ipow %d, fdlibm %v", b, e, ip, f)
			}
		}
	}
}
