package goja

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// wrapUint64 against the definition: the integer part of f, taken
// exactly with math/big, modulo 2^64.
func TestWrapUint64(t *testing.T) {
	mod := new(big.Int).Lsh(big.NewInt(1), 64)
	want := func(f float64) uint64 {
		i, _ := new(big.Float).SetFloat64(math.Trunc(f)).Int(nil)
		return i.Mod(i, mod).Uint64()
	}
	rnd := rand.New(rand.NewSource(1))
	cases := []float64{0, 1, -1, 1e22, -1e22, 1 << 63, -(1 << 63), 1 << 64, 1.5e19, -1.5e19, 9.3e18, math.MaxFloat64, -math.MaxFloat64, 4.5e15 + 0.5, -0.75}
	for i := 0; i < 20000; i++ {
		f := math.Float64frombits(rnd.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		cases = append(cases, f, math.Ldexp(1+rnd.Float64(), 50+rnd.Intn(80))*float64(1-2*rnd.Intn(2)))
	}
	for _, f := range cases {
		if got, w := wrapUint64(f), want(f); got != w {
			t.Fatalf("wrapUint64(%v) = %#x, want %#x", f, got, w)
		}
	}
}

// Number and BigInt of strings with a base prefix: the digits are checked
// whole, and a value past int64 is read exactly, then rounded to nearest.
func TestRadixStrings(t *testing.T) {
	r := New()
	for src, want := range map[string]string{
		`Number("0x90071992547409937")`:              "166052671721142520000",
		`Number("0X20000000000003")`:                 "9007199254740996",
		`Number("0b" + "1".repeat(70))`:              "1.1805916207174113e+21",
		`Number("0o" + "7".repeat(30))`:              "1.2379400392853803e+27",
		`Number("0x-1")`:                             "NaN",
		`Number("0x1_0")`:                            "NaN",
		`Number("0x")`:                               "NaN",
		`String(BigInt("0x12345678901234567"))`:      "20988295476557333863",
		`String(BigInt("012345678901234567890123"))`: "12345678901234567890123",
		`(() => { try { BigInt("0x12345678901234567z") } catch (e) { return e.name } })()`:  "SyntaxError",
		`(() => { try { BigInt("0x10000000000000000_0") } catch (e) { return e.name } })()`: "SyntaxError",
		`(() => { try { BigInt("0x+1") } catch (e) { return e.name } })()`:                  "SyntaxError",
	} {
		v, err := r.RunString(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		if got := v.String(); got != want {
			t.Errorf("%s = %s, want %s", src, got, want)
		}
	}
}
