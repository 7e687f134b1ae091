package fdlibm

import (
	"math"
	"testing"
)

// BenchmarkFdlibm times each function against Go's math on the same
// arguments (1024 of them, drawn as the corpus's random arguments are, so
// large trig arguments are among them): go test -bench . ./internal/fdlibm
func BenchmarkFdlibm(b *testing.B) {
	goUnary := map[string]func(float64) float64{
		"sin": math.Sin, "cos": math.Cos, "tan": math.Tan, "asin": math.Asin, "acos": math.Acos, "atan": math.Atan,
		"exp": math.Exp, "expm1": math.Expm1, "log": math.Log, "log1p": math.Log1p, "log2": math.Log2, "log10": math.Log10,
		"sinh": math.Sinh, "cosh": math.Cosh, "tanh": math.Tanh, "asinh": math.Asinh, "acosh": math.Acosh, "atanh": math.Atanh,
		"cbrt": math.Cbrt,
	}
	goBinary := map[string]func(float64, float64) float64{"atan2": math.Atan2, "pow": math.Pow}
	var sink float64
	for _, name := range []string{"sin", "cos", "tan", "asin", "acos", "atan", "exp", "expm1", "log", "log1p",
		"log2", "log10", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "cbrt"} {
		rnd := splitmix64(corpusSeed)
		args := make([]float64, 1024)
		for i := range args {
			// the function's own range only: the whole range is mostly NaN or overflow
			r := unaryRanges[name]
			e := r.lo + int(rnd.next()%uint64(r.hi-r.lo+1))
			args[i] = math.Float64frombits(uint64(e+1023)<<52 | rnd.next()&(1<<52-1))
		}
		for _, impl := range []struct {
			name string
			f    func(float64) float64
		}{{"fdlibm", unaryFuncs[name]}, {"go", goUnary[name]}} {
			b.Run(name+"/"+impl.name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					sink += impl.f(args[i&1023])
				}
			})
		}
	}
	for _, name := range []string{"atan2", "pow"} {
		rnd := splitmix64(corpusSeed)
		xs, ys := make([]float64, 1024), make([]float64, 1024)
		for i := range xs {
			xs[i] = math.Abs(randomArg(&rnd, binaryRanges[name]))
			ys[i] = powY(&rnd)
		}
		for _, impl := range []struct {
			name string
			f    func(float64, float64) float64
		}{{"fdlibm", binaryFuncs[name]}, {"go", goBinary[name]}} {
			b.Run(name+"/"+impl.name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					sink += impl.f(xs[i&1023], ys[i&1023])
				}
			})
		}
	}
	// The trig functions by the size of the argument: |x| < 2^8 is reduced
	// by a multiple of π/2 in a few operations, 2^20 ≤ |x| < 2^60 by the
	// long reduction with 2/π's digits (V8's is the same algorithm).
	for _, size := range []struct {
		name   string
		lo, hi int
	}{{"small", -30, 8}, {"huge", 20, 60}} {
		rnd := splitmix64(corpusSeed)
		args := make([]float64, 1024)
		for i := range args {
			e := size.lo + int(rnd.next()%uint64(size.hi-size.lo+1))
			args[i] = math.Float64frombits(uint64(e+1023)<<52 | rnd.next()&(1<<52-1))
		}
		for _, impl := range []struct {
			name string
			f    func(float64) float64
		}{{"fdlibm", Sin}, {"go", math.Sin}} {
			b.Run("sin-"+size.name+"/"+impl.name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					sink += impl.f(args[i&1023])
				}
			})
		}
	}
	_ = sink
}
